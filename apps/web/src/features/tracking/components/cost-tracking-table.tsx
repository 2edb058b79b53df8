import { useQuery } from '@tanstack/react-query';
import { NO_DATA } from '@n5/shared/tracking/rules';
import { ContractAmountFigure } from '../../../components/contract-amount-figure';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { costTrackingQuery, v2TrackingQuery } from '../api/tracking-queries';
import { AdditionalCostField } from './additional-cost-field';
import { MoneyTable, pct, usd } from './money-table';

/** The old (v1) view: every field of the cost tracking row, additional cost editable. */
export function CostTrackingTable({ projectId }: { projectId: number }) {
  const query = useQuery(costTrackingQuery(projectId));
  return (
    <SectionCard
      title="Cost Tracking (V1)"
      label="Cost tracking V1"
      aside={<ContractAmountFigure projectId={projectId} />}
    >
      <QueryState
        query={query}
        loadingLabel="Loading cost tracking"
        errorText="The cost tracking could not be loaded"
        empty={{ when: (d) => d.rows.length === 0, text: NO_DATA }}
      >
        {(data) => (
          <MoneyTable
            label="Cost tracking by sub-category"
            rows={data.rows}
            rowKey={(r) => r.subCategoryCode}
            columns={[
              { header: 'Sub-category', cell: (r) => `${r.subCategoryCode} ${r.subCategoryName}` },
              { header: 'Base', numeric: true, cell: (r) => usd(r.base) },
              { header: 'Approved changes', numeric: true, cell: (r) => usd(r.approvedChanges) },
              { header: 'Adjusted', numeric: true, cell: (r) => usd(r.adjusted) },
              { header: 'Committed cost', numeric: true, cell: (r) => usd(r.committedCost) },
              { header: 'Committed profit', numeric: true, cell: (r) => usd(r.committedProfit) },
              { header: 'Committed %', numeric: true, cell: (r) => pct(r.committedProfitPercent) },
              { header: 'Actual cost', numeric: true, cell: (r) => usd(r.actualCost) },
              { header: 'Balance', numeric: true, cell: (r) => usd(r.balance) },
              { header: 'Actual profit', numeric: true, cell: (r) => usd(r.actualProfit) },
              { header: 'Actual %', numeric: true, cell: (r) => pct(r.actualProfitPercent) },
              {
                header: 'Additional cost',
                numeric: true,
                cell: (r) => (
                  <AdditionalCostField
                    key={`${r.subCategoryCode}-${r.additionalCost ?? ''}`}
                    projectId={projectId}
                    subCategoryCode={r.subCategoryCode}
                    saved={r.additionalCost}
                  />
                ),
              },
              { header: 'Estimated cost', numeric: true, cell: (r) => usd(r.estimatedCost) },
              {
                header: 'Estimated profit',
                numeric: true,
                cell: (r) => (
                  <span data-testid={`estimated-profit-${r.subCategoryCode}`}>
                    {usd(r.estimatedProfit)}
                  </span>
                ),
              },
              { header: 'Estimated %', numeric: true, cell: (r) => pct(r.estimatedProfitPercent) },
            ]}
            totals={data.totals}
            totalsCells={(t) => [
              'Total',
              usd(t.base),
              usd(t.approvedChanges),
              usd(t.adjusted),
              usd(t.committedCost),
              usd(t.committedProfit),
              pct(t.committedProfitPercent),
              usd(t.actualCost),
              usd(t.balance),
              usd(t.actualProfit),
              pct(t.actualProfitPercent),
              usd(t.additionalCost),
              usd(t.estimatedCost),
              usd(t.estimatedProfit),
              pct(t.estimatedProfitPercent),
            ]}
          />
        )}
      </QueryState>
    </SectionCard>
  );
}

/** The new (v2) view: contract against committed and actual cost. */
export function V2TrackingTable({ projectId }: { projectId: number }) {
  const query = useQuery(v2TrackingQuery(projectId));
  return (
    <SectionCard
      title="Contract and Cost"
      label="Contract and cost"
      aside={<ContractAmountFigure projectId={projectId} />}
    >
      <QueryState
        query={query}
        loadingLabel="Loading tracking"
        errorText="The tracking could not be loaded"
        empty={{ when: (d) => d.rows.length === 0, text: NO_DATA }}
      >
        {(data) => (
          <MoneyTable
            label="Contract and cost by sub-category"
            rows={data.rows}
            rowKey={(r) => r.sub_category_code}
            columns={[
              {
                header: 'Sub-category',
                cell: (r) => `${r.sub_category_code} ${r.sub_category_name}`,
              },
              { header: 'Base', numeric: true, cell: (r) => usd(r.base_total) },
              { header: 'Change orders', numeric: true, cell: (r) => usd(r.change_orders_total) },
              { header: 'Adjusted', numeric: true, cell: (r) => usd(r.adjusted_total) },
              { header: 'Committed cost', numeric: true, cell: (r) => usd(r.committed_cost) },
              { header: 'Committed profit', numeric: true, cell: (r) => usd(r.committed_profit) },
              { header: 'Actual cost', numeric: true, cell: (r) => usd(r.actual_cost_total) },
              { header: 'Balance', numeric: true, cell: (r) => usd(r.balance_total) },
            ]}
            totals={data.totals}
            totalsCells={(t) => [
              'Total',
              usd(t.base_total),
              usd(t.change_orders_total),
              usd(t.adjusted_total),
              usd(t.committed_cost),
              usd(t.committed_profit),
              usd(t.actual_cost_total),
              usd(t.balance_total),
            ]}
          />
        )}
      </QueryState>
    </SectionCard>
  );
}

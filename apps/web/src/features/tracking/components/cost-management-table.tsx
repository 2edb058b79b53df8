import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import IconButton from '@mui/material/IconButton';
import { NO_DATA } from '@n5/shared/tracking/rules';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { costDetailQuery, costManagementQuery } from '../api/tracking-queries';
import { MoneyTable, usd, type TColumn } from './money-table';

const pair = (a: string, b: string) => `${usd(a)} / ${usd(b)}`;

type TCostData = NonNullable<
  Awaited<ReturnType<NonNullable<ReturnType<typeof costManagementQuery>['queryFn']>>>
>;
type TCostRow = TCostData['rows'][number];
type TCostTotals = TCostData['totals'];

/** Hours and amounts, original against actual, then the variance. */
const AMOUNT_COLUMNS: TColumn<TCostRow>[] = [
  {
    header: 'Hours (orig. / actual)',
    numeric: true,
    cell: (r) => `${r.originalHours} / ${r.actualHours}`,
  },
  { header: 'Labor', numeric: true, cell: (r) => pair(r.originalLabor, r.actualLabor) },
  {
    header: 'Material',
    numeric: true,
    cell: (r) => pair(r.originalMaterial, r.actualMaterial),
  },
  {
    header: 'Equipment',
    numeric: true,
    cell: (r) => pair(r.originalEquipment, r.actualEquipment),
  },
  { header: 'Other', numeric: true, cell: (r) => pair(r.originalOther, r.actualOther) },
  { header: 'Sub', numeric: true, cell: (r) => pair(r.originalSub, r.actualSub) },
  { header: 'Total', numeric: true, cell: (r) => pair(r.originalTotal, r.actualTotal) },
  { header: 'Variance', numeric: true, cell: (r) => usd(r.variance) },
];

/** The totals row in the columns' order. */
const totalsCells = (t: TCostTotals) => [
  'Total',
  `${t.originalHours} / ${t.actualHours}`,
  pair(t.originalLabor, t.actualLabor),
  pair(t.originalMaterial, t.actualMaterial),
  pair(t.originalEquipment, t.actualEquipment),
  pair(t.originalOther, t.actualOther),
  pair(t.originalSub, t.actualSub),
  pair(t.originalTotal, t.actualTotal),
  usd(t.variance),
];

/** N5-style cost management: original against actual, each sub-category expandable to its tasks. */
export function CostManagementTable({ projectId }: { projectId: number }) {
  const query = useQuery(costManagementQuery(projectId));
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (code: string) =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });
  return (
    <SectionCard title="Cost Management" label="Cost management">
      <QueryState
        query={query}
        loadingLabel="Loading cost management"
        errorText="The cost management could not be loaded"
        empty={{ when: (d) => d.rows.length === 0, text: NO_DATA }}
      >
        {(data) => (
          <MoneyTable
            label="Cost management by sub-category (original / actual)"
            rows={data.rows}
            rowKey={(r) => r.subCategoryCode}
            rowExtra={(r) =>
              open.has(r.subCategoryCode) ? (
                <CostDetail projectId={projectId} subCategoryCode={r.subCategoryCode} />
              ) : null
            }
            columns={[
              {
                header: 'Sub-category',
                cell: (r) => (
                  <>
                    <IconButton
                      size="small"
                      onClick={() => toggle(r.subCategoryCode)}
                      aria-expanded={open.has(r.subCategoryCode)}
                      aria-label={`${open.has(r.subCategoryCode) ? 'Hide' : 'Show'} detail of ${r.subCategoryCode}`}
                    >
                      {open.has(r.subCategoryCode) ? <ExpandLess /> : <ExpandMore />}
                    </IconButton>
                    {r.subCategoryCode} {r.subCategoryName}
                  </>
                ),
              },
              ...AMOUNT_COLUMNS,
            ]}
            totals={data.totals}
            totalsCells={totalsCells}
          />
        )}
      </QueryState>
    </SectionCard>
  );
}

function CostDetail(props: { projectId: number; subCategoryCode: string }) {
  const query = useQuery(costDetailQuery(props.projectId, [props.subCategoryCode]));
  return (
    <QueryState
      query={query}
      loadingLabel={`Loading the detail of ${props.subCategoryCode}`}
      errorText="The detail could not be loaded"
      empty={{ when: (d) => d.rows.length === 0, text: NO_DATA }}
    >
      {(data) => (
        <MoneyTable
          label={`Tasks of ${props.subCategoryCode}`}
          rows={data.rows}
          rowKey={(r) => `${r.ProjectTaskID}-${r.ConditionID ?? 'none'}`}
          columns={[
            { header: 'Condition', cell: (r) => r.ConditionName },
            { header: 'Task', cell: (r) => r.ProjectTaskID },
            { header: 'Budgeted hours', numeric: true, cell: (r) => r.budgetedHours },
            { header: 'Budgeted', numeric: true, cell: (r) => usd(r.budgetedAmount) },
            { header: 'Pending', numeric: true, cell: (r) => usd(r.pendingAmount) },
            { header: 'Actual hours', numeric: true, cell: (r) => r.actualHours },
            { header: 'Actual', numeric: true, cell: (r) => usd(r.actualAmount) },
            { header: 'Remaining', numeric: true, cell: (r) => usd(r.remainingAmount) },
          ]}
        />
      )}
    </QueryState>
  );
}

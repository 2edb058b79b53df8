import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { INCLUSIONS_TEXT } from '@n5/shared/inclusions/constants';
import type {
  TInclusionSums,
  TLegacyBlock,
  TLegacyInclusion,
  TLegacySummary,
} from '@n5/shared/inclusions/schemas';
import { QueryState } from '../../../components/query-state';
import { legacyInclusionsQuery } from '../api/inclusions-queries';
import { SubCategoryScopeCell } from './scope-cell';
import { SummaryCells, SummaryTable } from './summary-table';

/** The legacy view's sections: the stages, the alternates' block, then Inactive (spec 1 §2). */
const SECTIONS: readonly TLegacyBlock[] = [
  'Approved',
  'Pending',
  'Potential CO',
  'Alternates',
  'Inactive',
];

/** The legacy summary in the columns the v2 tables show. */
function sumsOf(s: TLegacySummary): TInclusionSums {
  return {
    total: s.preTax,
    taxable_total: s.taxableTotal,
    tax: s.tax,
    grand_total: s.grandTotal,
    labor_hours: s.laborHours,
    labor_rate: s.laborRate,
    labor_cost: s.laborCost,
    labor_markup: s.laborMarkup,
    labor_total: s.laborTotal,
    material_cost: s.materialCost,
    material_markup: s.materialMarkup,
    material_total: s.materialTotal,
    equipment_cost: s.equipmentCost,
    equipment_markup: s.equipmentMarkup,
    equipment_total: s.equipmentTotal,
    other_cost: s.otherCostsCost,
    other_markup: s.otherCostsMarkup,
    other_total: s.otherCostsTotal,
    subcontractor_cost_live: s.subCost,
    subcontractor_markup_live: s.subMarkup,
    subcontractor_total: s.subTotal,
    subcontractor_total_live: s.subTotal,
    has_subcontactor: s.subList.length > 0,
  };
}

/** The legacy view (v1 projects): one section per stage with its sub-categories and total. */
export function LegacyView(props: { projectId: number }) {
  const query = useQuery(legacyInclusionsQuery(props.projectId));
  return (
    <Stack spacing={3} data-testid="legacy-inclusions">
      <QueryState
        query={query}
        loadingLabel="Loading the inclusions"
        skeleton={<Typography sx={{ py: 1.5 }}>{INCLUSIONS_TEXT.loading}</Typography>}
        errorText="The inclusions could not be loaded"
      >
        {(data) =>
          SECTIONS.map((block) => (
            <LegacySection
              key={block}
              projectId={props.projectId}
              block={block}
              rows={data.inclusions.filter((r) => r.contractStageCategory === block)}
              total={data.inclusionSummary.find((s) => s.contractStageCategory === block)}
            />
          ))
        }
      </QueryState>
    </Stack>
  );
}

function LegacySection(props: {
  projectId: number;
  block: TLegacyBlock;
  rows: TLegacyInclusion[];
  total: TLegacySummary | undefined;
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h6" component="h3" id={headingId} sx={{ mb: 1 }}>
        {props.block}
      </Typography>
      {props.rows.length === 0 || !props.total ? (
        <Typography color="text.secondary" variant="body2" sx={{ py: 1.5 }}>
          {INCLUSIONS_TEXT.noInclusions}
        </Typography>
      ) : (
        <SummaryTable label={props.block} footer={sumsOf(props.total)}>
          {props.rows.map((row) => (
            <TableRow
              key={`${row.subCategoryID}-${row.alternateContractType ?? ''}`}
              hover
              title={
                row.inclusionSummary.subList.length
                  ? `Subcontractors: ${row.inclusionSummary.subList.join(', ')}`
                  : undefined
              }
            >
              <SubCategoryScopeCell
                projectId={props.projectId}
                row={{
                  category_id: row.categoryID,
                  sub_category_code: row.subCategoryCode,
                  sub_category_name: row.subCategoryName,
                }}
                hasSubs={row.inclusionSummary.subList.length > 0}
                after={
                  row.alternateContractType ? (
                    <Chip
                      size="small"
                      label={`${row.alternateContractType}${row.alternateSelectedInd ? ' (selected)' : ''}`}
                    />
                  ) : undefined
                }
              />
              <SummaryCells sums={sumsOf(row.inclusionSummary)} />
            </TableRow>
          ))}
        </SummaryTable>
      )}
    </Box>
  );
}

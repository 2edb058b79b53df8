import { Fragment, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import WbSunnyOutlined from '@mui/icons-material/WbSunnyOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { TInclusionStage } from '@n5/shared/estimating/constants';
import { INCLUSIONS_TEXT } from '@n5/shared/inclusions/constants';
import { clientContractTooltip, stageTableTitle } from '@n5/shared/inclusions/rules';
import type { TInclusionSummaryRow } from '@n5/shared/inclusions/schemas';
import { QueryState } from '../../../components/query-state';
import { stageDetailQuery, stageTotalsQuery } from '../api/inclusions-queries';
import { CategoryScopeCell, SubCategoryScopeCell } from './scope-cell';
import { SUMMARY_COLUMN_COUNT, SummaryCells, SummaryTable, stickyScope } from './summary-table';

/** The Grand Total cell of a sub-category row, for tests: `grand-total-Approved-09-2900`. */
export const grandTotalTestId = (stage: TInclusionStage, code: string) =>
  `grand-total-${stage.replace(' ', '-')}-${code}`;

/** One v2 table: "Inclusions - Approved" and so on (spec 1 §2). */
export function StageTable(props: { projectId: number; stage: TInclusionStage; isNew: boolean }) {
  const { projectId, stage } = props;
  const query = useQuery(stageTotalsQuery(projectId, stage));
  const title = stageTableTitle(stage, props.isNew);
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h6" component="h3" id={headingId} sx={{ mb: 1 }}>
        {title}
      </Typography>
      <QueryState
        query={query}
        loadingLabel={`Loading ${title}`}
        skeleton={<Typography sx={{ py: 1.5 }}>{INCLUSIONS_TEXT.loading}</Typography>}
        errorText={`${title} could not be loaded`}
        empty={{ text: INCLUSIONS_TEXT.noInclusions, when: (d) => d.inclusions.length === 0 }}
      >
        {(data) => (
          <SummaryTable label={title} footer={data.footer}>
            {data.categories.map((category) => (
              <Fragment key={category.category_id}>
                <TableRow sx={{ bgcolor: 'action.hover' }}>
                  <CategoryScopeCell code={category.category_code} name={category.category_name} />
                  <SummaryCells sums={category} isTotal />
                </TableRow>
                {data.inclusions
                  .filter((r) => r.category_id === category.category_id)
                  .map((row) => (
                    <SubCategoryRow
                      key={row.sub_category_id}
                      projectId={projectId}
                      stage={stage}
                      row={row}
                      hasChildren={data.subs_with_children.includes(row.sub_category_id)}
                    />
                  ))}
              </Fragment>
            ))}
          </SummaryTable>
        )}
      </QueryState>
    </Box>
  );
}

function SubCategoryRow(props: {
  projectId: number;
  stage: TInclusionStage;
  row: TInclusionSummaryRow;
  hasChildren: boolean;
}) {
  const { row } = props;
  const [isOpen, setOpen] = useState(false);
  const chevron = props.hasChildren ? (
    <IconButton
      size="small"
      aria-expanded={isOpen}
      aria-label={`Contracts of ${row.sub_category_code}`}
      onClick={() => setOpen((open) => !open)}
    >
      {isOpen ? <KeyboardArrowDown fontSize="small" /> : <KeyboardArrowRight fontSize="small" />}
    </IconButton>
  ) : undefined;
  return (
    <>
      <TableRow hover>
        <SubCategoryScopeCell
          projectId={props.projectId}
          row={row}
          hasSubs={row.has_subcontactor}
          before={chevron}
          alignWithChevron
        />
        <SummaryCells
          sums={row}
          grandTotalTestId={grandTotalTestId(props.stage, row.sub_category_code)}
        />
      </TableRow>
      {isOpen && <DetailRows projectId={props.projectId} stage={props.stage} row={row} />}
    </>
  );
}

/** The contract-level rows under an expanded sub-category: fetched once, then only toggled. */
function DetailRows(props: {
  projectId: number;
  stage: TInclusionStage;
  row: TInclusionSummaryRow;
}) {
  const query = useQuery(stageDetailQuery(props.projectId, props.stage, props.row));
  if (!query.data)
    return (
      <TableRow>
        <TableCell colSpan={SUMMARY_COLUMN_COUNT} sx={{ pl: 6 }}>
          {query.error
            ? `The contracts of ${props.row.sub_category_code} could not be loaded: ${query.error.message}`
            : INCLUSIONS_TEXT.loading}
        </TableCell>
      </TableRow>
    );
  return query.data.inclusions.map((detail) => (
    <TableRow key={detail.client_contract_id ?? 'none'} data-testid="inclusion-detail-row">
      <TableCell component="th" scope="row" sx={{ ...stickyScope, pl: 6 }}>
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          {detail.client_contract_number !== null ? (
            <Tooltip title={clientContractTooltip(detail.client_contract_number)}>
              <Box
                component="span"
                tabIndex={0}
                role="img"
                aria-label={clientContractTooltip(detail.client_contract_number)}
                sx={{ display: 'inline-flex', color: 'warning.dark' }}
              >
                <WbSunnyOutlined fontSize="small" />
              </Box>
            </Tooltip>
          ) : null}
          {detail.client_contract_type ?? 'No client contract'}
        </Box>
      </TableCell>
      <SummaryCells sums={detail} />
    </TableRow>
  ));
}

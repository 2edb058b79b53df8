import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { INCLUSIONS_TEXT } from '@n5/shared/inclusions/constants';
import type { TAlternateInclusions } from '@n5/shared/inclusions/schemas';
import { QueryState } from '../../../components/query-state';
import { alternateInclusionsQuery } from '../api/inclusions-queries';
import { SubCategoryScopeCell } from './scope-cell';
import { SummaryCells, SummaryTable } from './summary-table';

/** Each alternate contract type with its inclusion summary (spec 1 §2 "Inclusions tab"). */
export function AlternatesSection(props: { projectId: number }) {
  const query = useQuery(alternateInclusionsQuery(props.projectId));
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h6" component="h3" id={headingId} sx={{ mb: 1 }}>
        {INCLUSIONS_TEXT.alternates}
      </Typography>
      <QueryState
        query={query}
        loadingLabel="Loading the alternates"
        skeleton={<Typography sx={{ py: 1.5 }}>{INCLUSIONS_TEXT.loading}</Typography>}
        errorText="The alternates could not be loaded"
        empty={{ text: 'No alternate contracts', when: (d) => d.alternates.length === 0 }}
      >
        {(data) => (
          <Stack spacing={2}>
            {data.alternates.map((alt) => (
              <Alternate key={alt.contractID} projectId={props.projectId} alternate={alt} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Box>
  );
}

function Alternate(props: { projectId: number; alternate: TAlternateInclusions }) {
  const { alternate } = props;
  const label = `${INCLUSIONS_TEXT.alternates} - ${alternate.contractType}`;
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
          {alternate.contractType}
        </Typography>
        <Chip
          size="small"
          label={alternate.alternateSelectedInd ? 'Selected' : alternate.contractStageCategory}
          color={alternate.alternateSelectedInd ? 'success' : 'default'}
        />
      </Stack>
      {alternate.inclusions.length === 0 ? (
        <Typography color="text.secondary" variant="body2" sx={{ py: 1 }}>
          {INCLUSIONS_TEXT.noInclusions}
        </Typography>
      ) : (
        <SummaryTable label={label} footer={alternate.footer}>
          {alternate.inclusions.map((row) => (
            <TableRow key={row.sub_category_id} hover>
              <SubCategoryScopeCell
                projectId={props.projectId}
                row={row}
                hasSubs={row.has_subcontactor}
              />
              <SummaryCells sums={row} />
            </TableRow>
          ))}
        </SummaryTable>
      )}
    </Box>
  );
}

import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { parseInteger } from '@n5/shared/core/integer';
import { QueryState } from '../../../components/query-state';
import { analysisQuery, type TYq } from '../api/incentives-queries';
import { AnalysisCards } from './analysis-cards';

/** One person's quarter: their own, or (admins) the person picked. */
export function IncentiveAnalysis(props: {
  q: TYq;
  userId: number | null;
  onPickUser: (userId: number | null) => void;
}) {
  const analysis = useQuery(analysisQuery(props.q, props.userId));
  const people = analysis.data?.people ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {people.length > 0 && (
        <TextField
          select
          size="small"
          label="Team member"
          value={props.userId ?? ''}
          onChange={(e) => props.onPickUser(parseInteger(e.target.value))}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ maxWidth: 320 }}
        >
          <MenuItem value="">Me</MenuItem>
          {people.map((p) => (
            <MenuItem key={p.userid} value={p.userid}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <QueryState
        query={analysis}
        loadingLabel="Loading the incentive progress"
        errorText="The incentive progress could not be loaded"
        empty={{
          when: (r) => r.analysis === null,
          text: 'You are not in an incentive pool this quarter.',
        }}
      >
        {(reply) => <AnalysisCards analysis={reply.analysis!} />}
      </QueryState>
    </Box>
  );
}

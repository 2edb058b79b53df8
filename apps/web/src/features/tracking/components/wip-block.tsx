import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { wipQuery } from '../api/tracking-queries';
import { positionText, WIP_COLUMNS } from './wip-figures';

/**
 * Over/under billing on the Tracking tab (issue 31 item 8): the project's line of the WIP
 * schedule, from its actual and estimated cost and its certified pay apps.
 */
export function WipBlock({ projectId }: { projectId: number }) {
  const query = useQuery(wipQuery(projectId));
  return (
    <SectionCard title="Over/Under Billing (WIP)">
      <QueryState
        query={query}
        loadingLabel="Loading over/under billing"
        errorText="The over/under billing could not be loaded"
      >
        {({ wip }) => (
          <>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(7, 1fr)' },
                gap: 2,
                m: 0,
                '& dd': { m: 0, fontWeight: 700 },
                '& dt': { color: 'text.secondary', fontSize: '0.8125rem' },
              }}
            >
              {WIP_COLUMNS.map((col) => (
                <div key={col.key}>
                  <dt>{col.label}</dt>
                  <dd>{col.format(wip[col.key])}</dd>
                </div>
              ))}
            </Box>
            <Typography variant="body2" sx={{ mt: 1 }}>
              <strong>{positionText(wip)}</strong>: billed to date (line 4 of the latest certified
              pay app) less earned revenue (contract × cost to date ÷ estimated total cost).
            </Typography>
          </>
        )}
      </QueryState>
    </SectionCard>
  );
}

import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PROJECT_FLAG_LABELS } from '@n5/shared/project/schemas';
import type { TProjectFlags } from '@n5/shared/project/schemas';
import { FlagLight } from '../../../components/flag-light';
import { QueryState } from '../../../components/query-state';
import { projectFlagsQuery } from '../api/project-info-queries';
import { SectionCard } from '../../../components/section-card';

/** The five lights; without `flags` (still loading) each light is a placeholder circle. */
function FlagList({ flags }: { flags?: TProjectFlags }) {
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
    >
      {PROJECT_FLAG_LABELS.map(([key, label]) => {
        const color = flags?.[key];
        return (
          <Box
            component="li"
            key={key}
            data-flag={key}
            data-color={color}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              px: 1.5,
              py: 1,
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              minWidth: 150,
            }}
          >
            {color ? (
              <FlagLight color={color} label={label} />
            ) : (
              <Skeleton variant="circular" width={18} height={18} />
            )}
            <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
          </Box>
        );
      })}
    </Box>
  );
}

/** Forecast, Job Start Up, Sub Bids, Sub Contracts, Client Contracts (spec 1 §3). */
export function ProjectFlags({ projectId }: { projectId: number }) {
  const flags = useQuery(projectFlagsQuery(projectId));
  return (
    <SectionCard title="Flags">
      <QueryState
        query={flags}
        loadingLabel="Loading flags"
        errorText="The flags could not be loaded"
        skeleton={<FlagList />}
      >
        {(data) => <FlagList flags={data} />}
      </QueryState>
    </SectionCard>
  );
}

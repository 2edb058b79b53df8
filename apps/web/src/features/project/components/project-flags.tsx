import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PROJECT_FLAG_LABELS } from '@n5/shared/project/schemas';
import type { TProjectFlags } from '@n5/shared/project/schemas';
import { QueryState } from '../../../components/query-state';
import { projectFlagsQuery } from '../api/project-info-queries';
import { SectionCard } from '../../../components/section-card';

type TColor = TProjectFlags[keyof TProjectFlags];

/** DOMAIN.md traffic lights; grey when the flag does not apply yet. */
const LIGHT: Record<TColor, { fill: string; label: string }> = {
  green: { fill: '#2e7d32', label: 'Green' },
  yellow: { fill: '#f9a825', label: 'Yellow' },
  red: { fill: '#c62828', label: 'Red' },
  grey: { fill: '#9e9e9e', label: 'Grey (not applicable)' },
};

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
              <Box
                role="img"
                aria-label={`${label}: ${LIGHT[color].label}`}
                sx={{
                  width: 18,
                  height: 18,
                  borderRadius: '50%',
                  bgcolor: LIGHT[color].fill,
                  boxShadow: 'inset 0 0 0 2px rgba(0,0,0,0.12)',
                  flexShrink: 0,
                }}
              />
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

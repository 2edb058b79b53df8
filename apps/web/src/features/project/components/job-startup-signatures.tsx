import { queryOptions, useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { mobileContract } from '@n5/shared/mobile/contract';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const signaturesQuery = (projectId: number) =>
  queryOptions({
    queryKey: queryKeys.project.jobStartupSignatures(projectId),
    queryFn: ({ signal }) =>
      callApi(
        mobileContract.listJobStartupSignatures,
        { query: { projectID: projectId } },
        { signal },
      ),
  });

/**
 * The job start-up signatures the field collected on the phone (issue 21), with who signed, for
 * which company and when (in the signer's time zone): what turns the Job Start Up flag green.
 */
export function JobStartupSignatures({ projectId }: { projectId: number }) {
  const query = useQuery(signaturesQuery(projectId));
  return (
    <SectionCard title="Job start-up signatures">
      <QueryState
        query={query}
        loadingLabel="Loading job start-up signatures"
        errorText="The job start-up signatures could not be loaded"
        empty={{
          when: (data) => data.signatures.length === 0,
          text: 'Not signed yet: the field signs it on the phone (NS1 Mobile, Projects, Job Startup).',
        }}
      >
        {(data) => (
          <Box
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}
          >
            {data.signatures.map((s) => (
              <Box
                component="li"
                key={s.signatureID}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, width: 280 }}
              >
                <Typography sx={{ fontWeight: 600 }}>
                  {s.name} · {s.company}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {new Date(s.signedAt).toLocaleString('en-US', {
                    timeZone: s.timeZone,
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  })}{' '}
                  ({s.timeZone})
                </Typography>
                <Box
                  component="img"
                  src={s.signature}
                  alt={`Signature of ${s.name}`}
                  sx={{ display: 'block', mt: 1, width: '100%', height: 64, objectFit: 'contain' }}
                />
              </Box>
            ))}
          </Box>
        )}
      </QueryState>
    </SectionCard>
  );
}

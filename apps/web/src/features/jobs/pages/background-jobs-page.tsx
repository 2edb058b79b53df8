import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAIL_HELD_TEXT, MAIL_HELD_TITLE } from '@n5/shared/email/schemas';
import { QueryState } from '../../../components/query-state';
import { queuesQuery } from '../api/jobs-queries';
import { FailedJobs } from '../components/failed-jobs';
import { QueuesTable } from '../components/queues-table';

/** Admins watch the background queues and retry failed jobs (spec 2 §2.3 "Background Jobs"). */
export function BackgroundJobsPage() {
  const overview = useQuery(queuesQuery);

  return (
    <Box sx={{ p: { xs: 1, md: 3 }, maxWidth: 1400, mx: 'auto' }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          Background Jobs
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to="/admin/outbox">
            Outbox
          </Button>
          <Button
            variant="outlined"
            onClick={() => overview.refetch()}
            disabled={overview.isFetching}
          >
            Refresh
          </Button>
        </Stack>
      </Stack>
      <QueryState
        query={overview}
        size="page"
        loadingLabel="Loading queues"
        errorText="The queues could not be loaded"
      >
        {(data) => (
          <Stack spacing={3}>
            {!data.running && (
              <Alert severity="warning">
                Background jobs are not running in this server process.
              </Alert>
            )}
            {!data.emailDeliveryConfigured && (
              <Alert severity="warning">
                <AlertTitle>{MAIL_HELD_TITLE}</AlertTitle>
                {MAIL_HELD_TEXT} The email-delivery queue stays empty until then.
              </Alert>
            )}
            <QueuesTable queues={data.queues} />
            <FailedJobs jobs={data.failed} />
          </Stack>
        )}
      </QueryState>
    </Box>
  );
}

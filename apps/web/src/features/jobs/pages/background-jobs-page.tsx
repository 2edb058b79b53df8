import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MAIL_HELD_TEXT, MAIL_HELD_TITLE } from '@n5/shared/email/schemas';
import { JOB_STATES } from '@n5/shared/jobs/contract';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { queuesQuery, useRetryJob } from '../api/jobs-queries';

const STATE_LABELS: Record<(typeof JOB_STATES)[number], string> = {
  created: 'Waiting',
  retry: 'Retrying',
  active: 'Running',
  completed: 'Done',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

/** Admins watch the background queues and retry failed jobs (spec 2 §2.3 "Background Jobs"). */
export function BackgroundJobsPage() {
  const overview = useQuery(queuesQuery);
  const retry = useRetryJob();

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
            <Paper variant="outlined">
              <Table size="small" aria-label="Queues">
                <TableHead>
                  <TableRow>
                    <TableCell>Queue</TableCell>
                    {JOB_STATES.map((state) => (
                      <TableCell key={state} align="right">
                        {STATE_LABELS[state]}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.queues.map((queue) => (
                    <TableRow key={queue.name}>
                      <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                        {queue.name}
                      </TableCell>
                      {JOB_STATES.map((state) => (
                        <TableCell
                          key={state}
                          align="right"
                          sx={{
                            color:
                              state === 'failed' && queue.counts[state] ? 'error.main' : undefined,
                          }}
                        >
                          {queue.counts[state] ?? 0}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Paper>
            <Box>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                Recent failed jobs
              </Typography>
              {retry.isError && (
                <Alert severity="error" sx={{ mb: 1 }}>
                  {retry.error.message}
                </Alert>
              )}
              {data.failed.length === 0 ? (
                <EmptyState text="No failed jobs." />
              ) : (
                <Paper variant="outlined">
                  <Table size="small" aria-label="Failed jobs">
                    <TableHead>
                      <TableRow>
                        <TableCell>Queue</TableCell>
                        <TableCell>Failed</TableCell>
                        <TableCell>Error</TableCell>
                        <TableCell align="right">Retries</TableCell>
                        <TableCell />
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {data.failed.map((job) => (
                        <TableRow key={job.id}>
                          <TableCell>{job.queue}</TableCell>
                          <TableCell sx={{ whiteSpace: 'nowrap' }}>
                            {job.failedAt ? new Date(job.failedAt).toLocaleString('en-US') : ''}
                          </TableCell>
                          <TableCell sx={{ color: 'error.main' }}>{job.error}</TableCell>
                          <TableCell align="right">{job.retryCount}</TableCell>
                          <TableCell align="right">
                            <Button
                              size="small"
                              variant="outlined"
                              disabled={retry.isPending}
                              aria-label={`Retry job ${job.id}`}
                              onClick={() => retry.mutate({ queue: job.queue, id: job.id })}
                            >
                              Retry
                            </Button>
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </Paper>
              )}
            </Box>
          </Stack>
        )}
      </QueryState>
    </Box>
  );
}

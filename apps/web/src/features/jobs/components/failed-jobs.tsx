import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../../components/empty-state';
import type { z } from 'zod';
import type { ZFailedJob } from '@n5/shared/jobs/contract';
import { useRetryJob } from '../api/jobs-queries';

/** The recent failed jobs, each with Retry. */
export function FailedJobs({ jobs }: { jobs: z.infer<typeof ZFailedJob>[] }) {
  const retry = useRetryJob();
  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Recent failed jobs
      </Typography>
      {retry.isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {retry.error.message}
        </Alert>
      )}
      {jobs.length === 0 ? (
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
              {jobs.map((job) => (
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
  );
}

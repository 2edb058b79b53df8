import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { JOB_STATES, type ZQueueSummary } from '@n5/shared/jobs/contract';
import type { z } from 'zod';

const STATE_LABELS: Record<(typeof JOB_STATES)[number], string> = {
  created: 'Waiting',
  retry: 'Retrying',
  active: 'Running',
  completed: 'Done',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

/** Each queue's jobs by state; failed ones in red. */
export function QueuesTable({ queues }: { queues: z.infer<typeof ZQueueSummary>[] }) {
  return (
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
          {queues.map((queue) => (
            <TableRow key={queue.name}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {queue.name}
              </TableCell>
              {JOB_STATES.map((state) => (
                <TableCell
                  key={state}
                  align="right"
                  sx={{
                    color: state === 'failed' && queue.counts[state] ? 'error.main' : undefined,
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
  );
}

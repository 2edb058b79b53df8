import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { z } from 'zod';
import type { ZSummaryReply } from '@n5/shared/incentives/schemas';
import { formatUsd } from '../../../lib/format';

const QS = ['Q1', 'Q2', 'Q3', 'Q4', 'Total'] as const;

/** Incentive Summary by Team Member (spec 2 §3: Name, Position, Q1-Q4, Total). */
export function SummaryTable({ summary }: { summary: z.infer<typeof ZSummaryReply>['summary'] }) {
  return (
    <TableContainer
      sx={{ maxHeight: 600 }}
      tabIndex={0}
      role="region"
      aria-label="Incentive summary, scrollable"
    >
      <Table size="small" stickyHeader aria-label="Incentive Summary by Team Member">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Position</TableCell>
            {QS.map((q) => (
              <TableCell key={q} align="right">
                {q}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {summary.map((r) => (
            <TableRow key={r.UserID}>
              <TableCell component="th" scope="row">
                {r.Name}
              </TableCell>
              <TableCell>{r.Position ?? ''}</TableCell>
              {QS.map((q) => (
                <TableCell key={q} align="right" sx={q === 'Total' ? { fontWeight: 700 } : {}}>
                  {formatUsd(r[q])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

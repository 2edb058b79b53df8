import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { AGING_BUCKETS, AGING_LABELS } from '@n5/shared/billing/payments';
import { projectTabPath } from '@n5/shared/project/rules';
import { QueryState } from '../../../components/query-state';
import { formatShortDate, formatUsd } from '../../../lib/format';
import { receivablesReportQuery } from '../api/billing-queries';

type TAging = Record<(typeof AGING_BUCKETS)[number] | 'total', string>;

const agingCells = (aging: TAging) => [
  ...AGING_BUCKETS.map((b) => (
    <TableCell key={b} align="right">
      {formatUsd(aging[b])}
    </TableCell>
  )),
  <TableCell key="total" align="right">
    {formatUsd(aging.total)}
  </TableCell>,
];

/**
 * /accounting-reports/receivables (issue 31 item 5; admins or role Accounting, as the accounting
 * reports): per project, its certified pay apps' open balances by age from their application
 * date, the total open and the retainage receivable; the footer is the company's total.
 */
export function ReceivablesReportPage() {
  const query = useQuery(receivablesReportQuery);
  return (
    <Box sx={{ p: { xs: 1, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        Receivables Aging
      </Typography>
      <QueryState
        query={query}
        loadingLabel="Loading receivables"
        errorText="The receivables could not be loaded"
        empty={{ when: (d) => d.rows.length === 0, text: 'No data to display' }}
      >
        {(d) => (
          <>
            <Typography variant="body2" color="text.secondary">
              Open pay apps by days since their application date, as of {formatShortDate(d.asOf)}.
              Retainage receivable is the retainage held on each project&apos;s latest certified pay
              app.
            </Typography>
            <TableContainer component={Paper} variant="outlined" tabIndex={0}>
              <Table size="small" aria-label="Receivables aging" sx={{ whiteSpace: 'nowrap' }}>
                <TableHead>
                  <TableRow>
                    <TableCell>Project</TableCell>
                    {AGING_BUCKETS.map((b) => (
                      <TableCell key={b} align="right">
                        {AGING_LABELS[b]}
                      </TableCell>
                    ))}
                    <TableCell align="right">Total open</TableCell>
                    <TableCell align="right">Retainage receivable</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {d.rows.map((r) => (
                    <TableRow key={r.projectID} hover>
                      <TableCell>
                        <Link component={RouterLink} to={projectTabPath(r.projectID, 'Invoice')}>
                          #{r.projectID} {r.projectName}
                        </Link>
                      </TableCell>
                      {agingCells(r.aging)}
                      <TableCell align="right">{formatUsd(r.retainageReceivable)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
                <TableFooter>
                  <TableRow sx={{ '& td': { fontWeight: 700, color: 'text.primary' } }}>
                    <TableCell>Total</TableCell>
                    {agingCells(d.totals.aging)}
                    <TableCell align="right">{formatUsd(d.totals.retainageReceivable)}</TableCell>
                  </TableRow>
                </TableFooter>
              </Table>
            </TableContainer>
          </>
        )}
      </QueryState>
    </Box>
  );
}

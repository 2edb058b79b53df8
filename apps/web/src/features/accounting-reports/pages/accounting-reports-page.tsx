import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { GmUploadRow } from '../components/gm-upload-row';
import { REPORTS } from '../components/report-definitions';
import { ReportRow } from '../components/report-row';

/**
 * /accounting-reports (spec 2 §2.19; admins or role Accounting): a table of Report, Date and
 * action, in the spec's order, the GM upload second.
 */
export function AccountingReportsPage() {
  const [grossMargin, ...others] = REPORTS;
  return (
    <Box sx={{ p: { xs: 1, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        Accounting Reports
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Accounting reports">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 240 }}>Report</TableCell>
              <TableCell sx={{ width: 280 }}>Date</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  Action
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {grossMargin && <ReportRow report={grossMargin} />}
            <GmUploadRow />
            {others.map((report) => (
              <ReportRow key={report.key} report={report} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

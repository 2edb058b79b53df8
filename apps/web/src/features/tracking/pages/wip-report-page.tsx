import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TWipFigures } from '@n5/shared/billing/wip';
import type { TWipReportReply } from '@n5/shared/tracking/wip-schemas';
import { projectTabPath } from '@n5/shared/project/rules';
import { QueryState } from '../../../components/query-state';
import { WideTable } from '../../../components/wide-table';
import { wipReportQuery } from '../api/tracking-queries';
import { WipCsvButton } from '../components/wip-csv-button';
import { positionText, WIP_COLUMNS } from '../components/wip-figures';

const PAGE_SIZES = [25, 50, 100];

const figureCells = (w: TWipFigures) => [
  ...WIP_COLUMNS.map((col) => (
    <TableCell key={col.key} align="right">
      {col.format(w[col.key])}
    </TableCell>
  )),
  <TableCell key="position">{positionText(w)}</TableCell>,
];

function WipTable({ report }: { report: TWipReportReply }) {
  return (
    <WideTable
      label="WIP schedule"
      sx={{ '& td': { whiteSpace: 'nowrap' }, '& td:first-of-type': { whiteSpace: 'normal' } }}
      columns={[260, ...WIP_COLUMNS.map(() => 124), 130]}
    >
      <TableHead>
        <TableRow>
          <TableCell>Project</TableCell>
          {WIP_COLUMNS.map((col) => (
            <TableCell key={col.key} align="right">
              {col.label}
            </TableCell>
          ))}
          <TableCell>Position</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {report.rows.map((r) => (
          <TableRow key={r.projectID} hover>
            <TableCell>
              <Link component={RouterLink} to={projectTabPath(r.projectID, 'Tracking')}>
                #{r.projectID} {r.projectName}
              </Link>
            </TableCell>
            {figureCells(r)}
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow sx={{ '& td': { fontWeight: 700, color: 'text.primary' } }}>
          <TableCell>Total ({report.projectCount} projects)</TableCell>
          {figureCells(report.totals)}
        </TableRow>
      </TableFooter>
    </WideTable>
  );
}

/**
 * /accounting-reports/wip (issue 31 item 8; admins or role Accounting, as the accounting
 * reports): the WIP schedule, one row per project with an approved client contract, a page at a
 * time; the footer is the company's total over every project.
 */
export function WipReportPage() {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(50);
  const query = useQuery({
    ...wipReportQuery(page + 1, pageSize),
    placeholderData: keepPreviousData,
  });
  return (
    <Box sx={{ p: { xs: 1, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flexGrow: 1 }}>
          Over/Under Billing (WIP)
        </Typography>
        <WipCsvButton />
      </Box>
      <QueryState
        query={query}
        loadingLabel="Loading the WIP schedule"
        errorText="The WIP schedule could not be loaded"
        empty={{ when: (d) => d.projectCount === 0, text: 'No data to display' }}
      >
        {(d) => (
          <>
            <Typography variant="body2" color="text.secondary">
              Percent complete is cost to date over the estimated total cost (the Tracking
              tab&apos;s); earned revenue is the contract times that; billed to date is line 4 of
              the latest certified pay app. Over (under) billing = billed − earned.
            </Typography>
            <WipTable report={d} />
            <TablePagination
              component="div"
              count={d.projectCount}
              page={page}
              rowsPerPage={pageSize}
              rowsPerPageOptions={PAGE_SIZES}
              onPageChange={(_, next) => setPage(next)}
              onRowsPerPageChange={(e) => {
                setPageSize(PAGE_SIZES.find((size) => String(size) === e.target.value) ?? 50);
                setPage(0);
              }}
            />
          </>
        )}
      </QueryState>
    </Box>
  );
}

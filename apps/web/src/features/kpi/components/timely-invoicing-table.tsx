import { Fragment, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import { QueryState } from '../../../components/query-state';
import { timelyInvoicingDetailQuery, timelyInvoicingQuery, type TPicked } from '../api/kpi-queries';
import { scoreCell } from './score-table';

function PmProjects({ picked, userId }: { picked: TPicked; userId: number }) {
  const query = useQuery(timelyInvoicingDetailQuery(picked, userId));
  return (
    <QueryState
      query={query}
      loadingLabel="Loading the projects"
      errorText="The projects could not be loaded"
      empty={{ when: (rows) => rows.length === 0, text: 'No pay apps this quarter.' }}
    >
      {(rows) => (
        <Table size="small" aria-label="Projects">
          <TableHead>
            <TableRow>
              <TableCell>Project</TableCell>
              <TableCell>Job Type</TableCell>
              <TableCell align="right">Invoiced On Time</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.projectId}>
                <TableCell>
                  <Link component={RouterLink} to={`/browser/projects/${r.projectId}`}>
                    {r.projectId} {r.projectName}
                  </Link>
                </TableCell>
                <TableCell>{r.jobType}</TableCell>
                <TableCell align="right">
                  {r.invoicedOnTime} of {r.totalInvoices}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </QueryState>
  );
}

/** Timely Invoicing, expandable per project manager to that PM's projects of the quarter. */
export function TimelyInvoicingTable({ picked }: { picked: TPicked }) {
  const query = useQuery(timelyInvoicingQuery(picked));
  const [open, setOpen] = useState<number | null>(null);
  return (
    <QueryState
      query={query}
      loadingLabel="Loading timely invoicing"
      errorText="Timely invoicing could not be loaded"
      empty={{ when: (rows) => rows.length === 0, text: 'No pay apps were made this quarter.' }}
    >
      {(rows) => (
        <Table size="small" aria-label="Timely Invoicing">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>Project Manager</TableCell>
              <TableCell align="right">Invoiced On Time</TableCell>
              <TableCell align="right">Total Invoices</TableCell>
              <TableCell align="right">Score</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <Fragment key={r.userId}>
                <TableRow>
                  <TableCell padding="checkbox">
                    <IconButton
                      size="small"
                      aria-expanded={open === r.userId}
                      aria-label={`${open === r.userId ? 'Hide' : 'Show'} the projects of ${r.displayName}`}
                      onClick={() => setOpen(open === r.userId ? null : r.userId)}
                    >
                      {open === r.userId ? <KeyboardArrowDown /> : <KeyboardArrowRight />}
                    </IconButton>
                  </TableCell>
                  <TableCell>{r.displayName}</TableCell>
                  <TableCell align="right">{r.invoicedOnTime}</TableCell>
                  <TableCell align="right">{r.totalInvoices}</TableCell>
                  <TableCell align="right">{scoreCell(r.score)}</TableCell>
                </TableRow>
                {open === r.userId && (
                  <TableRow>
                    <TableCell colSpan={5} sx={{ pl: 7 }}>
                      <Typography variant="subtitle2" component="h4">
                        Projects of {r.displayName}
                      </Typography>
                      <PmProjects picked={picked} userId={r.userId} />
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            ))}
          </TableBody>
        </Table>
      )}
    </QueryState>
  );
}

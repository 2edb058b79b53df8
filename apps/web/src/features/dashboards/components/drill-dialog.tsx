import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TDashboardScope } from '@n5/shared/dashboards/constants';
import { QueryState } from '../../../components/query-state';
import { formatUsdWhole } from '../../../lib/format';
import { drillQuery, type TDrillFilter } from '../api/dashboards-queries';
import { DialogShell } from '../../../components/dialog-shell';

/** The projects behind a figure (beyond the spec): each links to its project page. */
export function DrillDialog(props: {
  d: TDashboardScope;
  y: number;
  filter: TDrillFilter;
  title: string;
  onClose: () => void;
}) {
  const result = useQuery(drillQuery(props.d, props.y, props.filter));
  return (
    <DialogShell
      title={props.title}
      onClose={props.onClose}
      maxWidth="md"
      actions={<Button onClick={props.onClose}>Close</Button>}
    >
      <QueryState
        query={result}
        loadingLabel="Loading the projects"
        errorText="The projects could not be loaded"
        empty={{ when: (r) => r.projects.length === 0, text: 'No project adds to this figure.' }}
      >
        {(reply) => (
          <Table size="small" aria-label="Projects behind the figure">
            <TableHead>
              <TableRow>
                <TableCell>Project</TableCell>
                <TableCell>Division</TableCell>
                <TableCell>Stage</TableCell>
                <TableCell align="right">Pipeline revenue</TableCell>
                <TableCell align="right">Pipeline GP</TableCell>
                <TableCell align="right">Actual revenue</TableCell>
                <TableCell align="right">Actual GP</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {reply.projects.map((p) => (
                <TableRow key={p.projectId}>
                  <TableCell>
                    <Link component={RouterLink} to={`/browser/projects/${p.projectId}`}>
                      #{p.projectId} {p.projectName}
                    </Link>
                  </TableCell>
                  <TableCell>{p.division}</TableCell>
                  <TableCell>{p.stage}</TableCell>
                  <TableCell align="right">{formatUsdWhole(p.pipelineRevenue)}</TableCell>
                  <TableCell align="right">{formatUsdWhole(p.pipelineGrossProfit)}</TableCell>
                  <TableCell align="right">{formatUsdWhole(p.actualRevenue)}</TableCell>
                  <TableCell align="right">{formatUsdWhole(p.actualGrossProfit)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryState>
    </DialogShell>
  );
}

import { useState, type ReactNode } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { TDashboardScope, TLeaderboardRole } from '@n5/shared/dashboards/constants';
import { QueryState } from '../../../components/query-state';
import { formatPercent, formatUsdWhole } from '../../../lib/format';
import {
  goalLeaderboardQuery,
  marginLeaderboardQuery,
  revenueLeaderboardQuery,
} from '../api/dashboards-queries';

export interface TLeaderPick {
  role: TLeaderboardRole;
  userId: number;
  name: string;
}

interface TColumn<R> {
  title: string;
  value: (row: R) => string;
}

function LeaderTable<R extends { userId: number; name: string }, K extends QueryKey>(props: {
  query: UseQueryOptions<{ data: R[] }, Error, { data: R[] }, K>;
  label: string;
  columns: Array<TColumn<R>>;
  role: TLeaderboardRole;
  onPick: (pick: TLeaderPick) => void;
}) {
  const result = useQuery(props.query);
  return (
    <QueryState
      query={result}
      loadingLabel={`Loading ${props.label}`}
      errorText={`${props.label} could not be loaded`}
      empty={{ when: (d) => d.data.length === 0, text: 'Nobody to rank for this year.' }}
      size="section"
    >
      {(reply) => (
        <Table size="small" aria-label={props.label}>
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              <TableCell>Team Member</TableCell>
              {props.columns.map((c) => (
                <TableCell key={c.title} align="right">
                  {c.title}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {reply.data.map((row, i) => (
              <TableRow
                key={row.userId}
                hover
                tabIndex={0}
                sx={{ cursor: 'pointer' }}
                aria-label={`${row.name}: show projects`}
                onClick={() =>
                  props.onPick({ role: props.role, userId: row.userId, name: row.name })
                }
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    props.onPick({ role: props.role, userId: row.userId, name: row.name });
                  }
                }}
              >
                <TableCell>{i + 1}</TableCell>
                <TableCell>{row.name}</TableCell>
                {props.columns.map((c) => (
                  <TableCell key={c.title} align="right">
                    {c.value(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </QueryState>
  );
}

const GOAL_COLUMNS = [
  { title: 'Goal', value: (r: { goal: string }) => formatUsdWhole(r.goal) },
  { title: 'Pipeline', value: (r: { pipeline: string }) => formatUsdWhole(r.pipeline) },
  { title: 'Actual', value: (r: { actual: string }) => formatUsdWhole(r.actual) },
  { title: 'Variance', value: (r: { variance: string }) => formatUsdWhole(r.variance) },
];

type TPanel = { id: string; title: string; body: () => ReactNode };

/** The five panels: three goal leaderboards by role, gross margin and revenue. */
function panelsOf(d: TDashboardScope, y: number, onPick: (pick: TLeaderPick) => void): TPanel[] {
  const goalPanel = (role: TLeaderboardRole, label: string) => (
    <LeaderTable
      query={goalLeaderboardQuery(d, y, role)}
      label={label}
      role={role}
      columns={GOAL_COLUMNS}
      onPick={onPick}
    />
  );
  return [
    {
      id: 'pm',
      title: 'Project Manager Goals',
      body: () => goalPanel('PM', 'Project Manager Goals'),
    },
    {
      id: 'pe',
      title: 'Project Engineer Goals',
      body: () => goalPanel('PE', 'Project Engineer Goals'),
    },
    {
      id: 'si',
      title: 'Superintendent Goals',
      body: () => goalPanel('SI', 'Superintendent Goals'),
    },
    {
      id: 'gm',
      title: 'Gross Margin % Leaders',
      body: () => (
        <LeaderTable
          query={marginLeaderboardQuery(d, y)}
          label="Gross Margin % Leaders"
          role="PM"
          onPick={onPick}
          columns={[
            { title: 'Revenue', value: (r) => formatUsdWhole(r.revenue) },
            { title: 'Gross Profit', value: (r) => formatUsdWhole(r.grossProfit) },
            {
              title: 'GM %',
              value: (r) =>
                r.gmPercent ? formatPercent(r.gmPercent, { minDecimals: 1, maxDecimals: 1 }) : '—',
            },
          ]}
        />
      ),
    },
    {
      id: 'rev',
      title: 'Revenue Leaders',
      body: () => (
        <LeaderTable
          query={revenueLeaderboardQuery(d, y)}
          label="Revenue Leaders"
          role="PM"
          onPick={onPick}
          columns={[{ title: 'Revenue', value: (r) => formatUsdWhole(r.revenue) }]}
        />
      ),
    },
  ];
}

/**
 * The five panels (spec 2 §2.4), one open at a time; clicking the open one closes it. A panel
 * loads its leaderboard when opened; a row lists the person's projects.
 */
export function LeaderboardAccordion(props: {
  d: TDashboardScope;
  y: number;
  onPick: (pick: TLeaderPick) => void;
}) {
  const { d, y, onPick } = props;
  const [open, setOpen] = useState<string | null>(null);
  const panels = panelsOf(d, y, onPick);
  return (
    <div>
      {panels.map((panel) => (
        <Accordion
          key={panel.id}
          expanded={open === panel.id}
          onChange={() => setOpen(open === panel.id ? null : panel.id)}
          disableGutters
          slotProps={{ transition: { unmountOnExit: true } }}
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`panel-${panel.id}`}>
            <Typography component="h2" fontWeight={600}>
              {panel.title}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>{open === panel.id && panel.body()}</AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}

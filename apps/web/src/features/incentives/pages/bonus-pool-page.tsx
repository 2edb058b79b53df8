import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BONUS_POOL_FIRST_YEAR, LOCKED_QUARTER } from '@n5/shared/incentives/constants';
import { parseIncentivePercentEntry, parseStarsEntry } from '@n5/shared/incentives/rules';
import { parseWeeklyHoursEntry } from '@n5/shared/incentives/salaried-hours';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import {
  leadershipQuery,
  positionQuery,
  useSetIncentivePercent,
  useSetStars,
  useSetWeeklyHours,
  type TYq,
} from '../api/incentives-queries';
import { AddLeaderDialog } from '../components/add-leader-dialog';
import { CellInput, revertOnNull } from '../../../components/cell-input';
import { useIncentiveQuarter } from '../components/incentive-filters';

const head = (labels: string[]) => (
  <TableHead>
    <TableRow>
      {labels.map((l) => (
        <TableCell
          key={l}
          align={
            l === 'Year' ||
            l === 'Quarter' ||
            l === 'Leader' ||
            l === 'Division' ||
            l === 'Position'
              ? 'left'
              : 'right'
          }
        >
          {l}
        </TableCell>
      ))}
    </TableRow>
  </TableHead>
);

function LeadershipGrid({ q }: { q: TYq }) {
  const leaders = useQuery(leadershipQuery(q));
  const save = useSetIncentivePercent(q);
  const [adding, setAdding] = useState(false);
  const locked = leaders.data?.locked ?? false;
  const present = new Set(leaders.data?.leadershipIncentive.map((l) => l.empuserid));
  return (
    <SectionCard
      title="Leadership Incentive"
      aside={
        <Button variant="contained" size="small" disabled={locked} onClick={() => setAdding(true)}>
          Add Leader
        </Button>
      }
    >
      {save.error && (
        <Alert severity="error">The incentive % was not saved: {save.error.message}</Alert>
      )}
      <QueryState
        query={leaders}
        loadingLabel="Loading the leadership incentive"
        errorText="The leadership incentive could not be loaded"
        empty={{
          when: (r) => r.leadershipIncentive.length === 0,
          text: 'No leaders in this quarter yet.',
        }}
      >
        {(reply) => (
          <TableContainer
            sx={{ maxHeight: 600 }}
            tabIndex={0}
            role="region"
            aria-label="Leaders, scrollable"
          >
            <Table size="small" stickyHeader aria-label="Leadership incentive">
              {head(['Year', 'Quarter', 'Leader', 'Division', 'Incentive %'])}
              <TableBody>
                {reply.leadershipIncentive.map((l) => (
                  <TableRow key={l.empuserid}>
                    <TableCell>{l.year}</TableCell>
                    <TableCell>{l.quarter}</TableCell>
                    <TableCell component="th" scope="row">
                      {l.empfullname}
                    </TableCell>
                    <TableCell>{l.division}</TableCell>
                    <TableCell align="right">
                      <CellInput
                        label={`Incentive % of ${l.empfullname}`}
                        text={l.IncentivePercent}
                        disabled={locked}
                        parse={revertOnNull<string>(parseIncentivePercentEntry)}
                        width={88}
                        onSave={(value) => save.mutate({ empUserID: l.empuserid, value })}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </QueryState>
      {adding && <AddLeaderDialog quarter={q} present={present} onClose={() => setAdding(false)} />}
    </SectionCard>
  );
}

const SALARIED_HINT =
  'Weekly Hours: a salaried position’s standard week, counted for each weekday of the quarter so far; leave it empty for positions paid by the hour (approved timesheet hours).';

function PositionGrid({ q }: { q: TYq }) {
  const positions = useQuery(positionQuery(q));
  const save = useSetStars(q);
  const saveWeekly = useSetWeeklyHours(q);
  const locked = positions.data?.locked ?? false;
  return (
    <SectionCard title="Position Incentive">
      {save.error && <Alert severity="error">The stars were not saved: {save.error.message}</Alert>}
      {saveWeekly.error && (
        <Alert severity="error">The weekly hours were not saved: {saveWeekly.error.message}</Alert>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {SALARIED_HINT}
      </Typography>
      <QueryState
        query={positions}
        loadingLabel="Loading the position incentive"
        errorText="The position incentive could not be loaded"
      >
        {(reply) => (
          <TableContainer
            sx={{ maxHeight: 600 }}
            tabIndex={0}
            role="region"
            aria-label="Positions, scrollable"
          >
            <Table size="small" stickyHeader aria-label="Position incentive">
              {head(['Year', 'Quarter', 'Position', 'Pool Count', 'Stars', 'Weekly Hours'])}
              <TableBody>
                {reply.positionIncentive.map((p) => (
                  <TableRow key={p.PositionID}>
                    <TableCell>{p.Year}</TableCell>
                    <TableCell>{p.Quarter}</TableCell>
                    <TableCell component="th" scope="row">
                      {p.Position}
                    </TableCell>
                    <TableCell align="right">{p.PoolSize}</TableCell>
                    <TableCell align="right">
                      <CellInput
                        label={`Stars of ${p.Position}`}
                        text={String(p.stars)}
                        width={56}
                        disabled={locked}
                        parse={revertOnNull<number>(parseStarsEntry)}
                        onSave={(value) => save.mutate({ positionID: p.PositionID, value })}
                      />
                    </TableCell>
                    <TableCell align="right">
                      <CellInput
                        label={`Weekly hours of ${p.Position}`}
                        text={p.weeklyHours ?? ''}
                        width={72}
                        disabled={locked}
                        parse={(text) => parseWeeklyHoursEntry(text) ?? undefined}
                        onSave={(value) => saveWeekly.mutate({ positionID: p.PositionID, value })}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </QueryState>
    </SectionCard>
  );
}

/** Team Member Bonus Pool (spec 2 §2.10): leadership incentive and position incentive side by side. */
export function BonusPoolPage() {
  const [q] = useIncentiveQuarter();
  const inRange = q.year >= BONUS_POOL_FIRST_YEAR && q.quarter >= 1 && q.quarter <= 4;
  const locked = useQuery({ ...positionQuery(q), enabled: inRange }).data?.locked;
  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, md: 3 } }}>
      <Typography component="h1" variant="h5">
        Team Member Bonus Pool - Q{q.quarter} {q.year}
      </Typography>
      {!inRange && <Alert severity="warning">That year is out of range</Alert>}
      {locked && <Alert severity="info">{LOCKED_QUARTER}</Alert>}
      {inRange && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
            alignItems: 'start',
          }}
        >
          <LeadershipGrid q={q} />
          <PositionGrid q={q} />
        </Box>
      )}
    </Box>
  );
}

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { fromNumeric, toPercent, toText } from '@n5/shared/core/decimal';
import { SHORT_MONTHS } from '@n5/shared/dashboards/constants';
import { isGoalYear, parseGoalAmount, parseMonthPercent } from '@n5/shared/goals/rules';
import { MONTH_KEYS, type TTeamMemberGoalRow } from '@n5/shared/goals/schemas';
import { QueryState } from '../../../components/query-state';
import { formatPercent, formatUsdWhole } from '../../../lib/format';
import { teamGoalsQuery, useSetTeamGoal, type TTeamKey } from '../api/goals-queries';
import { AddTeamMemberDialog } from '../components/add-team-member-dialog';
import { CellInput } from '../../../components/cell-input';
import { useGoalFilters } from '../components/goal-filters';

/** A stored fraction as the percent typed: 0.0833 → "8.33"; null → "". */
const percentText = (fraction: string | null) =>
  fraction === null ? '' : toText(toPercent(fromNumeric(fraction)));

function MemberRow(props: {
  row: TTeamMemberGoalRow;
  onSave: (field: string, value: number | string | null) => void;
}) {
  const { row, onSave } = props;
  return (
    <TableRow>
      <TableCell>{row.Year}</TableCell>
      <TableCell>{row.Division}</TableCell>
      <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
        {row.Estimator}
      </TableCell>
      <TableCell align="right">
        <CellInput
          label={`${row.Estimator} Goal Amount`}
          text={String(row.GoalAmount)}
          width={110}
          parse={(text) => {
            const value = parseGoalAmount(text);
            return value === null || value < 0 ? undefined : { value };
          }}
          onSave={(value) => onSave('GoalAmount', value)}
        />
        <Typography variant="caption" display="block" color="text.secondary">
          {formatUsdWhole(String(row.GoalAmount))}
        </Typography>
      </TableCell>
      {MONTH_KEYS.map((k, i) => (
        <TableCell key={k} align="right" sx={{ px: 0.5 }}>
          <CellInput
            label={`${row.Estimator} ${SHORT_MONTHS[i]} percent`}
            text={percentText(row[k])}
            width={64}
            parse={(text) => {
              const parsed = parseMonthPercent(text);
              if (parsed === 'revert') return undefined;
              return { value: parsed === null ? null : toText(toPercent(parsed)) };
            }}
            onSave={(value) => onSave(k, value)}
          />
        </TableCell>
      ))}
      <TableCell align="right" sx={{ bgcolor: '#e9ecef', fontWeight: 700 }}>
        {formatPercent(row.Total)}
      </TableCell>
    </TableRow>
  );
}

/** Who, the goal amount, the twelve months and the total. */
function GoalsHead() {
  return (
    <TableHead>
      <TableRow>
        <TableCell>Year</TableCell>
        <TableCell>Division</TableCell>
        <TableCell>Estimator</TableCell>
        <TableCell align="right">Goal Amount</TableCell>
        {SHORT_MONTHS.map((m) => (
          <TableCell key={m} align="right">
            {m}
          </TableCell>
        ))}
        <TableCell align="right">Total</TableCell>
      </TableRow>
    </TableHead>
  );
}

/** Team Member Goals (spec 2 §2.9): a goal amount per person and its months as percents. */
export function TeamMemberGoalsPage() {
  const { year, division, role } = useGoalFilters();
  const key: TTeamKey = { year, division, role };
  const inRange = isGoalYear(year, new Date());
  const goals = useQuery({ ...teamGoalsQuery(key), enabled: inRange });
  const save = useSetTeamGoal(key);
  const [adding, setAdding] = useState(false);
  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, md: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5">
          {`Team Member Goals - ${division} - ${role}`}
        </Typography>
        <Button
          variant="contained"
          sx={{ ml: 'auto' }}
          onClick={() => setAdding(true)}
          disabled={!inRange}
        >
          Add Team Member
        </Button>
      </Box>
      {!inRange && <Alert severity="warning">That year is out of range</Alert>}
      {save.error && <Alert severity="error">The goal was not saved: {save.error.message}</Alert>}
      {inRange && (
        <QueryState
          query={goals}
          loadingLabel="Loading the team member goals"
          errorText="The team member goals could not be loaded"
          empty={{
            when: (r) => r.teamMemberGoals.length === 0,
            text: 'No team members have goals for this year, division and role yet.',
          }}
        >
          {(reply) => (
            <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 600 }}>
              <Table
                size="small"
                stickyHeader
                aria-label={`Team Member Goals - ${division} - ${role}`}
              >
                <GoalsHead />
                <TableBody>
                  {reply.teamMemberGoals.map((row) => (
                    <MemberRow
                      key={row.EstimatorID}
                      row={row}
                      onSave={(field, value) =>
                        save.mutate({ userid: row.EstimatorID, field, value })
                      }
                    />
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </QueryState>
      )}
      {adding && (
        <AddTeamMemberDialog
          teamKey={key}
          present={new Set(goals.data?.teamMemberGoals.map((r) => r.EstimatorID))}
          onClose={() => setAdding(false)}
        />
      )}
    </Box>
  );
}

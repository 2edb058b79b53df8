import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SHORT_MONTHS } from '@n5/shared/dashboards/constants';
import { isEditableGoalRow, isGoalYear, parseGoalCell } from '@n5/shared/goals/rules';
import { MONTH_KEYS, type TCompanyGoalRowReply } from '@n5/shared/goals/schemas';
import type { TDivision } from '@n5/shared/project/constants';
import { QueryState } from '../../../components/query-state';
import { companyGoalsQuery, useSetCompanyGoal } from '../api/goals-queries';
import { CellInput } from '../../../components/cell-input';
import { useGoalFilters } from '../components/goal-filters';

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const PINNED = [
  { label: 'Year', left: 0, width: 64 },
  { label: 'Division', left: 64, width: 120 },
  { label: 'Category', left: 184, width: 120 },
] as const;
const pinnedSx = (i: number, header = false) => ({
  position: 'sticky',
  left: PINNED[i]!.left,
  minWidth: PINNED[i]!.width,
  maxWidth: PINNED[i]!.width,
  bgcolor: header ? '#eef2f6' : 'background.paper',
  zIndex: header ? 3 : 1,
});
const greySx = { bgcolor: '#e9ecef', fontWeight: 700 };

function GoalRow({
  row,
  onSave,
}: {
  row: TCompanyGoalRowReply;
  onSave: (month: number, value: number) => void;
}) {
  const editable = isEditableGoalRow(row.division);
  const rowSx = editable ? {} : greySx;
  return (
    <TableRow>
      <TableCell sx={{ ...pinnedSx(0), ...rowSx }}>{row.year}</TableCell>
      <TableCell sx={{ ...pinnedSx(1), ...rowSx }}>{row.division}</TableCell>
      <TableCell component="th" scope="row" sx={{ ...pinnedSx(2), ...rowSx }}>
        {row.goaltype}
      </TableCell>
      {MONTH_KEYS.map((k, i) => (
        <TableCell key={k} align="right" sx={{ ...rowSx, px: 0.5 }}>
          {editable ? (
            <CellInput
              label={`${row.division} ${row.goaltype} ${SHORT_MONTHS[i]}`}
              text={String(row[k])}
              parse={(text) => {
                const value = parseGoalCell(text);
                return value === null || value < 0 ? undefined : { value };
              }}
              onSave={(value) => onSave(i + 1, value)}
            />
          ) : (
            whole.format(row[k])
          )}
        </TableCell>
      ))}
      <TableCell align="right" sx={greySx}>
        {whole.format(row.total)}
      </TableCell>
    </TableRow>
  );
}

/** Company Goals (spec 2 §2.8): whole dollars by division, category and month; Totals computed. */
export function CompanyGoalsPage() {
  const { year } = useGoalFilters();
  const inRange = isGoalYear(year, new Date());
  const goals = useQuery({ ...companyGoalsQuery(year), enabled: inRange });
  const save = useSetCompanyGoal(year);
  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, md: 3 } }}>
      <Typography component="h1" variant="h5">
        Company Goals
      </Typography>
      {!inRange && <Alert severity="warning">That year is out of range</Alert>}
      {save.error && <Alert severity="error">The goal was not saved: {save.error.message}</Alert>}
      {inRange && (
        <QueryState
          query={goals}
          loadingLabel="Loading the company goals"
          errorText="The company goals could not be loaded"
        >
          {(reply) => (
            <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 600 }}>
              <Table size="small" stickyHeader aria-label={`Company Goals ${year}`}>
                <TableHead>
                  <TableRow>
                    {PINNED.map((c, i) => (
                      <TableCell key={c.label} sx={pinnedSx(i, true)}>
                        {c.label}
                      </TableCell>
                    ))}
                    {SHORT_MONTHS.map((m) => (
                      <TableCell key={m} align="right">
                        {m}
                      </TableCell>
                    ))}
                    <TableCell align="right" sx={greySx}>
                      Total
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {reply.financials.map((row) => (
                    <GoalRow
                      key={`${row.division}|${row.goaltype}`}
                      row={row}
                      onSave={(month, value) =>
                        save.mutate({
                          month,
                          value,
                          division: row.division as TDivision,
                          goaltype: row.goaltype,
                        })
                      }
                    />
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </QueryState>
      )}
    </Box>
  );
}

import { useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { parseInteger } from '@n5/shared/core/integer';
import {
  addDays,
  canViewOthersHours,
  isIsoDate,
  localIsoDate,
  MOBILE_TEXTS,
  payPeriodStart,
} from '@n5/shared/mobile/rules';
import type { TWeeklyAssignmentsReply } from '@n5/shared/mobile/schemas';
import { LoadError } from '../../../components/load-error';
import { LoadingState } from '../../../components/loading-state';
import { displayNamesQuery } from '../../../lib/reference-data';
import { useCurrentUser } from '../../../lib/session';
import { weeklyAssignmentsQuery } from '../api/mobile-queries';
import { dayLabel } from '../components/day-label';
import { MobilePage } from '../components/mobile-page';

/** What a day's project row opens to enter hours by condition (handed in by app/). */
export type TDayHoursComponent = ComponentType<{
  projectId: number;
  projectName: string;
  date: string;
  dayLabel: string;
  userId: number;
  userName: string;
  onClose: () => void;
}>;

/**
 * /m/assignments: a person's week (Saturday to Friday) of projects with Reg and OT hours; each
 * project of a day opens `DayHours` to enter that day's hours condition by condition.
 */
export function AssignmentsPage({ DayHours }: { DayHours: TDayHoursComponent }) {
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const dateParam = params.get('payPeriodDate');
  const start = payPeriodStart(isIsoDate(dateParam) ? dateParam : localIsoDate());
  const mayProxy = canViewOthersHours(user);
  const userId = (mayProxy && parseInteger(params.get('userID'))) || user.UserID;
  const set = (next: { start?: string; userId?: number }) =>
    setParams(
      {
        payPeriodDate: next.start ?? start,
        ...((next.userId ?? userId) !== user.UserID
          ? { userID: String(next.userId ?? userId) }
          : {}),
      },
      { replace: true },
    );
  const week = useQuery(weeklyAssignmentsQuery(userId === user.UserID ? null : userId, start));

  return (
    <MobilePage title="Assignments / Timesheet">
      <Stack spacing={1.5} sx={{ mb: 2 }}>
        {mayProxy && <ProxyUser userId={userId} onChange={(id) => set({ userId: id })} />}
        <PayPeriodPicker start={start} onChange={(next) => set({ start: next })} />
      </Stack>
      {week.error && (
        <LoadError
          message={`${MOBILE_TEXTS.weeklyLoadFailed} (${week.error.message})`}
          onRetry={() => void week.refetch()}
          isRetrying={week.isFetching}
        />
      )}
      {week.data ? (
        <Week week={week.data} DayHours={DayHours} />
      ) : (
        !week.error && <LoadingState label="Loading the week" size="page" />
      )}
    </MobilePage>
  );
}

/** The pay period shown (Saturday to Friday), a week back or forward. */
function PayPeriodPicker(props: { start: string; onChange: (start: string) => void }) {
  const { start } = props;
  const end = addDays(start, 6);
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label="Pay period"
      sx={{ display: 'flex', alignItems: 'center', p: 0.5 }}
    >
      <IconButton
        aria-label="Previous week"
        onClick={() => props.onChange(addDays(start, -7))}
        sx={{ width: 48, height: 48 }}
      >
        <ChevronLeftIcon />
      </IconButton>
      <Box sx={{ flex: 1, textAlign: 'center' }}>
        <Typography data-testid="pay-period" sx={{ fontWeight: 700 }} aria-live="polite">
          {dayLabel(start, { weekday: undefined, year: undefined })} –{' '}
          {dayLabel(end, { weekday: undefined })}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          Pay period, Saturday to Friday
        </Typography>
      </Box>
      <IconButton
        aria-label="Next week"
        onClick={() => props.onChange(addDays(start, 7))}
        sx={{ width: 48, height: 48 }}
      >
        <ChevronRightIcon />
      </IconButton>
    </Paper>
  );
}

/** The proxy-user dropdown (spec 3 §6: permission 5 or 1). */
function ProxyUser(props: { userId: number; onChange: (userId: number) => void }) {
  const users = useQuery(displayNamesQuery);
  return (
    <TextField
      select
      label="Team member"
      value={users.data ? props.userId : ''}
      onChange={(event) => props.onChange(parseInteger(String(event.target.value)) ?? props.userId)}
      disabled={!users.data}
      helperText={
        users.isError ? `The team could not be loaded: ${users.error.message}` : undefined
      }
      error={users.isError}
      fullWidth
      sx={{ bgcolor: 'background.paper' }}
    >
      {(users.data ?? []).map((u) => (
        <MenuItem key={u.UserID} value={u.UserID}>
          {u.DisplayName}
        </MenuItem>
      ))}
    </TextField>
  );
}

type TOpenDay = { projectId: number; projectName: string; date: string };
type TWeekDay = TWeeklyAssignmentsReply['days'][number];

/** The week's Reg and OT totals (2 decimals) and whose week it is. */
function WeekTotals({ week }: { week: TWeeklyAssignmentsReply }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Weekly totals"
      sx={{ p: 2, display: 'flex', gap: 2 }}
    >
      <Box sx={{ flex: 1 }}>
        <Typography variant="caption" color="text.secondary">
          Reg total
        </Typography>
        <Typography data-testid="reg-total" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
          {week.totals.regularHoursTotal}
        </Typography>
      </Box>
      <Box sx={{ flex: 1 }}>
        <Typography variant="caption" color="text.secondary">
          OT total
        </Typography>
        <Typography data-testid="ot-total" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
          {week.totals.overtimeHoursTotal}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'flex-end' }}>
        {week.displayName}
      </Typography>
    </Paper>
  );
}

function DayTableHead() {
  return (
    <thead>
      <tr>
        <Typography component="th" variant="caption" color="text.secondary" scope="col">
          Project
        </Typography>
        <Typography
          component="th"
          variant="caption"
          color="text.secondary"
          scope="col"
          className="num"
        >
          Reg
        </Typography>
        <Typography
          component="th"
          variant="caption"
          color="text.secondary"
          scope="col"
          className="num"
        >
          OT
        </Typography>
      </tr>
    </thead>
  );
}

/** One day's projects with their Reg and OT hours; a project opens that day's hours. */
function DayCard({ day, onOpen }: { day: TWeekDay; onOpen: (open: TOpenDay) => void }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={dayLabel(day.date)}
      sx={{ p: 1.5 }}
      data-testid="week-day"
    >
      <Typography component="h2" sx={{ fontWeight: 700 }}>
        {dayLabel(day.date, { year: undefined })}
      </Typography>
      {day.assignments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {MOBILE_TEXTS.noProjectsAssigned}
        </Typography>
      ) : (
        <Box
          component="table"
          sx={{
            width: '100%',
            borderCollapse: 'collapse',
            mt: 0.5,
            '& td, & th': { py: 0.5, textAlign: 'left' },
            '& .num': { textAlign: 'right', width: 56 },
          }}
        >
          <DayTableHead />
          <tbody>
            {day.assignments.map((a) => (
              <tr key={a.assignmentID}>
                <Typography component="td" variant="body2">
                  <Link
                    component="button"
                    type="button"
                    variant="body2"
                    onClick={() =>
                      onOpen({
                        projectId: a.projectID,
                        projectName: a.projectName,
                        date: day.date,
                      })
                    }
                    aria-label={`Enter hours: ${a.projectName}, ${dayLabel(day.date)}`}
                    sx={{ textAlign: 'left', minHeight: 32 }}
                  >
                    {a.projectID} · {a.projectName}
                  </Link>
                </Typography>
                <Typography component="td" variant="body2" className="num">
                  {a.regularHours}
                </Typography>
                <Typography component="td" variant="body2" className="num">
                  {a.overtimeHours}
                </Typography>
              </tr>
            ))}
          </tbody>
        </Box>
      )}
    </Paper>
  );
}

function Week({ week, DayHours }: { week: TWeeklyAssignmentsReply; DayHours: TDayHoursComponent }) {
  const [open, setOpen] = useState<TOpenDay | null>(null);
  return (
    <Stack spacing={1.5}>
      <WeekTotals week={week} />
      {week.days.map((day) => (
        <DayCard key={day.date} day={day} onOpen={setOpen} />
      ))}
      <Typography variant="body2" color="text.secondary">
        Tap a project to enter that day’s hours by condition.
      </Typography>
      {open && (
        <DayHours
          {...open}
          dayLabel={dayLabel(open.date)}
          userId={week.userID}
          userName={week.displayName}
          onClose={() => setOpen(null)}
        />
      )}
    </Stack>
  );
}

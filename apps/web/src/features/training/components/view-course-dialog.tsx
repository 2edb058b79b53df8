import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { attendanceSummary, durationLabel } from '@n5/shared/training/rules';
import type { TCourse, THistoryRow } from '@n5/shared/training/schemas';
import { formatPercent, formatShortDate } from '../../../lib/format';
import { DialogShell } from '../../../components/dialog-shell';
import { FactsList } from '../../../components/facts-list';

/** The grid's figures of a session, in words. */
const sessionSummary = (s: THistoryRow) =>
  attendanceSummary(
    s,
    s.score === null ? null : formatPercent(s.score, { minDecimals: 0, maxDecimals: 1 }),
  );

/** A course's details and its sessions (spec 2 §2.17 "view course"). */
export function ViewCourseDialog(props: {
  course: TCourse;
  sessions: THistoryRow[];
  onClose: () => void;
}) {
  const { course } = props;
  const rows: Array<[string, string]> = [
    ['Description', course.CourseDescription],
    ['Start date', formatShortDate(course.CourseStartDate)],
    ['Duration', durationLabel(course.Duration)],
    ['Owner', course.Owner ?? '—'],
  ];
  return (
    <DialogShell
      title={course.CourseName}
      onClose={props.onClose}
      dividers
      actions={<Button onClick={props.onClose}>Close</Button>}
    >
      <FactsList rows={rows} />
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 700 }}>
        Sessions
      </Typography>
      {props.sessions.length === 0 ? (
        <Typography color="text.secondary">No attendance logged yet.</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {props.sessions.map((s) => (
            <li key={s.date}>
              {formatShortDate(s.date)}: {sessionSummary(s)}
            </li>
          ))}
        </Box>
      )}
    </DialogShell>
  );
}

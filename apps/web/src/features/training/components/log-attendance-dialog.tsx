import { useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isIsoDate } from '@n5/shared/mobile/rules';
import { attendanceCounts, attendanceSummary } from '@n5/shared/training/rules';
import type { TCourse } from '@n5/shared/training/schemas';
import { QueryState } from '../../../components/query-state';
import { attendanceQuery, useSetAttendanceFlag } from '../api/training-queries';
import { DialogShell } from '../../../components/dialog-shell';

/**
 * Log Attendance (spec 2 §2.17): choose a course and a day, then mark who was required to attend
 * and who completed it; each tick is saved at once. Closing reports whether anything changed.
 */
export function LogAttendanceDialog(props: {
  courses: TCourse[];
  onClose: (changed: boolean) => void;
}) {
  const [courseId, setCourseId] = useState<number | null>(null);
  const [date, setDate] = useState('');
  const changed = useRef(false);
  const ready = courseId !== null && isIsoDate(date);
  return (
    <DialogShell
      title="Log Attendance"
      onClose={() => props.onClose(changed.current)}
      maxWidth="md"
      fullScreenOnPhone
      dividers
      actions={
        <>
          <Button variant="contained" onClick={() => props.onClose(changed.current)}>
            Done
          </Button>
        </>
      }
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} gap={2} sx={{ pt: 1 }}>
        <TextField
          select
          label="Course"
          required
          value={courseId === null ? '' : String(courseId)}
          onChange={(event) =>
            setCourseId(
              props.courses.find((c) => String(c.CourseID) === event.target.value)?.CourseID ??
                null,
            )
          }
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ flex: 2 }}
        >
          <option value="">Choose a course</option>
          {props.courses.map((c) => (
            <option key={c.CourseID} value={c.CourseID}>
              {c.CourseName}
            </option>
          ))}
        </TextField>
        <TextField
          label="Date"
          type="date"
          required
          value={date}
          onChange={(event) => setDate(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: 1 }}
        />
      </Stack>
      <Box sx={{ mt: 2 }}>
        {ready ? (
          <AttendanceSheet
            courseId={courseId}
            date={date}
            onChanged={() => (changed.current = true)}
          />
        ) : (
          <Typography color="text.secondary">
            Choose a course and a date to mark who attended.
          </Typography>
        )}
      </Box>
    </DialogShell>
  );
}

function AttendanceSheet(props: { courseId: number; date: string; onChanged: () => void }) {
  const attendance = useQuery(attendanceQuery(props.courseId, props.date));
  const setFlag = useSetAttendanceFlag(props.courseId, props.date);
  const [search, setSearch] = useState('');
  const rows = useMemo(() => {
    const text = search.trim().toLowerCase();
    const list = attendance.data ?? [];
    return text ? list.filter((r) => r.name.toLowerCase().includes(text)) : list;
  }, [attendance.data, search]);
  const flag = (flagName: 'required' | 'completed', userid: number, checked: boolean) =>
    setFlag.mutate(
      { flag: flagName, userid, checked: checked ? 1 : 0 },
      { onSuccess: props.onChanged },
    );
  return (
    <QueryState
      query={attendance}
      loadingLabel="Loading the attendance sheet"
      errorText="The attendance sheet could not be loaded"
    >
      {(all) => (
        <>
          {setFlag.isError && (
            <Alert severity="error" onClose={() => setFlag.reset()} sx={{ mb: 1 }}>
              {setFlag.error.message}
            </Alert>
          )}
          <Stack direction="row" alignItems="center" gap={2} sx={{ mb: 1 }}>
            <TextField
              size="small"
              type="search"
              placeholder="Filter..."
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              slotProps={{ htmlInput: { 'aria-label': 'Filter people' } }}
            />
            <Typography variant="body2" color="text.secondary">
              {attendanceSummary(attendanceCounts(all), null)}
            </Typography>
          </Stack>
          <Box sx={{ maxHeight: 420, overflow: 'auto' }}>
            <Table size="small" stickyHeader aria-label="Attendance">
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell align="center">Required</TableCell>
                  <TableCell align="center">Completed</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.userid} hover>
                    <TableCell>{r.name}</TableCell>
                    <TableCell align="center" padding="checkbox">
                      <Checkbox
                        checked={r.requiredInd === 1}
                        onChange={(event) => flag('required', r.userid, event.target.checked)}
                        slotProps={{ input: { 'aria-label': `${r.name} required` } }}
                      />
                    </TableCell>
                    <TableCell align="center" padding="checkbox">
                      <Checkbox
                        checked={r.completedind === 1}
                        onChange={(event) => flag('completed', r.userid, event.target.checked)}
                        slotProps={{ input: { 'aria-label': `${r.name} completed` } }}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </QueryState>
  );
}

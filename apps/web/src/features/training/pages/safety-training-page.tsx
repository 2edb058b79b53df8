import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import { QueryState } from '../../../components/query-state';
import { queryKeys } from '../../../lib/query-keys';
import { coursesQuery, historyQuery } from '../api/training-queries';
import { CreateCourseDialog } from '../components/create-course-dialog';
import { HistoryGrid } from '../components/history-grid';
import { LogAttendanceDialog } from '../components/log-attendance-dialog';
import { ViewCourseDialog } from '../components/view-course-dialog';
import { SearchField } from '../../../components/search-field';

type TModal = { kind: 'log' } | { kind: 'create' } | { kind: 'view'; courseId: number };

/**
 * /safety-training (spec 2 §2.17): the course attendance history, Log Attendance, Create New
 * Course and a course's details.
 */
export function SafetyTrainingPage() {
  const queryClient = useQueryClient();
  const history = useQuery(historyQuery);
  const courses = useQuery(coursesQuery);
  const [filter, setFilter] = useState('');
  const [modal, setModal] = useState<TModal | null>(null);
  const onViewCourse = useCallback((courseId: number) => setModal({ kind: 'view', courseId }), []);
  const viewed =
    modal?.kind === 'view' ? courses.data?.find((c) => c.CourseID === modal.courseId) : undefined;

  return (
    <Box sx={{ p: { xs: 1, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} gap={2} alignItems={{ md: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flex: 1 }}>
          Training
        </Typography>
        <SearchField label="Filter the attendance history" value={filter} onChange={setFilter} />
        <Stack direction="row" gap={1}>
          <Button
            variant="outlined"
            startIcon={<HowToRegOutlined />}
            disabled={!courses.data}
            onClick={() => setModal({ kind: 'log' })}
          >
            Log Attendance
          </Button>
          <Button
            variant="contained"
            startIcon={<AddCircleOutline />}
            onClick={() => setModal({ kind: 'create' })}
          >
            Create New Course
          </Button>
        </Stack>
      </Stack>
      <QueryState
        query={history}
        size="page"
        loadingLabel="Loading the attendance history"
        errorText="The attendance history could not be loaded"
        empty={{
          when: (rows) => rows.length === 0,
          title: 'No attendance logged yet',
          text: 'Log the attendance of a course to see it here.',
          icon: <SchoolOutlined />,
        }}
      >
        {(rows) => (
          <Box sx={{ height: 600 }} data-testid="training-history">
            <HistoryGrid rows={rows} quickFilterText={filter} onViewCourse={onViewCourse} />
          </Box>
        )}
      </QueryState>
      {modal?.kind === 'create' && <CreateCourseDialog onClose={() => setModal(null)} />}
      {modal?.kind === 'log' && courses.data && (
        <LogAttendanceDialog
          courses={courses.data}
          onClose={(changed) => {
            setModal(null);
            if (changed)
              void queryClient.invalidateQueries({ queryKey: queryKeys.training.history() });
          }}
        />
      )}
      {viewed && (
        <ViewCourseDialog
          course={viewed}
          sessions={(history.data ?? []).filter((h) => h.courseid === viewed.CourseID)}
          onClose={() => setModal(null)}
        />
      )}
    </Box>
  );
}

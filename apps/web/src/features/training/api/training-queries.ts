import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { trainingContract as c } from '@n5/shared/training/contract';
import type { TAttendance } from '@n5/shared/training/schemas';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const coursesQuery = queryOptions({
  queryKey: queryKeys.training.courses(),
  queryFn: async ({ signal }) => (await callApi(c.courses, {}, { signal })).courses,
});

export const historyQuery = queryOptions({
  queryKey: queryKeys.training.history(),
  queryFn: async ({ signal }) => (await callApi(c.history, {}, { signal })).history,
});

export const attendanceQuery = (courseId: number, date: string) =>
  queryOptions({
    queryKey: queryKeys.training.attendance(courseId, date),
    queryFn: async ({ signal }) =>
      (await callApi(c.attendance, { query: { c: String(courseId), d: date } }, { signal }))
        .attendance,
  });

export function useAddCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      CourseName: string;
      CourseDescription: string;
      CourseStartDate: string;
      Duration: string;
      Owner: number;
    }) => callApi(c.addCourse, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.training.courses() }),
  });
}

/** Sets a person's required or completed flag; the sheet takes the row the server returns. */
export function useSetAttendanceFlag(courseId: number, date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { flag: 'required' | 'completed'; userid: number; checked: 0 | 1 }) =>
      callApi(input.flag === 'required' ? c.setRequired : c.setCompleted, {
        body: { userid: input.userid, courseid: courseId, cdate: date, checked: input.checked },
      }),
    onSuccess: ({ attendance }) =>
      queryClient.setQueryData(
        attendanceQuery(courseId, date).queryKey,
        (rows: TAttendance[] | undefined) =>
          rows?.map((r) => (r.userid === attendance.userid ? attendance : r)),
      ),
  });
}

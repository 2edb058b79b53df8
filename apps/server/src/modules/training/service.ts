import type { TUser } from '@n5/shared/session/schemas';
import type { TTrainingDeps } from './deps';
import { addCourse } from './use-cases/add-course';
import { listAttendance } from './use-cases/list-attendance';
import { listCourses } from './use-cases/list-courses';
import { listHistory } from './use-cases/list-history';
import { setAttendanceFlag } from './use-cases/set-attendance-flag';

type TInput<F extends (...args: never[]) => unknown> = Parameters<F>[1];

/**
 * Safety training (spec 2 §2.17): courses, who was required to attend a course on a day and who
 * completed it, and the history of sessions. Kept in our database (the spec's client read an
 * external feed). Anyone of the office may create courses and log attendance. The service only
 * composes the use cases (`use-cases/<verb-noun>.ts`).
 */
export function createTrainingService(deps: TTrainingDeps) {
  return {
    courses: () => listCourses(deps),
    addCourse: (input: TInput<typeof addCourse>, user: TUser) => addCourse(deps, input, user),
    attendance: (courseId: number, courseDate: string) =>
      listAttendance(deps, { courseId, courseDate }),
    setFlag: (
      flag: 'required' | 'completed',
      input: Omit<TInput<typeof setAttendanceFlag>, 'flag'>,
      user: TUser,
    ) => setAttendanceFlag(deps, { ...input, flag }, user),
    history: () => listHistory(deps),
  };
}

export type TTrainingService = ReturnType<typeof createTrainingService>;

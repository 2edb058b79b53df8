import { courseOr404, type TTrainingDeps } from '../deps';
import { listAttendance as selectAttendance } from '../queries';

/** Who was required to attend a course on a day and who completed it. */
export async function listAttendance(
  deps: TTrainingDeps,
  input: { courseId: number; courseDate: string },
) {
  await courseOr404(deps, input.courseId);
  return { attendance: await selectAttendance(deps.db, input.courseId, input.courseDate) };
}

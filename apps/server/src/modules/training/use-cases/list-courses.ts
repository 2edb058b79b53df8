import type { TTrainingDeps } from '../deps';
import { listCourses as selectCourses } from '../queries';

/** Every course. */
export async function listCourses(deps: TTrainingDeps) {
  return { courses: await selectCourses(deps.db) };
}

import type { TDb } from '../../db/client';
import { notFound } from '../../lib/errors';
import { findCourse } from './queries';

/** What every training use case is handed: the database. */
export interface TTrainingDeps {
  db: TDb;
}

/** The course, or 404. */
export async function courseOr404(deps: TTrainingDeps, courseId: number) {
  const course = await findCourse(deps.db, courseId);
  if (!course) throw notFound(`There is no course ${courseId}.`);
  return course;
}

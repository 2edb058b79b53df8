import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { notFound } from '../../../lib/errors';
import { keyedTransaction } from '../../../lib/idempotency/keyed-transaction';
import type { TTrainingDeps } from '../deps';
import { findActiveUser, findCourse, insertCourse } from '../queries';

/** Creates a course owned by an active user, with its audit row. */
export async function addCourse(
  deps: TTrainingDeps,
  input: {
    CourseName: string;
    CourseDescription: string;
    CourseStartDate: string;
    Duration: string;
    Owner: number;
  },
  user: TUser,
) {
  const { db } = deps;
  if (!(await findActiveUser(db, input.Owner))) {
    throw notFound(`There is no active user ${input.Owner} to own the course.`);
  }
  return keyedTransaction(db, async (tx) => {
    const row = {
      name: input.CourseName,
      description: input.CourseDescription,
      startDate: input.CourseStartDate,
      durationHours: input.Duration,
      ownerId: input.Owner,
      createdBy: user.UserID,
    };
    const courseId = await insertCourse(tx, row);
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'training_course',
      entityId: courseId,
      action: 'insert',
      after: row,
    });
    return { course: (await findCourse(tx, courseId))! };
  });
}

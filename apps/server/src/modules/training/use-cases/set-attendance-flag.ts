import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { notFound } from '../../../lib/errors';
import { courseOr404, type TTrainingDeps } from '../deps';
import {
  findActiveUser,
  findAttendance,
  listAttendance,
  setAttendanceFlag as writeAttendanceFlag,
} from '../queries';

/** Sets one of a person's two flags for a course's day, with its audit row. */
export async function setAttendanceFlag(
  deps: TTrainingDeps,
  input: {
    flag: 'required' | 'completed';
    userid: number;
    courseid: number;
    cdate: string;
    checked: 0 | 1;
  },
  user: TUser,
) {
  const { db } = deps;
  const { flag } = input;
  await courseOr404(deps, input.courseid);
  const person = await findActiveUser(db, input.userid);
  if (!person) throw notFound(`There is no active user ${input.userid}.`);
  const key = { courseId: input.courseid, courseDate: input.cdate, userId: input.userid };
  await db.transaction(async (tx) => {
    const before = (await findAttendance(tx, key)) ?? { required: false, completed: false };
    const after = { ...before, [flag]: input.checked === 1 };
    if (after[flag] === before[flag]) return;
    await writeAttendanceFlag(tx, key, flag, input.checked === 1, user.UserID);
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'training_attendance',
      entityId: `${key.courseId}:${key.courseDate}:${key.userId}`,
      action: 'update',
      before,
      after,
    });
  });
  const row = (await listAttendance(db, key.courseId, key.courseDate)).find(
    (r) => r.userid === key.userId,
  )!;
  return { attendance: row };
}

import type { TUser } from '@n5/shared/session/schemas';
import { attendanceScore } from '@n5/shared/training/rules';
import type { TDb } from '../../db/client';
import { keyedTransaction } from '../../lib/idempotency/keyed-transaction';
import { recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import {
  findActiveUser,
  findAttendance,
  findCourse,
  insertCourse,
  listAttendance,
  listCourses,
  listHistory,
  setAttendanceFlag,
} from './queries';

/**
 * Safety training (spec 2 §2.17): courses, who was required to attend a course on a day and who
 * completed it, and the history of sessions. Kept in our database (the spec's client read an
 * external feed). Anyone of the office may create courses and log attendance.
 */
export function createTrainingService({ db }: { db: TDb }) {
  async function addCourse(
    input: {
      CourseName: string;
      CourseDescription: string;
      CourseStartDate: string;
      Duration: string;
      Owner: number;
    },
    user: TUser,
  ) {
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

  async function attendance(courseId: number, courseDate: string) {
    if (!(await findCourse(db, courseId))) throw notFound(`There is no course ${courseId}.`);
    return { attendance: await listAttendance(db, courseId, courseDate) };
  }

  /** Sets one of a person's two flags for a course's day, with its audit row. */
  async function setFlag(
    flag: 'required' | 'completed',
    input: { userid: number; courseid: number; cdate: string; checked: 0 | 1 },
    user: TUser,
  ) {
    if (!(await findCourse(db, input.courseid))) {
      throw notFound(`There is no course ${input.courseid}.`);
    }
    const person = await findActiveUser(db, input.userid);
    if (!person) throw notFound(`There is no active user ${input.userid}.`);
    const key = { courseId: input.courseid, courseDate: input.cdate, userId: input.userid };
    await db.transaction(async (tx) => {
      const before = (await findAttendance(tx, key)) ?? { required: false, completed: false };
      const after = { ...before, [flag]: input.checked === 1 };
      if (after[flag] === before[flag]) return;
      await setAttendanceFlag(tx, key, flag, input.checked === 1, user.UserID);
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

  async function history() {
    const rows = await listHistory(db);
    return {
      history: rows.map((row) => ({ ...row, score: attendanceScore(row.required, row.completed) })),
    };
  }

  return {
    courses: async () => ({ courses: await listCourses(db) }),
    addCourse,
    attendance,
    setFlag,
    history,
  };
}

export type TTrainingService = ReturnType<typeof createTrainingService>;

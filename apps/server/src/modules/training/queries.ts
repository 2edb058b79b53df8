import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { trainingAttendance, trainingCourses, users } from '../../db/schema/index';

const courseColumns = {
  CourseID: trainingCourses.courseId,
  CourseName: trainingCourses.name,
  CourseDescription: trainingCourses.description,
  CourseStartDate: sql<string>`${trainingCourses.startDate}::text`,
  Duration: sql<string>`${trainingCourses.durationHours}::text`,
  OwnerID: trainingCourses.ownerId,
  Owner: users.displayName,
};

export async function listCourses(db: TDbOrTx) {
  return db
    .select(courseColumns)
    .from(trainingCourses)
    .leftJoin(users, eq(users.userId, trainingCourses.ownerId))
    .orderBy(desc(trainingCourses.startDate), asc(trainingCourses.name));
}

export async function findCourse(db: TDbOrTx, courseId: number) {
  const [row] = await db
    .select(courseColumns)
    .from(trainingCourses)
    .leftJoin(users, eq(users.userId, trainingCourses.ownerId))
    .where(eq(trainingCourses.courseId, courseId));
  return row ?? null;
}

export async function insertCourse(
  db: TDbOrTx,
  row: {
    name: string;
    description: string;
    startDate: string;
    durationHours: string;
    ownerId: number;
    createdBy: number;
  },
) {
  const [inserted] = await db
    .insert(trainingCourses)
    .values(row)
    .returning({ courseId: trainingCourses.courseId });
  return inserted!.courseId;
}

export async function findActiveUser(db: TDbOrTx, userId: number) {
  const [row] = await db
    .select({ userId: users.userId, displayName: users.displayName })
    .from(users)
    .where(and(eq(users.userId, userId), eq(users.activeInd, true)));
  return row ?? null;
}

const attendanceColumns = {
  userid: users.userId,
  name: users.displayName,
  requiredInd: sql<0 | 1>`coalesce(${trainingAttendance.required}, false)::int`,
  completedind: sql<0 | 1>`coalesce(${trainingAttendance.completed}, false)::int`,
};

/** Every active person with their flags for a course's day (the attendance sheet). */
export async function listAttendance(db: TDbOrTx, courseId: number, courseDate: string) {
  return db
    .select(attendanceColumns)
    .from(users)
    .leftJoin(
      trainingAttendance,
      and(
        eq(trainingAttendance.userId, users.userId),
        eq(trainingAttendance.courseId, courseId),
        eq(trainingAttendance.courseDate, courseDate),
      ),
    )
    .where(or(eq(users.activeInd, true), sql`${trainingAttendance.userId} is not null`))
    .orderBy(asc(users.displayName));
}

export async function findAttendance(
  db: TDbOrTx,
  key: { courseId: number; courseDate: string; userId: number },
) {
  const [row] = await db
    .select({ required: trainingAttendance.required, completed: trainingAttendance.completed })
    .from(trainingAttendance)
    .where(
      and(
        eq(trainingAttendance.courseId, key.courseId),
        eq(trainingAttendance.courseDate, key.courseDate),
        eq(trainingAttendance.userId, key.userId),
      ),
    );
  return row ?? null;
}

/**
 * Sets one flag of a person's session, leaving the other as it is (two ticks saved at once do
 * not undo each other); a row left with both flags off is removed.
 */
export async function setAttendanceFlag(
  db: TDbOrTx,
  key: { courseId: number; courseDate: string; userId: number },
  flag: 'required' | 'completed',
  checked: boolean,
  updatedBy: number,
) {
  await db
    .insert(trainingAttendance)
    .values({ ...key, [flag]: checked, updatedBy })
    .onConflictDoUpdate({
      target: [
        trainingAttendance.courseId,
        trainingAttendance.courseDate,
        trainingAttendance.userId,
      ],
      set: { [flag]: checked, updatedBy, updatedAt: sql`now()` },
    });
  await db
    .delete(trainingAttendance)
    .where(
      and(
        eq(trainingAttendance.courseId, key.courseId),
        eq(trainingAttendance.courseDate, key.courseDate),
        eq(trainingAttendance.userId, key.userId),
        eq(trainingAttendance.required, false),
        eq(trainingAttendance.completed, false),
      ),
    );
}

/**
 * Every session held (course and day), newest first: how many were required, how many of those
 * completed, and how many completed without being required.
 */
export async function listHistory(db: TDbOrTx) {
  return db
    .select({
      courseid: trainingCourses.courseId,
      coursename: trainingCourses.name,
      date: sql<string>`${trainingAttendance.courseDate}::text`,
      required: sql<number>`(count(*) filter (where ${trainingAttendance.required}))::int`,
      completed: sql<number>`(count(*) filter (where ${trainingAttendance.required} and ${trainingAttendance.completed}))::int`,
      alsoCompleted: sql<number>`(count(*) filter (where not ${trainingAttendance.required} and ${trainingAttendance.completed}))::int`,
    })
    .from(trainingAttendance)
    .innerJoin(trainingCourses, eq(trainingCourses.courseId, trainingAttendance.courseId))
    .groupBy(trainingCourses.courseId, trainingCourses.name, trainingAttendance.courseDate)
    .orderBy(desc(trainingAttendance.courseDate), asc(trainingCourses.name));
}

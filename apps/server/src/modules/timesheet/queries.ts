import { aliasedTable, and, asc, between, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { fieldAssignments, projects, timesheetApprovals, users } from '../../db/schema/index';

/** Every day's hours of a pay period, with who worked them and on which project. */
export async function listPeriodHours(db: TDbOrTx, from: string, to: string) {
  return db
    .select({
      assignmentId: fieldAssignments.assignmentId,
      userId: fieldAssignments.userId,
      displayName: users.displayName,
      office: users.office,
      date: fieldAssignments.assignmentDate,
      projectId: fieldAssignments.projectId,
      projectName: projects.projectName,
      subCategoryCode: fieldAssignments.subCategoryCode,
      regular: fieldAssignments.regularHours,
      overtime: fieldAssignments.overtimeHours,
    })
    .from(fieldAssignments)
    .innerJoin(users, eq(users.userId, fieldAssignments.userId))
    .innerJoin(projects, eq(projects.projectId, fieldAssignments.projectId))
    .where(between(fieldAssignments.assignmentDate, from, to))
    .orderBy(
      asc(users.displayName),
      asc(fieldAssignments.assignmentDate),
      asc(fieldAssignments.projectId),
    );
}

const approver = aliasedTable(users, 'approver');

/** The approvals of a pay period, with the approver's name; one user's when `userId` is given. */
export async function listApprovals(db: TDbOrTx, periodStart: string, userId?: number) {
  return db
    .select({
      userId: timesheetApprovals.userId,
      approvedAt: timesheetApprovals.approvedAt,
      approvedBy: approver.displayName,
    })
    .from(timesheetApprovals)
    .leftJoin(approver, eq(approver.userId, timesheetApprovals.approvedBy))
    .where(
      and(
        eq(timesheetApprovals.periodStart, periodStart),
        userId === undefined ? undefined : eq(timesheetApprovals.userId, userId),
      ),
    );
}

export async function findPerson(db: TDbOrTx, userId: number) {
  const [row] = await db
    .select({ userId: users.userId, displayName: users.displayName, office: users.office })
    .from(users)
    .where(eq(users.userId, userId));
  return row ?? null;
}

/** Marks the week approved; an approval already there is kept as it was (first approver). */
export async function insertApproval(
  db: TDbOrTx,
  row: { userId: number; periodStart: string; approvedBy: number },
) {
  const inserted = await db
    .insert(timesheetApprovals)
    .values(row)
    .onConflictDoNothing()
    .returning({ approvedAt: timesheetApprovals.approvedAt });
  return inserted.length > 0;
}

export async function deleteApproval(db: TDbOrTx, userId: number, periodStart: string) {
  const deleted = await db
    .delete(timesheetApprovals)
    .where(
      and(eq(timesheetApprovals.userId, userId), eq(timesheetApprovals.periodStart, periodStart)),
    )
    .returning({ approvedBy: timesheetApprovals.approvedBy });
  return deleted.length > 0;
}

/**
 * Each person's approved hours (regular + overtime) of the days from..to: a day counts when its
 * pay period (the Saturday on or before it) is approved. One statement (issue 36).
 */
export async function sumApprovedHours(db: TDbOrTx, from: string, to: string) {
  const periodStart = sql`(${fieldAssignments.assignmentDate} - ((extract(isodow from ${fieldAssignments.assignmentDate})::int + 1) % 7))`;
  return db
    .select({
      userId: fieldAssignments.userId,
      hours: sql<string>`sum(${fieldAssignments.regularHours} + ${fieldAssignments.overtimeHours})::text`,
    })
    .from(fieldAssignments)
    .innerJoin(
      timesheetApprovals,
      and(
        eq(timesheetApprovals.userId, fieldAssignments.userId),
        sql`${timesheetApprovals.periodStart} = ${periodStart}`,
      ),
    )
    .where(between(fieldAssignments.assignmentDate, from, to))
    .groupBy(fieldAssignments.userId);
}

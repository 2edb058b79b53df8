import { sql } from 'drizzle-orm';
import { rowsOf, type TDbOrTx } from '../../db/client';

/** A person's hours of a day on the conditions of a project, as logged (spec 3 §7). */
export async function listDayHours(
  db: TDbOrTx,
  key: { userId: number; projectId: number; date: string },
) {
  return rowsOf<{
    conditionId: number;
    regularHours: string;
    overtimeHours: string;
    estimateToCompleteHours: string | null;
  }>(
    await db.execute(sql`
select condition_id as "conditionId", regular_hours::text as "regularHours",
       overtime_hours::text as "overtimeHours",
       estimate_to_complete_hours::text as "estimateToCompleteHours"
  from condition_labor_logs
 where user_id = ${key.userId} and project_id = ${key.projectId} and log_date = ${key.date}`),
  );
}

/**
 * The person's reported day on the project (field_assignments, which the weekly hours and the
 * weekly timesheet read) takes the sums of their labor logged on its conditions. A day whose last
 * entry was removed keeps its assignment with no hours; no assignment is made for it.
 */
export async function setReportedDay(
  db: TDbOrTx,
  day: {
    userId: number;
    projectId: number;
    date: string;
    regularHours: string;
    overtimeHours: string;
    anyLogged: boolean;
  },
) {
  if (!day.anyLogged) {
    await db.execute(sql`
update field_assignments set regular_hours = 0, overtime_hours = 0
 where assignment_date = ${day.date} and user_id = ${day.userId} and project_id = ${day.projectId}`);
    return;
  }
  await db.execute(sql`
insert into field_assignments (assignment_date, user_id, project_id, regular_hours, overtime_hours)
values (${day.date}, ${day.userId}, ${day.projectId}, ${day.regularHours}, ${day.overtimeHours})
on conflict (assignment_date, user_id, project_id)
do update set regular_hours = excluded.regular_hours, overtime_hours = excluded.overtime_hours`);
}

import { compare, fromNumeric } from '@n5/shared/core/decimal';
import { AMOUNT_RULES } from '@n5/shared/cost-logging/rules';
import type { TDayHoursReply } from '@n5/shared/cost-logging/schemas';
import type { TUser } from '@n5/shared/session/schemas';
import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { badRequest, notFound } from '../../../lib/errors';
import type { TCostLoggingDeps } from '../deps';
import { listDayHours, setReportedDay } from '../hours-queries';
import { findConditions, projectExists } from '../queries';
import { requireHoursFor, toMobileCondition } from './condition-access';

/**
 * A person's day on a project condition by condition (the phone's weekly hours): every condition
 * of the project with the hours logged on it that day, null where none. Reading another
 * person's day needs the weekly hours' proxy rights or the project's crew roles (403).
 */
export async function getDayHours(
  deps: TCostLoggingDeps,
  input: { projectID: number; userID: number; date: string },
  user: TUser,
): Promise<TDayHoursReply> {
  if (!(await projectExists(deps.db, input.projectID))) {
    throw notFound(`There is no project ${input.projectID}.`);
  }
  const [rows, logged] = await Promise.all([
    findConditions(deps.db, sql`c.project_id = ${input.projectID}`),
    listDayHours(deps.db, { userId: input.userID, projectId: input.projectID, date: input.date }),
  ]);
  if (rows[0]) requireHoursFor(user, rows[0], input.userID);
  const byCondition = new Map(logged.map((l) => [l.conditionId, l]));
  return {
    conditions: rows.map((row) => {
      const hours = byCondition.get(row.conditionId);
      return {
        ConditionID: row.conditionId,
        ConditionName: row.conditionName,
        subCategoryCode: row.subCategoryCode,
        disableLoggingInd: toMobileCondition(row).disableLoggingInd,
        regularHours: hours?.regularHours ?? null,
        overtimeHours: hours?.overtimeHours ?? null,
        estimateToCompleteHours: hours?.estimateToCompleteHours ?? null,
      };
    }),
  };
}

/**
 * After a labor entry: the day's sums on the project become the person's reported day (what the
 * weekly hours and the weekly timesheet show). A day cannot hold more than 24 Reg or 24 OT hours
 * on one project: 400, and the entry is rolled back with it.
 */
export async function reportDay(
  tx: TDbOrTx,
  day: { userId: number; projectId: number; date: string },
  totals: { regularHours: string; overtimeHours: string; anyLogged: boolean },
) {
  const max = fromNumeric(AMOUNT_RULES.hours.max);
  for (const [label, total] of [
    ['Reg', totals.regularHours],
    ['OT', totals.overtimeHours],
  ] as const) {
    if (compare(fromNumeric(total), max) > 0) {
      throw badRequest(
        `${label} hours of ${day.date} on this project would add up to ${total}, more than ${AMOUNT_RULES.hours.max}.`,
      );
    }
  }
  await setReportedDay(tx, { ...day, ...totals });
}

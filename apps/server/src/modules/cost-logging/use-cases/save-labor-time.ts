import { add, fromNumeric, PLACES, sum, toNumeric, ZERO } from '@n5/shared/core/decimal';
import type { TAssignmentTaskBody } from '@n5/shared/cost-logging/schemas';
import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { badRequest } from '../../../lib/errors';
import type { TCostLoggingDeps } from '../deps';
import * as q from '../queries';
import { conditionOr404, requireHoursFor, requireLoggable } from './condition-access';
import { reportDay } from './day-hours';

/** Hours a person logged on a condition on a day (nulls when nothing is logged). */
export async function getLaborHours(
  deps: TCostLoggingDeps,
  input: { conditionID: number; userID: number; date: string },
  _user: TUser,
) {
  const row = await q.findLabor(deps.db, {
    userId: input.userID,
    conditionId: input.conditionID,
    date: input.date,
  });
  return {
    actualHoursRegular: row?.regularHours ?? null,
    actualHoursOT: row?.overtimeHours ?? null,
    estimateToCompleteHours: row?.estimateToCompleteHours ?? null,
  };
}

/**
 * Sets a person's Reg and OT hours on a condition on a day (spec 3 §7 assignment-task): blank is
 * null, both blank removes the day's row. The proxy user needs spec 3 §6's roles or the weekly
 * hours' rights. The day's sums become the person's reported day on the project (reportDay).
 * Answers the person's rows of that day on the project and their totals.
 */
export async function saveLaborTime(
  deps: TCostLoggingDeps,
  input: TAssignmentTaskBody,
  user: TUser,
) {
  return deps.db.transaction(async (tx) => {
    const condition = await conditionOr404(tx, input.conditionID);
    requireLoggable(condition, input.date);
    requireHoursFor(user, condition, input.userID);
    if (!(await q.userExists(tx, input.userID))) {
      throw badRequest(`There is no user ${input.userID}.`);
    }
    const key = { userId: input.userID, conditionId: input.conditionID, date: input.date };
    const before = await q.findLabor(tx, key);
    const blank = input.regularHours === null && input.overtimeHours === null;
    if (blank) {
      await q.deleteLabor(tx, key);
    } else {
      await q.upsertLabor(tx, {
        projectId: condition.projectId,
        conditionId: condition.conditionId,
        subCategoryId: condition.subCategoryId,
        userId: input.userID,
        logDate: input.date,
        regularHours: input.regularHours ?? '0',
        overtimeHours: input.overtimeHours ?? '0',
        estimateToCompleteHours: input.estimateToCompleteHours,
        enteredBy: user.UserID,
      });
    }
    const after = blank ? null : await q.findLabor(tx, key);
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'condition_labor_log',
      entityId: `${input.userID}:${input.conditionID}:${input.date}`,
      action: blank ? 'delete' : before ? 'update' : 'insert',
      before,
      after,
    });
    const assignments = await q.listLaborOfDay(tx, {
      userId: input.userID,
      projectId: condition.projectId,
      date: input.date,
    });
    const total = (pick: (r: (typeof assignments)[number]) => string) =>
      toNumeric(add(ZERO, sum(assignments.map((r) => fromNumeric(pick(r))))), PLACES.money);
    const totals = {
      regularHoursTotal: total((r) => r.regularHours),
      overtimeHoursTotal: total((r) => r.overtimeHours),
    };
    await reportDay(
      tx,
      { userId: input.userID, projectId: condition.projectId, date: input.date },
      {
        regularHours: totals.regularHoursTotal,
        overtimeHours: totals.overtimeHoursTotal,
        anyLogged: assignments.length > 0,
      },
    );
    return { assignments, ...totals };
  });
}

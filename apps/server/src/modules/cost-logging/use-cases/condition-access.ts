import { needsPermissions, PERMISSION } from '@n5/shared/permissions/roles';
import {
  canEnterHoursFor,
  canLogForOthers,
  isLoggingDisabled,
  latestToday,
  logDateProblem,
  remaining,
} from '@n5/shared/cost-logging/rules';
import type { TMobileCondition } from '@n5/shared/cost-logging/schemas';
import type { TUser } from '@n5/shared/session/schemas';
import type { TDbOrTx } from '../../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors';
import { byId, findConditions, type TConditionRow } from '../queries';

/** The shared checks of the logging use cases (spec 3 §4–§6). */

export function toMobileCondition(row: TConditionRow): TMobileCondition {
  return {
    ConditionID: row.conditionId,
    ConditionName: row.conditionName,
    InternalComments: row.internalComments,
    SubcontractorScope: row.subcontractorScope,
    disableLoggingInd: isLoggingDisabled(row) ? 1 : 0,
    laborHoursTotal: row.laborHoursTotal,
    laborHoursRemaining: remaining(row.laborHoursTotal, row.laborHoursLogged),
    equipmentCostTotal: row.equipmentCostTotal,
    equipmentCostRemaining: remaining(row.equipmentCostTotal, row.equipmentLogged),
    otherCostsTotal: row.otherCostsTotal,
    otherCostsRemaining: remaining(row.otherCostsTotal, row.otherLogged),
  };
}

export async function conditionOr404(db: TDbOrTx, conditionId: number) {
  const [row] = await findConditions(db, byId(conditionId));
  if (!row) throw notFound(`There is no condition ${conditionId}.`);
  return row;
}

const crewOf = (row: TConditionRow) => ({
  ProjectManagerID: row.projectManagerId,
  ProjectEngineerID: row.projectEngineerId,
  SuperintendentID: row.superintendentId,
});

/** A condition that takes logs on a day that has come: 409 when logging is off, 400 for a date. */
export function requireLoggable(row: TConditionRow, date: string) {
  const problem = logDateProblem(date, latestToday());
  if (problem) throw badRequest(problem);
  if (isLoggingDisabled(row)) {
    throw conflict(`Logging is turned off for condition ${row.conditionName}.`);
  }
}

/** Another person's labor hours: the logging roles or the weekly hours' proxy rights (403). */
export function requireHoursFor(user: TUser, row: TConditionRow, userId: number) {
  if (userId === user.UserID) return;
  if (!canEnterHoursFor(user, crewOf(row))) {
    throw forbidden(
      `Only Office, Superuser, ${needsPermissions([PERMISSION.OFFICE_APP, PERMISSION.BILLING_MANAGER], 'or')}, or the project’s manager, engineer or superintendent may enter someone else’s hours.`,
    );
  }
}

/**
 * Acting for someone else (the proxy user, or another person's entry; an entry of no one counts
 * as someone else's) needs spec 3 §6's roles: 403 otherwise.
 */
export function requireActFor(user: TUser, row: TConditionRow, userId: number | null) {
  if (userId === user.UserID) return;
  if (!canLogForOthers(user, crewOf(row))) {
    throw forbidden(
      'Only Office, Superuser or the project’s manager, engineer or superintendent may log for someone else.',
    );
  }
}

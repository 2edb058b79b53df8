import { payAppDatesRefusal, type TPayAppDates } from '@n5/shared/billing/dates';
import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { badRequest } from '../../../lib/errors';
import { lockPayApp, refuseLockedAmounts, type TBillingDeps } from '../deps';
import { headReply } from '../present';
import * as q from '../queries';

/**
 * Sets a pay app's "Period to" and application date (issue 31 item 6): locked as its amounts are
 * (sent 409, certified 409 — the dates are frozen with the figures — invoiced 403 without 3 and
 * 1); not before the previous application's (400); audited.
 */
export async function setPayAppDates(
  deps: TBillingDeps,
  input: { projectID: number; paymentApplicationType: number } & TPayAppDates,
  user: TUser,
) {
  const dates = { periodTo: input.periodTo, applicationDate: input.applicationDate };
  const payAppId = await deps.db.transaction(async (tx) => {
    const row = await lockPayApp(tx, input.projectID, input.paymentApplicationType);
    refuseLockedAmounts(user, row);
    const previous = await q.findPayApp(tx, input.projectID, row.number - 1);
    const refusal = payAppDatesRefusal(dates, previous ?? undefined);
    if (refusal) throw badRequest(refusal);
    if (row.periodTo === dates.periodTo && row.applicationDate === dates.applicationDate)
      return row.payAppId;
    await q.updatePayApp(tx, row.payAppId, dates);
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'pay_app',
      entityId: row.payAppId,
      action: 'update',
      before: { periodTo: row.periodTo, applicationDate: row.applicationDate },
      after: dates,
    });
    return row.payAppId;
  });
  return headReply(deps.db, payAppId);
}

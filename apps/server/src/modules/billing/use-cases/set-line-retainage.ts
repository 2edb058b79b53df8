import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { badRequest } from '../../../lib/errors';
import { rateOr400 } from '../amounts';
import { lockPayApp, refuseLockedAmounts, refuseRelease, type TBillingDeps } from '../deps';
import { projectBilling } from '../pay-app-sheet';
import { headReply } from '../present';
import * as q from '../queries';

/**
 * Sets (or clears, null) one line's own retainage rate, the Column I override (issue 31 item
 * 2): a line of the schedule (400 otherwise), on a pay app whose amounts may change (409 sent
 * or certified, 403 invoiced without 3 and 1), not a release (409); audited with who.
 */
export async function setLineRetainage(
  deps: TBillingDeps,
  input: {
    projectID: number;
    paymentApplicationType: number;
    subCategoryCode: string;
    retainagePercent: string | number | null;
  },
  user: TUser,
) {
  const rate = rateOr400(input.retainagePercent, 'line retainage rate');
  const payAppId = await deps.db.transaction(async (tx) => {
    const row = await lockPayApp(tx, input.projectID, input.paymentApplicationType);
    refuseLockedAmounts(user, row);
    refuseRelease(row);
    const billing = await projectBilling(tx, input.projectID);
    const code = input.subCategoryCode.trim();
    if (!billing.schedule.some((l) => l.subCategoryCode === code))
      throw badRequest(`${code} is not a line of this project's schedule of values.`);
    const before = billing.lines.find(
      (l) => l.payAppId === row.payAppId && l.subCategoryCode === code,
    );
    await q.setLineRates(
      tx,
      row.payAppId,
      [{ subCategoryCode: code, retainageRate: rate }],
      user.UserID,
    );
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'pay_app_line',
      entityId: row.payAppId,
      action: 'update',
      before: { subCategoryCode: code, retainageRate: before?.retainageRate ?? null },
      after: { subCategoryCode: code, retainageRate: rate },
    });
    return row.payAppId;
  });
  return headReply(deps.db, payAppId);
}

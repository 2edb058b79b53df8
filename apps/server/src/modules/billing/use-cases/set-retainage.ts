import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { rateOr400 } from '../amounts';
import { lockPayApp, refuseLockedAmounts, type TBillingDeps } from '../deps';
import { headReply } from '../present';
import * as q from '../queries';

/** Sets a pay app's retainage rates, on work and on stored materials; audited with who. */
export async function setRetainage(
  deps: TBillingDeps,
  input: {
    projectID: number;
    paymentApplicationType: number;
    retainagePercent: string | number;
    storedRetainagePercent: string | number | null;
  },
  user: TUser,
) {
  const retainageRate = rateOr400(input.retainagePercent, 'retainage rate')!;
  const storedRetainageRate = rateOr400(input.storedRetainagePercent, 'stored retainage rate');
  const payAppId = await deps.db.transaction(async (tx) => {
    const row = await lockPayApp(tx, input.projectID, input.paymentApplicationType);
    refuseLockedAmounts(user, row);
    await q.updatePayApp(tx, row.payAppId, { retainageRate, storedRetainageRate });
    // The audit row names who changed the rate (DOMAIN: a rate change is recorded with who).
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'pay_app',
      entityId: row.payAppId,
      action: 'update',
      before: { retainageRate: row.retainageRate, storedRetainageRate: row.storedRetainageRate },
      after: { retainageRate, storedRetainageRate },
    });
    return row.payAppId;
  });
  return headReply(deps.db, payAppId);
}

import type { TRetainageConvention } from '@n5/shared/billing/retainage';
import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { lockPayApp, refuseLockedAmounts, refuseRelease, type TBillingDeps } from '../deps';
import { headReply } from '../present';
import * as q from '../queries';

/**
 * Chooses how a pay app's retainage rate applies (issue 31 item 2): to the whole balance of work
 * to date, or to new work only; locked as the rates are, not on a release (409); audited.
 */
export async function setRetainageConvention(
  deps: TBillingDeps,
  input: { projectID: number; paymentApplicationType: number; convention: TRetainageConvention },
  user: TUser,
) {
  const payAppId = await deps.db.transaction(async (tx) => {
    const row = await lockPayApp(tx, input.projectID, input.paymentApplicationType);
    refuseLockedAmounts(user, row);
    refuseRelease(row);
    await q.updatePayApp(tx, row.payAppId, { retainageConvention: input.convention });
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'pay_app',
      entityId: row.payAppId,
      action: 'update',
      before: { retainageConvention: row.retainageConvention },
      after: { retainageConvention: input.convention },
    });
    return row.payAppId;
  });
  return headReply(deps.db, payAppId);
}

import { needsPermissions, PERMISSION } from '@n5/shared/permissions/roles';
import { isCertified, type TPayAppStatus } from '@n5/shared/billing/constants';
import { paidStatusRefusal } from '@n5/shared/billing/payments';
import { canChangePayAppStatus, statusChangeRefusal } from '@n5/shared/billing/rules';
import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { conflict, forbidden } from '../../../lib/errors';
import { storePdf } from '../accounting';
import { lockPayApp, type TBillingDeps } from '../deps';
import { certifyPayApp } from '../pay-app-sheet';
import { paymentAmounts } from '../payment-queries';
import { headReply } from '../present';
import * as q from '../queries';

/**
 * Changes a pay app's status (permission 3 or 1): the allowed changes only (409; Paid is the
 * payments', issue 31); reaching a
 * certified status freezes its figures and stores its PDF; audited.
 */
export async function setPayAppStatus(
  deps: TBillingDeps,
  input: { projectID: number; paymentApplicationType: number; status: TPayAppStatus },
  user: TUser,
) {
  if (!canChangePayAppStatus(user))
    throw forbidden(
      `Changing a pay app's status needs ${needsPermissions([PERMISSION.BILLING, PERMISSION.BILLING_MANAGER], 'or')}.`,
    );
  const payAppId = await deps.db.transaction(async (tx) => {
    const row = await lockPayApp(tx, input.projectID, input.paymentApplicationType);
    if (row.status === input.status) return row.payAppId;
    const refusal =
      statusChangeRefusal(row.status, input.status) ??
      paidStatusRefusal(
        row.number,
        row.status,
        input.status,
        (await paymentAmounts(tx, row.payAppId)).length,
      );
    if (refusal) throw conflict(refusal);
    if (isCertified(input.status) && !isCertified(row.status)) {
      // Approving freezes the figures (and so do Invoiced and Paid when Approved was skipped).
      const from = row.status as 'Preparing' | 'Pending';
      const by = { kind: 'accounting', userId: user.UserID } as const;
      if (!(await certifyPayApp(tx, row, by, [from])))
        throw conflict(`Pay app ${row.number} changed meanwhile; reload and try again.`);
    }
    await q.updatePayApp(tx, row.payAppId, { status: input.status });
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'pay_app',
      entityId: row.payAppId,
      action: 'update',
      before: { status: row.status },
      after: { status: input.status },
    });
    return row.payAppId;
  });
  await storePdf(deps, payAppId);
  return headReply(deps.db, payAppId);
}

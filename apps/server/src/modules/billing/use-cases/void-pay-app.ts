import { needsPermissions, PERMISSION } from '@n5/shared/permissions/roles';
import { canCertifyPayApp, voidRefusal } from '@n5/shared/billing/rules';
import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { conflict, forbidden } from '../../../lib/errors';
import { lockPayApp, type TBillingDeps } from '../deps';
import { paymentAmounts } from '../payment-queries';
import { headReply } from '../present';
import { laterCertified, voidAndReopen } from '../void-queries';

/**
 * Voids a certified pay app and reopens it as its next revision (issue 31 item 3): permission 3
 * or 1, as certifying (403); the refusals of `voidRefusal` (409); under the project's lock, the
 * certified version is kept in `pay_app_voids` with the reason (its frozen figures, lines, dates
 * and stored PDF), the pay app returns to Preparing with revision + 1, and audit rows, in one
 * transaction. The revision is edited and certified like any pay app; the next application's
 * line 7 then reads its line 6.
 */
export async function voidPayApp(
  deps: TBillingDeps,
  input: { projectID: number; paymentApplicationType: number; reason: string },
  user: TUser,
) {
  if (!canCertifyPayApp(user))
    throw forbidden(
      `Voiding a pay app needs ${needsPermissions([PERMISSION.BILLING, PERMISSION.BILLING_MANAGER], 'or')}.`,
    );
  const reason = input.reason.trim();
  const payAppId = await deps.db.transaction(async (tx) => {
    const row = await lockPayApp(tx, input.projectID, input.paymentApplicationType);
    const paymentCount = (await paymentAmounts(tx, row.payAppId)).length;
    const later = await laterCertified(tx, input.projectID, row.number);
    const refusal = voidRefusal(
      {
        ...{ number: row.number, status: row.status, paymentCount },
        accountingStatus: row.accountingStatus,
      },
      later,
    );
    if (refusal) throw conflict(refusal);
    const voidId = await voidAndReopen(tx, row.payAppId, { reason, voidedBy: user.UserID });
    if (voidId === null) throw conflict(`Pay app ${row.number} changed meanwhile; reload it.`);
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'pay_app',
      entityId: row.payAppId,
      action: 'update',
      before: { status: row.status, revision: row.revision, certifiedAt: row.certifiedAt },
      after: { status: 'Preparing', revision: row.revision + 1, voidId, reason },
    });
    return row.payAppId;
  });
  return headReply(deps.db, payAppId);
}

import { needsPermissions, PERMISSION } from '@n5/shared/permissions/roles';
import { CERTIFIED_STATUSES } from '@n5/shared/billing/constants';
import { canCertifyPayApp } from '@n5/shared/billing/rules';
import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { conflict, forbidden } from '../../../lib/errors';
import { enqueuePush, storePdf } from '../accounting';
import { lockPayApp, type TBillingDeps } from '../deps';
import { certifyPayApp } from '../pay-app-sheet';
import { headReply } from '../present';
import * as q from '../queries';

/**
 * Sends a pay app to accounting: it certifies it (the same gate as certifying by status, issue
 * 28 item 6), freezes its figures, stores its PDF and queues the push; audited.
 */
export async function sendPayAppToAccounting(
  deps: TBillingDeps,
  input: { projectID: number; paymentApplicationType: number },
  user: TUser,
) {
  if (!canCertifyPayApp(user))
    throw forbidden(
      `Sending a pay app to accounting certifies it, which needs ${needsPermissions([PERMISSION.BILLING, PERMISSION.BILLING_MANAGER], 'or')}.`,
    );
  const payAppId = await deps.db.transaction(async (tx) => {
    const row = await lockPayApp(tx, input.projectID, input.paymentApplicationType);
    if (CERTIFIED_STATUSES.includes(row.status))
      throw conflict(`Pay app ${row.number} is already ${row.status}.`);
    const by = { kind: 'accounting', userId: user.UserID } as const;
    if (!(await certifyPayApp(tx, row, by, ['Preparing', 'Pending'])))
      throw conflict(`Pay app ${row.number} changed meanwhile; reload and try again.`);
    await q.updatePayApp(tx, row.payAppId, { accountingStatus: 'queued', accountingError: null });
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'pay_app',
      entityId: row.payAppId,
      action: 'update',
      before: { status: row.status, accountingStatus: row.accountingStatus },
      after: { status: 'Approved', certifiedBy: 'accounting', accountingStatus: 'queued' },
    });
    return row.payAppId;
  });
  await storePdf(deps, payAppId);
  await enqueuePush(deps, { payAppId });
  return headReply(deps.db, payAppId);
}

import type { TPayAppStatus } from '@n5/shared/billing/constants';
import { statusFromPayments } from '@n5/shared/billing/payments';
import type { TUser } from '@n5/shared/session/schemas';
import type { TDbOrTx } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import * as pq from './payment-queries';
import * as q from './queries';

/**
 * A pay app's status after its payments changed (issue 31 item 5): Paid once they cover its
 * line 8, back to Invoiced when they no longer do; the change written and audited in the
 * caller's transaction. Answers the status.
 */
export async function settleStatusFromPayments(
  tx: TDbOrTx,
  row: { payAppId: number; status: TPayAppStatus },
  user: TUser,
) {
  const amountDue = (await pq.certifiedDue(tx, row.payAppId)) ?? '0.00';
  const payments = await pq.paymentAmounts(tx, row.payAppId);
  const status = statusFromPayments({ status: row.status, amountDue, payments });
  if (status !== row.status) {
    await q.updatePayApp(tx, row.payAppId, { status });
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'pay_app',
      entityId: row.payAppId,
      action: 'update',
      before: { status: row.status },
      after: { status },
    });
  }
  return status;
}

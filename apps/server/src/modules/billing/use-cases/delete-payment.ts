import { canChangePayAppStatus } from '@n5/shared/billing/rules';
import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { forbidden, notFound } from '../../../lib/errors';
import { lockPayApp, type TBillingDeps } from '../deps';
import * as pq from '../payment-queries';
import { settleStatusFromPayments } from '../payment-status';
import { PAYMENTS_FORBIDDEN } from './record-payment';

/**
 * Deletes a payment recorded by mistake (issue 31 item 5): permission 3 or 1 (403), 404 when
 * there is none; a Paid pay app its payments no longer cover goes back to Invoiced. Audited with
 * the payment as it was, in one transaction under the project's lock.
 */
export async function deletePayment(deps: TBillingDeps, input: { paymentId: number }, user: TUser) {
  if (!canChangePayAppStatus(user)) throw forbidden(PAYMENTS_FORBIDDEN);
  const missing = () => notFound(`There is no payment ${input.paymentId}.`);
  const found = await pq.findPayment(deps.db, input.paymentId);
  if (!found) throw missing();
  return deps.db.transaction(async (tx) => {
    const row = await lockPayApp(tx, found.projectId, found.number);
    const payment = await pq.findPayment(tx, input.paymentId);
    if (!payment) throw missing();
    await pq.removePayment(tx, payment.paymentId);
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'pay_app_payment',
      entityId: payment.paymentId,
      action: 'delete',
      before: {
        payAppId: payment.payAppId,
        amount: payment.amount,
        receivedOn: payment.receivedOn,
        reference: payment.reference,
      },
    });
    const status = await settleStatusFromPayments(tx, row, user);
    return { paymentId: payment.paymentId, status };
  });
}

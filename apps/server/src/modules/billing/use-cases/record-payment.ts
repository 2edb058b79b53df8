import { needsPermissions, PERMISSION } from '@n5/shared/permissions/roles';
import { paymentRefusal } from '@n5/shared/billing/payments';
import { canChangePayAppStatus } from '@n5/shared/billing/rules';
import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { badRequest, conflict, forbidden } from '../../../lib/errors';
import { keyedTransaction } from '../../../lib/idempotency/keyed-transaction';
import { isoDay, lockPayApp, money, nowOf, type TBillingDeps } from '../deps';
import * as pq from '../payment-queries';
import { settleStatusFromPayments } from '../payment-status';

export const PAYMENTS_FORBIDDEN = `Recording or deleting a payment needs ${needsPermissions([PERMISSION.BILLING, PERMISSION.BILLING_MANAGER], 'or')}.`;

/**
 * Records a payment received against a certified pay app (issue 31 item 5): permission 3 or 1
 * (403); not certified 409; a day after today or more than is still owed 400. Under the
 * project's lock (two payments at once take turns), the payment, the status it makes (Paid once
 * line 8 is covered) and the audit rows are one transaction.
 */
export async function recordPayment(
  deps: TBillingDeps,
  input: {
    projectID: number;
    paymentApplicationType: number;
    amount: string | number;
    receivedOn: string;
    reference: string;
  },
  user: TUser,
) {
  if (!canChangePayAppStatus(user)) throw forbidden(PAYMENTS_FORBIDDEN);
  const amount = money(String(input.amount));
  const today = isoDay(nowOf(deps));
  if (input.receivedOn > today)
    throw badRequest(`The date received (${input.receivedOn}) cannot be after today (${today}).`);
  return keyedTransaction(deps.db, async (tx) => {
    const row = await lockPayApp(tx, input.projectID, input.paymentApplicationType);
    const amountDue = (await pq.certifiedDue(tx, row.payAppId)) ?? '0.00';
    const payments = await pq.paymentAmounts(tx, row.payAppId);
    const app = { number: row.number, status: row.status, amountDue, payments };
    const refusal = paymentRefusal(app, amount);
    if (refusal?.kind === 'conflict') throw conflict(refusal.message);
    if (refusal) throw badRequest(refusal.message);
    const values = { amount, receivedOn: input.receivedOn, reference: input.reference };
    const paymentId = await pq.insertPayment(tx, {
      payAppId: row.payAppId,
      ...values,
      recordedBy: user.UserID,
    });
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'pay_app_payment',
      entityId: paymentId,
      action: 'insert',
      after: { payAppId: row.payAppId, ...values },
    });
    const status = await settleStatusFromPayments(tx, row, user);
    const saved = (await pq.findPayment(tx, paymentId))!;
    return {
      payment: {
        paymentId,
        paymentApplicationType: row.number,
        ...values,
        recordedByName: saved.recordedByName,
        recordedAt: saved.recordedAt.toISOString(),
      },
      status,
    };
  });
}

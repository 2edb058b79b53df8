import { carriedForwardRates, carriedForwardStored } from '@n5/shared/billing/carry-forward';
import { defaultPayAppDates } from '@n5/shared/billing/dates';
import { addPayAppRefusal } from '@n5/shared/billing/rules';
import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { keyedTransaction } from '../../../lib/idempotency/keyed-transaction';
import { isoDay, nowOf, type TBillingDeps } from '../deps';
import { projectBilling } from '../pay-app-sheet';
import * as q from '../queries';
import { scheduleOf } from '../sheet-queries';

/**
 * Adds the project's next pay app (issue 16 item 1): 400 with nothing to bill, 409 while the
 * last one is unsent; it keeps the last one's rates and its materials stored; audited.
 */
export async function addPayApp(deps: TBillingDeps, input: { projectId: number }, user: TUser) {
  const { projectId } = input;
  return keyedTransaction(deps.db, async (tx) => {
    if (!(await q.lockProjectPayApps(tx, projectId)))
      throw notFound(`There is no project ${projectId}.`);
    if ((await scheduleOf(tx, projectId)).length === 0)
      throw badRequest(
        'This project has no approved client contract to bill: approve the Base contract first.',
      );
    const billing = await projectBilling(tx, projectId);
    const last = billing.heads.at(-1);
    const refusal = addPayAppRefusal(last);
    if (refusal) throw conflict(refusal);
    // The next pay app keeps the last one's rates (a change is made on purpose, and audited)
    // and its materials presently stored (column F carries forward until installed).
    const baseRetention = await q.baseRetention(tx, projectId);
    const retainageRate = last?.retainageRate ?? baseRetention;
    const storedRetainageRate = last?.storedRetainageRate ?? null;
    // After a release, new work only: whole balance would hold again what was released.
    const retainageConvention = last?.kind === 'release' ? 'new' : last?.retainageConvention;
    const stored = carriedForwardStored(billing.entries.at(-1));
    const rates = carriedForwardRates(
      billing.entries.at(-1),
      await q.contractRates(tx, projectId),
      { base: baseRetention, payApp: retainageRate },
    );
    const number = (last?.number ?? 0) + 1;
    const previous = last ? await q.findPayApp(tx, projectId, last.number) : null;
    const dates = defaultPayAppDates(isoDay(nowOf(deps)), previous ?? undefined);
    const created = await q.insertPayApp(tx, {
      projectId,
      number,
      retainageRate,
      storedRetainageRate,
      retainageConvention,
      ...dates,
      createdBy: user.UserID,
    });
    await q.upsertLines(
      tx,
      Object.entries(stored).map(([subCategoryCode, amount]) => ({
        payAppId: created.payAppId,
        subCategoryCode,
        work: '0.00',
        stored: amount,
        enteredPercent: null,
        updatedBy: user.UserID,
      })),
    );
    await q.setLineRates(
      tx,
      created.payAppId,
      Object.entries(rates).map(([subCategoryCode, retainageRate]) => ({
        subCategoryCode,
        retainageRate,
      })),
      user.UserID,
    );
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'pay_app',
      entityId: created.payAppId,
      action: 'insert',
      after: {
        ...{ projectId, number, retainageRate, storedRetainageRate, stored, rates },
        ...{ ...dates, status: 'Preparing' },
      },
    });
    return { paymentApplicationType: number, guid: created.guid };
  });
}

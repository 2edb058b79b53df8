import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingContract as c } from '@n5/shared/billing/contract';
import { fromNumeric, sum, toNumeric } from '@n5/shared/core/decimal';
import { payApps } from '../../db/schema/index';
import { useTestApp } from '../../testing/build-test-app';

const { t, callAs, refusedAs, requestAs, buildBillableProject } = useTestApp();

const which = (projectID: number, paymentApplicationType = 1) => ({
  projectID,
  paymentApplicationType,
});
const payment = (projectID: number, amount: string, n = 1, receivedOn = '2026-11-02') => ({
  body: { ...which(projectID, n), amount, receivedOn, reference: `CHK ${amount}` },
});
const record = (projectID: number, amount: string, n = 1) =>
  callAs('accounting', c.recordPayment, payment(projectID, amount, n));
const receivables = (projectID: number) => callAs('pm', c.receivables, { query: { projectID } });

/**
 * A project (Base $4,000.00 at 10% retainage) whose pay app 1 bills 50% ($2,000.00: line 6
 * $1,800.00, line 8 $1,800.00) and is certified.
 */
async function certifiedProject() {
  const projectID = (await buildBillableProject()).ProjectID;
  await callAs('pm', c.addPayApp, { body: { projectID } });
  await callAs('pm', c.setColumn, { body: { ...which(projectID), percent: '50' } });
  await callAs('accounting', c.setStatus, { body: { ...which(projectID), status: 'Approved' } });
  return projectID;
}

describe('payments received (issue 31 item 5)', () => {
  it('records payments until line 8 is covered (Paid), refuses an overpayment, and a deletion reopens it', async () => {
    const projectID = await certifiedProject();
    expect((await record(projectID, '1000.00')).status).toBe('Approved');
    let r = await receivables(projectID);
    expect(r.payApps).toEqual([
      expect.objectContaining({ amountDue: '1800.00', received: '1000.00', open: '800.00' }),
    ]);
    expect(r.aging.total).toBe('800.00');
    expect(r.retainageReceivable).toBe('200.00');

    const over = await refusedAs('accounting', c.recordPayment, payment(projectID, '800.01'));
    expect(over).toMatchObject({ status: 400 });
    expect(over.error.message).toBe(
      'A payment of $800.01 is more than the $800.00 still owed on pay app 1 (line 8 $1,800.00 less $1,000.00 received).',
    );
    const last = await record(projectID, '800.00');
    expect(last.status).toBe('Paid');
    expect(last.payment).toMatchObject({ amount: '800.00', reference: 'CHK 800.00' });
    r = await receivables(projectID);
    expect(r.aging.total).toBe('0.00');
    expect(r.payments.map((p) => p.amount)).toEqual(['1000.00', '800.00']);
    // Paid is the payments': not set, nor left, by the status dropdown.
    const byHand = await refusedAs('accounting', c.setStatus, {
      body: { ...which(projectID), status: 'Invoiced' },
    });
    expect(byHand.status).toBe(409);
    expect(byHand.error.message).toMatch(/delete a payment to reopen it/);

    const { status } = await callAs('accounting', c.deletePayment, {
      params: { paymentId: last.payment.paymentId },
    });
    expect(status).toBe('Invoiced');
    expect((await receivables(projectID)).aging.total).toBe('800.00');
    expect(
      (
        await refusedAs('accounting', c.deletePayment, {
          params: { paymentId: last.payment.paymentId },
        })
      ).status,
    ).toBe(404);
  });

  it('refuses a payment on a pay app that is not certified (409), bad input (400) and users without 3 or 1 (403)', async () => {
    const projectID = (await buildBillableProject()).ProjectID;
    await callAs('pm', c.addPayApp, { body: { projectID } });
    await callAs('pm', c.setColumn, { body: { ...which(projectID), percent: '50' } });
    const open = await refusedAs('accounting', c.recordPayment, payment(projectID, '1.00'));
    expect(open).toMatchObject({ status: 409 });
    expect(open.error.message).toBe(
      'Pay app 1 is Preparing: payments are recorded against certified pay apps (Approved, Invoiced).',
    );
    await callAs('accounting', c.setStatus, { body: { ...which(projectID), status: 'Approved' } });
    for (const amount of ['0', '0.00', '-5.00', '1.005', '1000000000000.00', 'ten'])
      expect(
        (await refusedAs('accounting', c.recordPayment, payment(projectID, amount))).status,
      ).toBe(400);
    const bad = (body: object) =>
      refusedAs('accounting', c.recordPayment, {
        body: { ...payment(projectID, '1.00').body, ...body },
      });
    expect((await bad({ receivedOn: '2026-02-30' })).status).toBe(400);
    expect((await bad({ reference: '  ' })).status).toBe(400);
    expect((await bad({ reference: 'x'.repeat(101) })).status).toBe(400);
    const future = await bad({ receivedOn: '2099-01-01' });
    expect(future).toMatchObject({ status: 400 });
    expect(future.error.message).toMatch(/cannot be after today/);
    expect((await refusedAs('pm', c.recordPayment, payment(projectID, '1.00'))).status).toBe(403);
    expect((await bad({ paymentApplicationType: 5 })).status).toBe(404);
    const { payment: kept } = await record(projectID, '1.00');
    expect(
      (await refusedAs('pm', c.deletePayment, { params: { paymentId: kept.paymentId } })).status,
    ).toBe(403);
  });

  it('takes two payments at once in turn: together they never pass line 8', async () => {
    const projectID = await certifiedProject();
    const replies = await Promise.all([
      requestAs('accounting', c.recordPayment, payment(projectID, '1000.00')),
      requestAs('accounting', c.recordPayment, payment(projectID, '1000.00')),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect((await receivables(projectID)).aging.total).toBe('800.00');
  });

  it('ages open pay apps from their application date and totals the company report', async () => {
    const projectID = await certifiedProject();
    // Pay app 1 was issued 75 days ago (61–90); pay app 2 today.
    const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
    await t.database.db
      .update(payApps)
      .set({ applicationDate: day(75) })
      .where(eq(payApps.projectId, projectID));
    await callAs('pm', c.addPayApp, { body: { projectID } });
    await callAs('pm', c.setColumn, { body: { ...which(projectID, 2), percent: '25' } });
    await callAs('accounting', c.setStatus, {
      body: { ...which(projectID, 2), status: 'Approved' },
    });
    await record(projectID, '300.00');
    const r = await receivables(projectID);
    // Pay app 2 bills $1,000.00: line 6 $2,700.00, line 8 $900.00; retainage held $300.00.
    expect(r.aging).toEqual({
      current: '900.00',
      days30: '0.00',
      days60: '1500.00',
      days90: '0.00',
      total: '2400.00',
    });
    expect(r.retainageReceivable).toBe('300.00');
    const report = await callAs('accounting', c.receivablesReport, {});
    const row = report.rows.find((x) => x.projectID === projectID);
    expect(row).toMatchObject({ aging: r.aging, retainageReceivable: '300.00' });
    expect(report.totals.aging.total).toBe(
      toNumeric(sum(report.rows.map((x) => fromNumeric(x.aging.total))), 2),
    );
    expect((await refusedAs('pm', c.receivablesReport, {})).status).toBe(403);
  });
});

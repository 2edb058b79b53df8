import { describe, expect, it } from 'vitest';
import { billingContract as c } from '@n5/shared/billing/contract';
import { payappContract } from '@n5/shared/payapp/contract';
import { useTestApp } from '../../testing/build-test-app';

const { callAs, refusedAs, buildBillableProject } = useTestApp();

const which = (projectID: number, paymentApplicationType = 1) => ({
  projectID,
  paymentApplicationType,
});
const amount = (projectID: number, n: number, value: string) =>
  callAs('pm', c.setAmount, {
    body: { ...which(projectID, n), subCategoryCode: '26-5100', amount: value },
  });
const certify = (projectID: number, n: number) =>
  callAs('accounting', c.setStatus, { body: { ...which(projectID, n), status: 'Approved' } });
const g702 = async (guid: string) =>
  (await callAs('anonymous', payappContract.grandTotals, { query: { guid } }))
    .payAppApprovalGrandTotals;
const voidIt = (projectID: number, n: number, reason = 'Billed the wrong row.') =>
  refusedAs('accounting', c.voidPayApp, { body: { ...which(projectID, n), reason } });

describe('void and revise a certified pay app (issue 31 item 3)', () => {
  it('keeps the voided version, reopens the pay app as revision 1, and line 7 of the next follows the revision', async () => {
    const projectID = (await buildBillableProject()).ProjectID;
    const first = await callAs('pm', c.addPayApp, { body: { projectID } });
    await amount(projectID, 1, '1000.00');
    await certify(projectID, 1); // line 6 $900.00
    const second = await callAs('pm', c.addPayApp, { body: { projectID } });
    await amount(projectID, 2, '500.00');
    expect((await g702(second.guid)).g702.lessPreviousCertificates).toBe('900.00');

    const { payApp } = await callAs('accounting', c.voidPayApp, {
      body: { ...which(projectID), reason: '  Billed $1,000 instead of $600.  ' },
    });
    expect(payApp).toMatchObject({ status: 'Preparing', revision: 1, certifiedAt: null });
    expect(payApp.lastVoid?.reason).toBe('Billed $1,000 instead of $600.');
    // Open again: its amounts change; pay app 2 cannot be certified before it.
    await amount(projectID, 1, '600.00');
    expect(
      (
        await refusedAs('accounting', c.setStatus, {
          body: { ...which(projectID, 2), status: 'Approved' },
        })
      ).status,
    ).toBe(409);
    await certify(projectID, 1); // revision 1: line 6 $540.00
    const revised = await g702(first.guid);
    expect(revised).toMatchObject({ revision: 1, Status: 'Approved' });
    expect(revised.g702.totalEarnedLessRetainage).toBe('540.00');
    const next = (await g702(second.guid)).g702;
    expect(next).toMatchObject({ lessPreviousCertificates: '540.00', currentPaymentDue: '450.00' });
  });

  it('refuses an open pay app, one under a later certified one, one with payments (409), a short reason (400) and a PM (403)', async () => {
    const projectID = (await buildBillableProject()).ProjectID;
    await callAs('pm', c.addPayApp, { body: { projectID } });
    await amount(projectID, 1, '100.00');
    expect((await voidIt(projectID, 1)).status).toBe(409);
    await certify(projectID, 1);
    await callAs('pm', c.addPayApp, { body: { projectID } });
    await amount(projectID, 2, '100.00');
    await certify(projectID, 2);
    const under = await voidIt(projectID, 1);
    expect(under).toMatchObject({ status: 409 });
    expect(under.error.message).toBe(
      "Pay app 2 is certified and its line 7 is pay app 1's line 6: void pay app 2 first.",
    );
    await callAs('accounting', c.recordPayment, {
      body: { ...which(projectID, 2), amount: '10.00', receivedOn: '2026-11-02', reference: 'R' },
    });
    expect((await voidIt(projectID, 2)).error.message).toMatch(/payments recorded/);
    expect((await voidIt(projectID, 2, ' abc ')).status).toBe(400);
    expect(
      (
        await refusedAs('pm', c.voidPayApp, {
          body: { ...which(projectID, 2), reason: 'Wrong row billed.' },
        })
      ).status,
    ).toBe(403);
  });
});

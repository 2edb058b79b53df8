import { describe, expect, it } from 'vitest';
import { billingContract as c } from '@n5/shared/billing/contract';
import { payappContract } from '@n5/shared/payapp/contract';
import { useTestApp } from '../../testing/build-test-app';

const { callAs, refusedAs, buildBillableProject } = useTestApp();

/** The billable project: 09-2900 $1,000.00 and 26-5100 $3,000.00 at 10% retention. */
const billable = async () => (await buildBillableProject({ ProjectName: 'Retainage' })).ProjectID;
const which = (projectID: number, n: number) => ({ projectID, paymentApplicationType: n });
const amount = (projectID: number, n: number, subCategoryCode: string, value: string) =>
  callAs('pm', c.setAmount, { body: { ...which(projectID, n), subCategoryCode, amount: value } });
const certify = (projectID: number, n: number) =>
  callAs('accounting', c.setStatus, { body: { ...which(projectID, n), status: 'Approved' } });
async function grandTotals(projectID: number, n: number) {
  const { guid } = await callAs('pm', c.guid, { query: which(projectID, n) });
  return (await callAs('anonymous', payappContract.grandTotals, { query: { guid } }))
    .payAppApprovalGrandTotals;
}
const g702 = async (projectID: number, n: number) => (await grandTotals(projectID, n)).g702;

describe('retainage control (issue 31 item 2)', () => {
  it('a line rate overrides Column I; both conventions; refusals; frozen once certified', async () => {
    const projectID = await billable();
    await callAs('pm', c.addPayApp, { body: { projectID } });
    await amount(projectID, 1, '09-2900', '1000');
    await amount(projectID, 1, '26-5100', '1000');
    const line = { ...which(projectID, 1), subCategoryCode: '26-5100' };
    await callAs('pm', c.setLineRetainage, { body: { ...line, retainagePercent: '5' } });
    // 10% x 1,000 + 5% x 1,000 = 150.
    expect((await g702(projectID, 1)).retainage).toBe('150.00');
    const unknown = await refusedAs('pm', c.setLineRetainage, {
      body: { ...line, subCategoryCode: '99-9999', retainagePercent: '5' },
    });
    expect(unknown.status).toBe(400);
    expect(
      (await refusedAs('pm', c.setLineRetainage, { body: { ...line, retainagePercent: '101' } }))
        .status,
    ).toBe(400);
    expect(
      (
        await refusedAs('pm', c.setLineRetainage, {
          body: { ...line, paymentApplicationType: 9, retainagePercent: '5' },
        })
      ).status,
    ).toBe(404);
    await certify(projectID, 1);
    const frozen = await refusedAs('pm', c.setLineRetainage, {
      body: { ...line, retainagePercent: '0' },
    });
    expect(frozen.status).toBe(409);

    // Pay app 2 carries the line's 5%; the pay app rate lowered to 5%, $1,000 more on 26-5100.
    await callAs('pm', c.addPayApp, { body: { projectID } });
    await callAs('pm', c.setRetainage, {
      body: { ...which(projectID, 2), retainagePercent: '5', storedRetainagePercent: null },
    });
    await amount(projectID, 2, '26-5100', '1000');
    const convention = (value: 'whole' | 'new') =>
      callAs('pm', c.setRetainageConvention, {
        body: { ...which(projectID, 2), convention: value },
      });
    // Whole balance: 5% x 1,000 + 5% x 2,000 = 150.
    expect((await convention('whole')).payApp.retainageConvention).toBe('whole');
    expect((await g702(projectID, 2)).retainage).toBe('150.00');
    // New work only: 09-2900 keeps its 100; 26-5100 holds 50 + 5% x 1,000 = 100: 200.
    await convention('new');
    expect(await g702(projectID, 2)).toMatchObject({
      retainage: '200.00',
      totalEarnedLessRetainage: '2800.00',
      currentPaymentDue: '950.00',
    });
    // The page and the PDF say how it was taken: 5%, new work only, 26-5100 at its own 5%.
    expect((await grandTotals(projectID, 2)).retainageTerms).toEqual({
      kind: 'progress',
      convention: 'new',
      work: '0.050000',
      stored: '0.050000',
      lineRates: { '26-5100': '0.050000' },
    });
  });

  it('a release application bills only retainage: partial, then full; refusals', async () => {
    const projectID = await billable();
    const none = await refusedAs('pm', c.addRelease, { body: { projectID, releaseAmount: null } });
    expect(none.status).toBe(409);
    await callAs('pm', c.addPayApp, { body: { projectID } });
    await amount(projectID, 1, '09-2900', '1000');
    await amount(projectID, 1, '26-5100', '1000');
    // Pay app 1 is open: one open pay app at a time (409).
    const open = await refusedAs('pm', c.addRelease, { body: { projectID, releaseAmount: null } });
    expect(open.status).toBe(409);
    await certify(projectID, 1); // held 200; line 6 1,800
    const tooMuch = await refusedAs('pm', c.addRelease, {
      body: { projectID, releaseAmount: '200.01' },
    });
    expect(tooMuch).toMatchObject({ status: 400 });
    expect(tooMuch.error.message).toBe(
      'A release of $200.01 is more than the $200.00 of retainage held.',
    );
    const release = await callAs('pm', c.addRelease, {
      body: { projectID, releaseAmount: '50.00' },
    });
    expect(release.paymentApplicationType).toBe(2);
    expect((await grandTotals(projectID, 2)).retainageTerms.kind).toBe('release');
    expect(await g702(projectID, 2)).toMatchObject({
      totalCompletedAndStored: '2000.00',
      retainage: '150.00',
      currentPaymentDue: '50.00',
    });
    const edit = await refusedAs('pm', c.setAmount, {
      body: { ...which(projectID, 2), subCategoryCode: '09-2900', amount: '1' },
    });
    expect(edit.status).toBe(409);
    await certify(projectID, 2);
    await callAs('pm', c.addRelease, { body: { projectID, releaseAmount: null } });
    expect(await g702(projectID, 3)).toMatchObject({
      retainage: '0.00',
      currentPaymentDue: '150.00',
    });
    await certify(projectID, 3);
    const empty = await refusedAs('pm', c.addRelease, { body: { projectID, releaseAmount: null } });
    expect(empty.status).toBe(409);
    const { payApps } = await callAs('pm', c.clientInvoicing, { query: { projectID } });
    expect(payApps.map((p) => [p.kind, p.releaseAmount])).toEqual([
      ['progress', null],
      ['release', '50.00'],
      ['release', null],
    ]);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingContract as c } from '@n5/shared/billing/contract';
import { FakeAcumaticaServer } from '../../testing/fake-acumatica-server';
import { payApps } from '../../db/schema/index';
import { startPayAppAccounting } from '../../jobs/pay-app-accounting';
import { useTestApp } from '../../testing/build-test-app';

let fake: FakeAcumaticaServer;
// Registered before the app's hooks: the fake server starts first and stops last.
beforeAll(async () => {
  fake = await FakeAcumaticaServer.start();
});
afterAll(async () => {
  await fake.close();
});
const { t, callAs, buildBillableProject } = useTestApp(
  () => ({
    ...fake.settings,
  }),
  { withJobs: true },
);
const silent = { info() {}, warn() {}, error() {} } as never;
beforeAll(async () => {
  // The worker server.ts starts: the push runs as a pg-boss job, as in production.
  await startPayAppAccounting(t.app.billing, t.jobs!, silent);
});

describe('send to accounting with ACCOUNTING=acumatica', () => {
  it('queues the push; the job sends the frozen figures as a pro forma invoice; a retry replaces its lines', async () => {
    const projectID = (await buildBillableProject({ ProjectName: 'Billing test' })).ProjectID;
    await callAs('pm', c.addPayApp, { body: { projectID } });
    await callAs('pm', c.setAmount, {
      body: { projectID, paymentApplicationType: 1, subCategoryCode: '09-2900', amount: '250' },
    });
    await callAs('pm', c.setAmount, {
      body: {
        projectID,
        paymentApplicationType: 1,
        subCategoryCode: '26-5100',
        amount: '300',
        stored: '45.50',
      },
    });
    const { payApp } = await callAs('accounting', c.sendToAccounting, {
      body: { projectID, paymentApplicationType: 1 },
    });
    expect(payApp.status).toBe('Approved');
    // Queued when the reply left (unless the worker was quicker), synced once the job ran.
    expect(['queued', 'synced']).toContain(payApp.accounting.status);
    await expect
      .poll(
        async () =>
          (await callAs('pm', c.statuses, { query: { projectID } })).statuses[0]!.accounting,
        { timeout: 20_000, interval: 250 },
      )
      .toEqual({ status: 'synced', error: null });
    const [invoice] = fake.records('ProFormaInvoice');
    expect(invoice).toMatchObject({
      ProjectID: { value: String(projectID) },
      Description: { value: 'Pay App 1 - Billing test' },
    });
    // Through the budget's pending amounts and RunProjectBilling; our guid as ExternalRefNbr.
    expect(invoice!.ExternalRefNbr).toEqual({ value: payApp.guid });
    expect(fake.received('POST', 'Project').map((r) => r.action)).toContain('RunProjectBilling');
    // Work and stored material as one amount (G703 E + F): stored is not sent twice.
    const lines = (invoice!.ProgressBilling as Array<Record<string, { value: unknown }>>).map(
      (l) => [l.ProjectTaskID!.value, l.AmountToInvoice!.value, l.StoredMaterial],
    );
    expect(lines).toEqual([
      ['09-2900', 250, undefined],
      ['26-5100', 345.5, undefined],
    ]);

    // A forced second run (a job retry) finds the invoice again and replaces its lines.
    const [row] = await t.database.db
      .select({ payAppId: payApps.payAppId })
      .from(payApps)
      .where(eq(payApps.guid, payApp.guid));
    const puts = fake.received('PUT', 'ProFormaInvoice').length;
    await t.app.billing.runAccountingPush({ payAppId: row!.payAppId });
    expect(fake.received('PUT', 'ProFormaInvoice').length).toBe(puts + 1);
    expect(fake.records('ProFormaInvoice').length).toBe(1);
    expect(
      fake.received('POST', 'Project').filter((r) => r.action === 'RunProjectBilling'),
    ).toHaveLength(1);
    expect((fake.records('ProFormaInvoice')[0]!.ProgressBilling as unknown[]).length).toBe(2);
  });

  it('a retainage release is not billed as a pro forma: the pay app says where to release it in Acumatica', async () => {
    const projectID = (await buildBillableProject({ ProjectName: 'Billing test' })).ProjectID;
    await callAs('pm', c.addPayApp, { body: { projectID } });
    await callAs('pm', c.setAmount, {
      body: { projectID, paymentApplicationType: 1, subCategoryCode: '09-2900', amount: '1000' },
    });
    await callAs('accounting', c.sendToAccounting, {
      body: { projectID, paymentApplicationType: 1 },
    });
    // Pay app 1's pro forma first (its job), so the release is measured against it.
    await expect
      .poll(
        async () =>
          (await callAs('pm', c.statuses, { query: { projectID } })).statuses[0]!.accounting.status,
        { timeout: 20_000, interval: 250 },
      )
      .toBe('synced');
    await callAs('pm', c.addRelease, { body: { projectID, releaseAmount: null } });
    const billings = fake
      .received('POST', 'Project')
      .filter((r) => r.action === 'RunProjectBilling');
    await callAs('accounting', c.sendToAccounting, {
      body: { projectID, paymentApplicationType: 2 },
    });
    let status = { status: '', error: null as string | null };
    await expect
      .poll(
        async () => {
          const { statuses } = await callAs('pm', c.statuses, { query: { projectID } });
          status = statuses.find((s) => s.paymentApplicationType === 2)!.accounting;
          return status.status;
        },
        { timeout: 20_000, interval: 250 },
      )
      .toBe('failed');
    expect(status.error).toMatch(
      new RegExp(`^Pay App 2 releases \\d+\\.\\d{2} of retainage on project ${projectID}`),
    );
    expect(status.error).toContain('Release AR Retainage (AR510000)');
    // No second billing run: a release bills no work.
    expect(
      fake.received('POST', 'Project').filter((r) => r.action === 'RunProjectBilling'),
    ).toHaveLength(billings.length);
  });
});

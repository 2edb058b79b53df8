import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingContract as c } from '@n5/shared/billing/contract';
import { FakeAcumaticaServer } from '../../lib/accounting/acumatica/fake-acumatica-server';
import { payApps } from '../../db/schema/index';
import { startPayAppAccounting } from '../../jobs/pay-app-accounting';
import { useTestApp } from '../../testing/build-test-app';
import { buildBillableProject } from './billable-project.test-helper';

let fake: FakeAcumaticaServer;
// Registered before the app's hooks: the fake server starts first and stops last.
beforeAll(async () => {
  fake = await FakeAcumaticaServer.start();
});
afterAll(async () => {
  await fake.close();
});
const { t, callAs, buildProject, buildCondition } = useTestApp(
  () => ({
    ACCOUNTING: 'acumatica',
    ACUMATICA_URL: fake.url,
    ACUMATICA_USERNAME: fake.credentials.name,
    ACUMATICA_PASSWORD: fake.credentials.password,
    ACUMATICA_TENANT: fake.credentials.tenant!,
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
    const projectID = await buildBillableProject({ t, buildProject, buildCondition });
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
    const lines = (invoice!.ProgressBilling as Array<Record<string, { value: unknown }>>).map(
      (l) => [l.ProjectTask!.value, l.AmountToInvoice!.value, l.StoredMaterial!.value],
    );
    expect(lines).toEqual([
      ['09-2900', 250, 0],
      ['26-5100', 300, 45.5],
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
    expect((fake.records('ProFormaInvoice')[0]!.ProgressBilling as unknown[]).length).toBe(2);
  });
});

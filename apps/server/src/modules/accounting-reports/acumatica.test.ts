import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { accountingReportsContract as c } from '@n5/shared/accounting-reports/contract';
import { billingContract } from '@n5/shared/billing/contract';
import { rowsOf } from '../../db/client';
import { useTestApp } from '../../testing/build-test-app';
import { FakeAcumaticaServer } from '../../testing/fake-acumatica-server';

let fake: FakeAcumaticaServer;
// Registered before the app's hooks: the fake server starts first and stops last.
beforeAll(async () => {
  fake = await FakeAcumaticaServer.start();
});
afterAll(async () => {
  await fake.close();
});
const { t, callAs, buildProject, buildBillableProject } = useTestApp(() => ({
  ...fake.settings,
}));

/**
 * A certified pay app of a billable project (its $1,000.00 row billed in full, certified by
 * Accounting): its project, number and frozen G702 lines 4 and 5.
 */
async function certifiedPayApp() {
  const projectID = (await buildBillableProject()).ProjectID;
  const which = { projectID, paymentApplicationType: 1 };
  await callAs('pm', billingContract.addPayApp, { body: { projectID } });
  await callAs('pm', billingContract.setAmount, {
    body: { ...which, subCategoryCode: '09-2900', amount: '1000' },
  });
  await callAs('accounting', billingContract.setStatus, { body: { ...which, status: 'Approved' } });
  const [row] = rowsOf<{ projectId: number; number: number; done: string; retained: string }>(
    await t.database.db.execute(sql`
      select project_id as "projectId", number,
             (certified->'g702'->>'totalCompletedAndStored')::numeric(14,2)::text as done,
             (certified->'g702'->>'retainage')::numeric(14,2)::text as retained
        from pay_apps where project_id = ${projectID} and number = 1`),
  );
  return row!;
}

const invoice = (fields: Record<string, unknown>) => ({
  Type: 'Invoice',
  Status: 'Open',
  Description: 'Service call',
  ...fields,
});

describe('accounting reports with ACCOUNTING=acumatica', () => {
  it('lists the month’s AR invoices of our projects; a pay app’s takes our frozen figures', async () => {
    const payApp = await certifiedPayApp();
    const service = await buildProject({ ProjectName: 'Acumatica T&M', StageType: 'In Progress' });
    fake.seed('Invoice', [
      invoice({
        ReferenceNbr: 'AR031001',
        Date: '2031-03-04T00:00:00',
        Project: String(payApp.projectId),
        Description: `Pay App ${payApp.number} - Billed`,
        Amount: 1234.5,
      }),
      invoice({
        ReferenceNbr: 'AR031002',
        Date: '2031-03-20T00:00:00',
        Project: String(service.ProjectID),
        Amount: 410,
      }),
      // Not ours, not an invoice, or not in the month: left out.
      invoice({ ReferenceNbr: 'AR031003', Date: '2031-03-05T00:00:00', Project: 'X', Amount: 9 }),
      invoice({
        ReferenceNbr: 'CM031004',
        Type: 'Credit Memo',
        Date: '2031-03-06T00:00:00',
        Project: String(service.ProjectID),
        Amount: 5,
      }),
      invoice({
        ReferenceNbr: 'AR030901',
        Date: '2031-02-09T00:00:00',
        Project: String(service.ProjectID),
        Amount: 77,
      }),
    ]);

    const { data } = await callAs('accounting', c.invoiceLog, { query: { date: '2031-03-01' } });
    expect(data).toEqual([
      expect.objectContaining({
        ProjectID: payApp.projectId,
        Reference: 'AR031001',
        PayAppNumber: payApp.number,
        InvoiceDate: '2031-03-04',
        Status: 'Open',
        CompletedAndStored: payApp.done,
        Retainage: payApp.retained,
        CurrentPaymentDue: '1234.50',
      }),
      expect.objectContaining({
        ProjectID: service.ProjectID,
        ProjectName: 'Acumatica T&M',
        Reference: 'AR031002',
        PayAppNumber: null,
        CompletedAndStored: null,
        Retainage: null,
        CurrentPaymentDue: '410.00',
      }),
    ]);
    // The month's bounds go over with their offset (the instance's own zone would move them).
    expect(fake.received('GET', 'Invoice')[0]!.query.$filter).toBe(
      "Type eq 'Invoice' and Date ge datetimeoffset'2031-03-01T00:00:00+00:00' and " +
        "Date lt datetimeoffset'2031-04-01T00:00:00+00:00'",
    );

    // Billed in March in Acumatica: not unbilled in March; unbilled in April, last billed 03-20.
    const march = await callAs('admin', c.unbilledProjects, {
      query: { month: '3', year: '2031' },
    });
    expect(march.some((r) => r.ProjectID === service.ProjectID)).toBe(false);
    const april = await callAs('admin', c.unbilledProjects, {
      query: { month: '4', year: '2031' },
    });
    expect(april.find((r) => r.ProjectID === service.ProjectID)).toMatchObject({
      LastBilledDate: '2031-03-20',
    });
  });
});

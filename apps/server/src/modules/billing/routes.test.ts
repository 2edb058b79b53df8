import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingContract as c } from '@n5/shared/billing/contract';
import { PAY_APP_NOTIFICATION_GROUP } from '@n5/shared/billing/constants';
import { contractsContract } from '@n5/shared/contracts/contract';
import { emailContract } from '@n5/shared/email/contract';
import { payappContract } from '@n5/shared/payapp/contract';
import { auditLog, emailOutbox, payApps } from '../../db/schema/index';
import { useTestApp } from '../../testing/build-test-app';
import { pdfPageTexts } from '../../testing/pdf-text';
import { money } from '../payapp/index';

const { t, callAs, refusedAs, userOf, buildProject, buildBillableProject } = useTestApp();

const billableProject = async (name?: string) =>
  (await buildBillableProject(name ? { ProjectName: name } : {})).ProjectID;

const invoicing = (projectID: number) => callAs('pm', c.clientInvoicing, { query: { projectID } });
const add = (projectID: number) => callAs('pm', c.addPayApp, { body: { projectID } });
/** Certifies pay app n as Accounting does (status Approved; permission 3 or 1). */
const certify = (projectID: number, paymentApplicationType: number) =>
  callAs('accounting', c.setStatus, {
    body: { projectID, paymentApplicationType, status: 'Approved' },
  });

describe('Invoice tab', () => {
  it('has no pay app ("No invoice") at first, and refuses one without an approved contract (400)', async () => {
    const project = await buildProject();
    const reply = await invoicing(project.ProjectID);
    expect(reply.payapps).toEqual([]);
    expect(reply.paqty).toBe(0);
    expect(reply.totals.adjustedTotal).toBe('0.00');
    const refused = await refusedAs('pm', c.addPayApp, { body: { projectID: project.ProjectID } });
    expect(refused.status).toBe(400);
    expect(refused.error.message).toMatch(/no approved client contract/);
    const billable = await invoicing(await billableProject());
    expect(billable).toMatchObject({ paqty: 0, payApps: [] });
    expect(billable.payapps.map((r) => r.subCategoryCode)).toEqual(['09-2900', '26-5100']);
  });

  it('creates pay apps 1, 2 in turn with the Base retention, and answers 404 for unknown ones', async () => {
    const projectID = await billableProject();
    expect((await add(projectID)).paymentApplicationType).toBe(1);
    // Pay apps are certified in number order: the next one only once the last is certified.
    const early = await refusedAs('pm', c.addPayApp, { body: { projectID } });
    expect(early).toMatchObject({ status: 409 });
    expect(early.error.message).toBe(
      'Pay app 1 is Preparing: it must be certified (approved by the client or sent to accounting) before pay app 2 is added.',
    );
    await certify(projectID, 1);
    const second = await add(projectID);
    expect(second.paymentApplicationType).toBe(2);
    const { statuses } = await callAs('pm', c.statuses, { query: { projectID } });
    expect(statuses.map((s) => [s.paymentApplicationType, s.status, s.retainageRate])).toEqual([
      [1, 'Approved', '0.100000'],
      [2, 'Preparing', '0.100000'],
    ]);
    const { guid } = await callAs('pm', c.guid, {
      query: { projectID, paymentApplicationType: 2 },
    });
    expect(guid).toBe(second.guid);
    expect(
      (await refusedAs('pm', c.guid, { query: { projectID, paymentApplicationType: 9 } })).status,
    ).toBe(404);
    expect((await refusedAs('pm', c.addPayApp, { body: { projectID: 99999999 } })).status).toBe(
      404,
    );
    expect(
      (await refusedAs('pm', c.clientInvoicing, { query: { projectID: 'x' as never } })).status,
    ).toBe(400);
    expect((await refusedAs('field', c.clientInvoicing, { query: { projectID } })).status).toBe(
      403,
    );
  });

  it('enters amounts and percents, a whole column by percent, and sums the footer', async () => {
    const projectID = await billableProject();
    await add(projectID);
    await callAs('pm', c.setAmount, {
      body: { projectID, paymentApplicationType: 1, subCategoryCode: '09-2900', amount: '250.00' },
    });
    await callAs('pm', c.setAmount, {
      body: { projectID, paymentApplicationType: 1, subCategoryCode: '26-5100', percent: '12.5' },
    });
    await callAs('pm', c.setAmount, {
      body: { projectID, paymentApplicationType: 1, subCategoryCode: '26-5100', stored: '40.00' },
    });
    await certify(projectID, 1);
    await add(projectID);
    // A third of the contract, split so the rows add up to the column exactly.
    await callAs('pm', c.setColumn, {
      body: { projectID, paymentApplicationType: 2, percent: '33.3333' },
    });
    const reply = await invoicing(projectID);
    const [gypsum, lighting] = reply.payapps;
    expect(gypsum).toMatchObject({
      subCategoryCode: '09-2900',
      adjusted: '1000.00',
      apps: { '1': { amount: '250.00', pct: '0.2500' }, '2': { amount: '333.33' } },
    });
    expect(lighting!.apps['1']).toEqual({
      amount: '375.00',
      pct: '0.1250',
      stored: '40.00',
      rate: null,
    });
    // The stored materials carried forward to pay app 2 (column F, until installed).
    expect(lighting!.apps['2']).toMatchObject({ amount: '1000.00', stored: '40.00' });
    expect(reply.totals.apps['2']!.amount).toBe('1333.33');
    // Total Invoiced: the work on both pay apps and the latest one's stored materials.
    expect(reply.totals).toMatchObject({
      baseTotal: '4000.00',
      adjustedTotal: '4000.00',
      storedToDateTotal: '40.00',
      totalInvoicedTotal: '1998.33',
      balanceToInvoiceTotal: '2001.67',
      payAppCount: 2,
    });
    const { totals } = await callAs('pm', c.clientInvoicingTotals, { query: { projectID } });
    expect(totals).toEqual(reply.totals);
  });

  it('refuses bad amounts (400), billing past the schedule without 3 and 1 (403), unknown pay apps (404)', async () => {
    const projectID = await billableProject();
    await add(projectID);
    const cell = { projectID, paymentApplicationType: 1, subCategoryCode: '09-2900' };
    const both = await refusedAs('pm', c.setAmount, {
      body: { ...cell, amount: '1', percent: '1' },
    });
    expect(both.status).toBe(400);
    expect((await refusedAs('pm', c.setAmount, { body: { ...cell, amount: 'abc' } })).status).toBe(
      400,
    );
    expect((await refusedAs('pm', c.setAmount, { body: { ...cell, amount: '-5' } })).status).toBe(
      400,
    );
    expect(
      (await refusedAs('pm', c.setAmount, { body: { ...cell, amount: '1.234' } })).status,
    ).toBe(400);
    const unscheduled = await refusedAs('pm', c.setAmount, {
      body: { ...cell, subCategoryCode: '03-3000', amount: '5' },
    });
    expect(unscheduled).toMatchObject({ status: 400 });
    expect(unscheduled.error.message).toMatch(/not on this project's schedule/);
    const past = await refusedAs('pm', c.setAmount, { body: { ...cell, amount: '1000.01' } });
    expect(past.status).toBe(403);
    expect(past.error.message).toMatch(
      /past its scheduled value of \$1,000\.00; only someone holding the Billing and Billing manager permissions/,
    );
    expect((await refusedAs('pm', c.setColumn, { body: { ...cell, percent: '101' } })).status).toBe(
      403,
    );
    // Accounting holds permissions 3 and 1: billing past the schedule is allowed.
    await callAs('accounting', c.setAmount, { body: { ...cell, amount: '1100.00' } });
    expect(
      (
        await refusedAs('pm', c.setAmount, {
          body: { ...cell, paymentApplicationType: 7, amount: '1' },
        })
      ).status,
    ).toBe(404);
  });

  it('changes retainage rates with an audit row naming who, and refuses rates over 100%', async () => {
    const projectID = await billableProject();
    await add(projectID);
    const { payApp } = await callAs('pm', c.setRetainage, {
      body: {
        projectID,
        paymentApplicationType: 1,
        retainagePercent: '5',
        storedRetainagePercent: null,
      },
    });
    expect(payApp.retainageRate).toBe('0.050000');
    // This pay app's rows only, in the order written: other tests audit other pay apps.
    const [row] = await t.database.db
      .select({ payAppId: payApps.payAppId })
      .from(payApps)
      .where(eq(payApps.guid, payApp.guid));
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'pay_app'),
          eq(auditLog.entityId, String(row!.payAppId)),
          eq(auditLog.field, 'retainageRate'),
        ),
      )
      .orderBy(asc(auditLog.auditId));
    const { UserID: pm } = await userOf('pm');
    expect(audit.at(-1)).toMatchObject({ oldValue: '0.100000', newValue: '0.050000', userId: pm });
    // The next pay app keeps the changed rate.
    await certify(projectID, 1);
    await add(projectID);
    const { statuses } = await callAs('pm', c.statuses, { query: { projectID } });
    expect(statuses[1]!.retainageRate).toBe('0.050000');
    const over = await refusedAs('pm', c.setRetainage, {
      body: {
        projectID,
        paymentApplicationType: 2,
        retainagePercent: '120',
        storedRetainagePercent: null,
      },
    });
    expect(over.status).toBe(400);
  });

  it('lets only permission 3 or 1 change status; certifies on Approved; never goes back (409)', async () => {
    const projectID = await billableProject();
    await add(projectID);
    const cell = { projectID, paymentApplicationType: 1, subCategoryCode: '09-2900' };
    await callAs('pm', c.setAmount, { body: { ...cell, amount: '100.00' } });
    const status = (s: 'Approved' | 'Invoiced' | 'Preparing' | 'Paid') => ({
      body: { projectID, paymentApplicationType: 1, status: s },
    });
    expect((await refusedAs('pm', c.setStatus, status('Approved'))).status).toBe(403);
    const { payApp } = await callAs('accounting', c.setStatus, status('Approved'));
    expect(payApp).toMatchObject({ status: 'Approved', certifiedBy: 'accounting' });
    expect(payApp.certifiedByName).toBeTruthy();
    // Certified: frozen for everyone, even with 3 and 1.
    expect(
      (await refusedAs('accounting', c.setAmount, { body: { ...cell, amount: '5' } })).status,
    ).toBe(409);
    expect((await refusedAs('accounting', c.setStatus, status('Preparing'))).status).toBe(409);
    await callAs('accounting', c.setStatus, status('Invoiced'));
    // Invoiced: amounts need permissions 3 and 1 (403), and stay frozen for them (409).
    expect((await refusedAs('pm', c.setAmount, { body: { ...cell, amount: '5' } })).status).toBe(
      403,
    );
    const reply = await invoicing(projectID);
    expect(reply.invoicedPayAppTypes).toBe('1');
    // The same status again changes nothing.
    await callAs('accounting', c.setStatus, status('Invoiced'));
    // The contract tables' Invoiced (and, once Paid, Paid): the one approved contract's row and
    // the Approved footer.
    const invoicedOf = async () => {
      const { contracts } = await callAs('pm', contractsContract.clientContracts, {
        query: { projectID },
      });
      const { totals } = await callAs('pm', contractsContract.clientContractsTotals, {
        query: { projectID },
      });
      const base = contracts.find((x) => x.ContractType === 'Base')!;
      return [
        base.InvoicedTotal,
        base.ReceivedTotal,
        totals.Approved.InvoicedTotal,
        totals.Approved.ReceivedTotal,
      ];
    };
    // Invoiced = line 4 of the latest certified pay app; Paid = the cash received: the payments
    // recorded (issue 31), which make the pay app Paid once they cover line 8 (100.00 less 10%).
    expect(await invoicedOf()).toEqual(['100.00', '0.00', '100.00', '0.00']);
    expect((await refusedAs('accounting', c.setStatus, status('Paid'))).status).toBe(409);
    const { status: paid } = await callAs('accounting', c.recordPayment, {
      body: {
        ...{ projectID, paymentApplicationType: 1, amount: '90.00' },
        ...{ receivedOn: '2026-11-02', reference: 'A1' },
      },
    });
    expect(paid).toBe('Paid');
    expect(await invoicedOf()).toEqual(['100.00', '90.00', '100.00', '90.00']);
  });

  it('sends to the client: comma-joined recipients, the group copied, the link, Pending', async () => {
    const projectID = await billableProject('Harbor billing');
    const created = await add(projectID);
    await callAs('admin', emailContract.saveGroup, {
      body: {
        name: PAY_APP_NOTIFICATION_GROUP,
        description: 'Copied on pay app emails',
        members: ['billing@n5.local'],
      },
    });
    const empty = await refusedAs('pm', c.sendToClient, {
      body: { projectID, paymentApplicationType: 1, recipients: [' '], message: 'Hi' },
    });
    expect(empty).toMatchObject({ status: 400 });
    expect(empty.error.message).toBe('Add at least one client email.');
    const details = await callAs('pm', c.email, {
      query: { projectID, paymentApplicationType: 1 },
    });
    expect(details.link).toContain(`/payapp?i=${created.guid}`);
    await callAs('pm', c.setAmount, {
      body: { projectID, paymentApplicationType: 1, subCategoryCode: '09-2900', amount: '400' },
    });
    const sent = await callAs('pm', c.sendToClient, {
      body: {
        projectID,
        paymentApplicationType: 1,
        recipients: ['owner@example.com', 'ap@example.com'],
        message: 'Pay app 1 for your approval.',
      },
    });
    expect(sent.emailedTo).toBe('owner@example.com, ap@example.com');
    expect(sent.payApp).toMatchObject({ status: 'Pending', sentTo: sent.emailedTo });
    const [email] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.relatedEntity, 'pay_app'));
    expect(email).toMatchObject({
      toAddresses: ['owner@example.com', 'ap@example.com'],
      ccAddresses: ['billing@n5.local'],
    });
    expect(email!.subject).toContain('Harbor billing');
    expect(email!.textBody).toContain(`/payapp?i=${created.guid}`);
    // Issue 31 item 7: the amount due in the text, the G702/G703 PDF attached.
    const { g702 } = (
      await callAs('anonymous', payappContract.grandTotals, { query: { guid: created.guid } })
    ).payAppApprovalGrandTotals;
    expect(email!.textBody).toContain(
      `Current payment due (G702 line 8): ${money(g702.currentPaymentDue)}.`,
    );
    expect(email!.attachments).toHaveLength(1);
    const [attachment] = email!.attachments;
    expect(attachment).toMatchObject({
      fileName: 'Payment Application 1 - Harbor billing.pdf',
      contentType: 'application/pdf',
    });
    const pages = await pdfPageTexts(Buffer.from(attachment!.contentBase64, 'base64'));
    expect(pages[0]).toContain('TO (CLIENT):');
    expect(pages[0]).toContain(money(g702.currentPaymentDue));
  });

  it('sends to accounting once: certifies Approved and pushes; a second time is 409', async () => {
    const projectID = await billableProject();
    await add(projectID);
    await callAs('pm', c.setAmount, {
      body: { projectID, paymentApplicationType: 1, subCategoryCode: '09-2900', amount: '400' },
    });
    // Sending to accounting certifies: permission 3 or 1, as the status dropdown (403).
    const pm = await refusedAs('pm', c.sendToAccounting, {
      body: { projectID, paymentApplicationType: 1 },
    });
    expect(pm.status).toBe(403);
    const { payApp } = await callAs('accounting', c.sendToAccounting, {
      body: { projectID, paymentApplicationType: 1 },
    });
    expect(payApp).toMatchObject({
      status: 'Approved',
      certifiedBy: 'accounting',
      accounting: { status: 'synced', error: null },
    });
    const again = await refusedAs('accounting', c.sendToAccounting, {
      body: { projectID, paymentApplicationType: 1 },
    });
    expect(again.status).toBe(409);
    expect(
      (
        await refusedAs('pm', c.sendToClient, {
          body: { projectID, paymentApplicationType: 1, recipients: ['a@b.co'], message: '' },
        })
      ).status,
    ).toBe(409);
  });
});

import { describe, expect, it } from 'vitest';
import { billingContract as c } from '@n5/shared/billing/contract';
import { payappContract } from '@n5/shared/payapp/contract';
import { useTestApp } from '../../testing/build-test-app';
import { pdfPageTexts } from '../../testing/pdf-text';

const { callAs, refusedAs, requestAs, buildBillableProject } = useTestApp();

const today = new Date().toISOString().slice(0, 10);
const which = (projectID: number, paymentApplicationType = 1) => ({
  projectID,
  paymentApplicationType,
});
const setDates = (projectID: number, n: number, periodTo: string, applicationDate: string) =>
  callAs('pm', c.setDates, { body: { ...which(projectID, n), periodTo, applicationDate } });
const certify = (projectID: number, n: number) =>
  callAs('accounting', c.setStatus, { body: { ...which(projectID, n), status: 'Approved' } });
const header = async (guid: string) =>
  (await callAs('anonymous', payappContract.grandTotals, { query: { guid } }))
    .payAppApprovalGrandTotals;

describe('pay app dates (issue 31 item 6)', () => {
  it('defaults to today, takes the user’s dates, shows them on the page and the PDF, and freezes them', async () => {
    const projectID = (await buildBillableProject()).ProjectID;
    const added = await callAs('pm', c.addPayApp, { body: { projectID } });
    const { payApps } = await callAs('pm', c.clientInvoicing, { query: { projectID } });
    expect(payApps[0]).toMatchObject({ periodTo: today, applicationDate: today });

    const { payApp } = await setDates(projectID, 1, '2026-10-31', '2026-10-25');
    expect(payApp).toMatchObject({ periodTo: '2026-10-31', applicationDate: '2026-10-25' });
    expect(await header(added.guid)).toMatchObject({
      periodTo: '2026-10-31',
      applicationDate: '2026-10-25',
    });
    await certify(projectID, 1);
    const pdf = await requestAs('anonymous', payappContract.pdf, { query: { guid: added.guid } });
    const text = (await pdfPageTexts(pdf.rawPayload)).join('\n');
    // The PDF prints days as the screens do, and names us as the contractor (issue 40 item 18).
    expect(text).toContain('Application date: 10/25/2026');
    expect(text).toContain('Period to: 10/31/2026');
    expect(text).toContain('FROM (CONTRACTOR): N5 Mechanical & Construction, Inc.');

    // Frozen with the figures: 409 for everyone, even with permissions 3 and 1.
    const frozen = await refusedAs('accounting', c.setDates, {
      body: { ...which(projectID), periodTo: '2026-11-30', applicationDate: '2026-11-30' },
    });
    expect(frozen).toMatchObject({ status: 409 });
    expect(frozen.error.message).toBe(
      'Pay app 1 is Approved: its figures were certified and do not change.',
    );
    expect(await header(added.guid)).toMatchObject({ periodTo: '2026-10-31' });

    // The next one starts today and may not run back before pay app 1.
    await callAs('pm', c.addPayApp, { body: { projectID } });
    const before = await refusedAs('pm', c.setDates, {
      body: { ...which(projectID, 2), periodTo: '2026-10-30', applicationDate: '2026-11-25' },
    });
    expect(before).toMatchObject({ status: 400 });
    expect(before.error.message).toBe(
      "Period to (2026-10-30) cannot be before pay app 1's period to (2026-10-31).",
    );
    const early = await refusedAs('pm', c.setDates, {
      body: { ...which(projectID, 2), periodTo: '2026-11-30', applicationDate: '2026-10-24' },
    });
    expect(early.error.message).toBe(
      "The application date (2026-10-24) cannot be before pay app 1's (2026-10-25).",
    );
    await setDates(projectID, 2, '2026-11-30', '2026-11-25');
  });

  it('refuses a date that is not a calendar day (400), a sent pay app (409) and unknown ones (404)', async () => {
    const projectID = (await buildBillableProject()).ProjectID;
    await callAs('pm', c.addPayApp, { body: { projectID } });
    for (const periodTo of ['2026-02-29', '11/30/2026', '1999-12-31', ''] as const) {
      const refused = await refusedAs('pm', c.setDates, {
        body: { ...which(projectID), periodTo, applicationDate: today },
      });
      expect(refused.status).toBe(400);
    }
    expect(
      (
        await refusedAs('pm', c.setDates, {
          body: { ...which(projectID, 7), periodTo: today, applicationDate: today },
        })
      ).status,
    ).toBe(404);
    await callAs('pm', c.sendToClient, {
      body: { ...which(projectID), recipients: ['client@example.com'], message: '' },
    });
    const sent = await refusedAs('pm', c.setDates, {
      body: { ...which(projectID), periodTo: today, applicationDate: today },
    });
    expect(sent).toMatchObject({ status: 409 });
    expect(sent.error.message).toMatch(/sent to the client/);
    expect(
      (
        await refusedAs('field', c.setDates, {
          body: { ...which(projectID), periodTo: today, applicationDate: today },
        })
      ).status,
    ).toBe(403);
  });
});

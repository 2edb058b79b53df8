import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailContract } from '@n5/shared/email/contract';
import { payappContract as c } from '@n5/shared/payapp/contract';
import { usDateText } from '@n5/shared/core/company-time';
import { G702_LINES } from '@n5/shared/payapp/texts';
import { auditLog, payAppDecisions, payAppLines, payApps, projects } from '../../db/schema/index';
import { buildTestApp, useTestApp } from '../../testing/build-test-app';
import { pdfPageTexts } from '../../testing/pdf-text';
import { createTestClient } from '../../testing/test-client';
import { buildPayApp } from '../../testing/factories/billing';
import { projectBilling } from '../billing/index';
import { money, percent } from './pdf/pdf-format';

const { t, callAs, refusedAs, requestAs, userOf, buildProject, buildBillableProject } =
  useTestApp();
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const ANY_HASH = '0'.repeat(64);
/** The hash of the figures the page shows now (what the page's approve and reject send). */
const hashOf = async (guid: string) =>
  (await callAs('anonymous', c.grandTotals, { query: { guid } })).payAppApprovalGrandTotals
    .figuresHash;

/** A billable project (an approved, priced Base) whose project manager, with an email, is the PM. */
async function billableWithPm() {
  const pm = await userOf('pm');
  const project = await buildBillableProject({ ProjectManagerID: pm.UserID });
  return { project_id: project.ProjectID, pm_email: pm.EmailAddress, pm_name: pm.DisplayName };
}

/** A pay app made through the Invoice tab's calls (10% of every row, sent when Pending). */
const fixture = async (status: 'Preparing' | 'Pending', projectID?: number) =>
  buildPayApp((contract, input) => callAs('superuser', contract, input), {
    projectID: projectID ?? (await buildBillableProject()).ProjectID,
    status,
  });
const page = async (guid: string) => ({
  header: (await callAs('anonymous', c.grandTotals, { query: { guid } })).payAppApprovalGrandTotals,
  groups: (await callAs('anonymous', c.subtotals, { query: { guid } })).payAppApprovalSubtotals,
});
const decisionsOf = (guid: string) =>
  t.database.db
    .select({
      decision: payAppDecisions.decision,
      reason: payAppDecisions.reason,
      ip: payAppDecisions.ipAddress,
      ua: payAppDecisions.userAgent,
    })
    .from(payAppDecisions)
    .innerJoin(payApps, eq(payApps.payAppId, payAppDecisions.payAppId))
    .where(eq(payApps.guid, guid));
async function mailOf(guid: string) {
  const outbox = await callAs('admin', emailContract.listOutbox, { query: { pageSize: 100 } });
  const mails = outbox.messages.filter(
    (m) => m.relatedEntity === 'pay_app' && m.relatedId === guid,
  );
  return Promise.all(
    mails.map((m) =>
      callAs('admin', emailContract.getOutboxMessage, { params: { id: m.emailId } }),
    ),
  );
}
/** Cents of money text, exactly ("-12.30" → -1230). */
const sumOf = (values: string[]) =>
  values.reduce((total, v) => total + BigInt(v.replace('.', '')), 0n).toString();
const cents = (v: string) => BigInt(v.replace('.', '')).toString();

describe('pay app page reads (spec 3 §7 "Pay app")', () => {
  it('answers the header, G702 and the G703 groups of that pay app only, adding up to the cent', async () => {
    const project = await billableWithPm();
    const app = await fixture('Pending', project.project_id);
    const { header, groups } = await page(app.guid);
    expect(header).toMatchObject({
      Status: 'Pending',
      projectID: project.project_id,
      paymentApplicationType: app.number,
      PMEmail: project.pm_email,
      certifiedBy: null,
    });
    // Only this project's schedule (the page never shows another project's rows).
    const billing = await projectBilling(t.database.db, project.project_id);
    const codes = groups.flatMap((g) => g.subCategories.map((r) => r.subCategoryCode));
    expect(new Set(codes)).toEqual(new Set(billing.schedule.map((s) => s.subCategoryCode)));
    // Every total row is the sum of its rows; the grand totals the sum of the groups.
    for (const key of [
      'base',
      'thisPeriod',
      'storedMaterials',
      'totalCompleted',
      'retainage',
    ] as const) {
      for (const group of groups)
        expect(sumOf(group.subCategories.map((r) => r[key]))).toBe(cents(group[key]));
      expect(sumOf(groups.map((g) => g[key]))).toBe(cents(header[key]));
    }
    expect(header.g702.totalCompletedAndStored).toBe(header.totalCompleted);
    expect(header.g702.retainage).toBe(header.retainage);
    expect(BigInt(cents(header.thisPeriod))).toBeGreaterThan(0n);
    expect(BigInt(cents(header.storedMaterials))).toBeGreaterThan(0n);
  });

  it('a pay app with nothing scheduled yet reads as zeros with no groups, and its PDF still renders', async () => {
    const project = await buildProject();
    const [row] = await t.database.db
      .insert(payApps)
      .values({ projectId: project.ProjectID, number: 1, status: 'Pending' })
      .returning({ guid: payApps.guid });
    const { header, groups } = await page(row!.guid);
    expect(groups).toEqual([]);
    expect(header).toMatchObject({ projectID: project.ProjectID, totalCompleted: '0.00' });
    expect(header.g702.currentPaymentDue).toBe('0.00');
    const pdf = await requestAs('anonymous', c.pdf, { query: { guid: row!.guid } });
    expect((await pdfPageTexts(pdf.rawPayload)).join(' ')).toContain('GRAND TOTALS $0.00');
  });

  it('404s an unknown GUID on every call and 400s what is not a GUID', async () => {
    for (const contract of [c.grandTotals, c.subtotals, c.pdf]) {
      const refusal = await refusedAs('anonymous', contract, { query: { guid: UNKNOWN } });
      expect(refusal).toEqual({
        status: 404,
        error: { code: 'NOT_FOUND', message: 'There is no such payment application.' },
      });
      expect((await refusedAs('anonymous', contract, { query: { guid: '42' } })).status).toBe(400);
    }
    expect(
      (await refusedAs('anonymous', c.approved, { body: { guid: UNKNOWN, figuresHash: ANY_HASH } }))
        .status,
    ).toBe(404);
    expect(
      (
        await refusedAs('anonymous', c.rejected, {
          body: { guid: UNKNOWN, figuresHash: ANY_HASH, reason: 'Wrong totals' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('approve', () => {
  it('certifies once (409 after), records the decision, emails the PM and freezes the figures', async () => {
    const project = await billableWithPm();
    const app = await fixture('Pending', project.project_id);
    const before = await page(app.guid);

    const reply = await callAs('anonymous', c.approved, {
      body: { guid: app.guid, figuresHash: await hashOf(app.guid) },
    });
    expect(reply).toEqual({ Status: 'Approved', NotifiedName: project.pm_name });
    const approved = await page(app.guid);
    expect(approved.header).toMatchObject({ Status: 'Approved', certifiedBy: 'client' });
    expect(approved.groups).toEqual(before.groups);
    expect(approved.header.g702).toEqual(before.header.g702);

    const again = await refusedAs('anonymous', c.approved, {
      body: { guid: app.guid, figuresHash: await hashOf(app.guid) },
    });
    expect(again).toEqual({
      status: 409,
      error: {
        code: 'CONFLICT',
        message: 'This payment application is Approved; only a pending one can be approved.',
      },
    });
    const reject = await refusedAs('anonymous', c.rejected, {
      body: { guid: app.guid, figuresHash: await hashOf(app.guid), reason: 'Too late now' },
    });
    expect(reject.status).toBe(409);

    expect(await decisionsOf(app.guid)).toEqual([
      { decision: 'approved', reason: null, ip: '127.0.0.1', ua: 'lightMyRequest' },
    ]);
    const [mail, ...more] = await mailOf(app.guid);
    expect(more).toEqual([]);
    expect(mail!.to).toEqual([project.pm_email]);
    expect(mail!.subject).toBe(
      `Payment Application #${app.number} approved: #${project.project_id} ${approved.header.projectName}${approved.header.workLocationName ? ` - ${approved.header.workLocationName}` : ''}`,
    );
    expect(mail!.text).toContain(`/payapp?i=${app.guid}`);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'pay_app_decision'));
    expect(audit.length).toBeGreaterThan(0);

    // A later edit of its lines changes nothing the client approved (page and PDF).
    const [row] = await t.database.db.select().from(payApps).where(eq(payApps.guid, app.guid));
    await t.database.db
      .update(payAppLines)
      .set({ work: '987654.32' })
      .where(eq(payAppLines.payAppId, row!.payAppId));
    const after = await page(app.guid);
    expect(after.groups).toEqual(before.groups);
    expect(after.header.g702).toEqual(before.header.g702);
    const pdf = await requestAs('anonymous', c.pdf, { query: { guid: app.guid } });
    const text = (await pdfPageTexts(pdf.rawPayload)).join('\n');
    expect(text).not.toContain('987,654.32');
    expect(text).toContain(money(before.header.g702.currentPaymentDue));
    expect(text).toContain('Certified: approved by the client');
  });

  it('a canceled project refuses the decision (409, the page says why); a completed one still takes it', async () => {
    const canceled = await fixture('Pending');
    await t.database.db
      .update(projects)
      .set({ stageType: 'Canceled' })
      .where(eq(projects.projectId, canceled.projectID));
    const { header } = await page(canceled.guid);
    expect(header.closedMessage).toMatch(
      /^This project is canceled, so this can no longer be approved online\. Please call your project manager/,
    );
    const refused = await requestAs('anonymous', c.approved, {
      body: { guid: canceled.guid, figuresHash: header.figuresHash },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { message: header.closedMessage } });
    expect(await decisionsOf(canceled.guid)).toEqual([]);

    const completed = await fixture('Pending');
    await t.database.db
      .update(projects)
      .set({ stageType: 'Completed' })
      .where(eq(projects.projectId, completed.projectID));
    expect((await page(completed.guid)).header.closedMessage).toBeNull();
    const approved = await callAs('anonymous', c.approved, {
      body: { guid: completed.guid, figuresHash: await hashOf(completed.guid) },
    });
    expect(approved.Status).toBe('Approved');
  });

  it('two approvals at once: one is taken, the other is a 409, one decision and one email', async () => {
    const project = await billableWithPm();
    const app = await fixture('Pending', project.project_id);
    const figuresHash = await hashOf(app.guid);
    const codes = (
      await Promise.all(
        [0, 1, 2].map(() =>
          requestAs('anonymous', c.approved, { body: { guid: app.guid, figuresHash } }),
        ),
      )
    )
      .map((r) => r.statusCode)
      .sort();
    expect(codes).toEqual([200, 409, 409]);
    expect(await decisionsOf(app.guid)).toHaveLength(1);
    expect(await mailOf(app.guid)).toHaveLength(1);
  });

  it('an approval and a rejection at once: one is taken, the other is a 409', async () => {
    const project = await billableWithPm();
    const app = await fixture('Pending', project.project_id);
    const [approved, rejected] = await Promise.all([
      requestAs('anonymous', c.approved, {
        body: { guid: app.guid, figuresHash: await hashOf(app.guid) },
      }),
      requestAs('anonymous', c.rejected, {
        body: { guid: app.guid, figuresHash: await hashOf(app.guid), reason: 'Not this month' },
      }),
    ]);
    expect([approved.statusCode, rejected.statusCode].sort()).toEqual([200, 409]);
    const [decision, ...more] = await decisionsOf(app.guid);
    expect(more).toEqual([]);
    const { header } = await page(app.guid);
    expect(header.Status).toBe(decision!.decision === 'approved' ? 'Approved' : 'Preparing');
    expect(header.certifiedBy).toBe(decision!.decision === 'approved' ? 'client' : null);
  });

  it('a Preparing pay app cannot be approved or rejected', async () => {
    const app = await fixture('Preparing');
    expect((await page(app.guid)).header.Status).toBe('Preparing');
    expect(
      (
        await refusedAs('anonymous', c.approved, {
          body: { guid: app.guid, figuresHash: await hashOf(app.guid) },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await refusedAs('anonymous', c.rejected, {
          body: { guid: app.guid, figuresHash: await hashOf(app.guid), reason: 'Not yet ok' },
        })
      ).status,
    ).toBe(409);
    expect(await decisionsOf(app.guid)).toEqual([]);
  });
});

describe('reject', () => {
  it('needs a 5-character reason, returns it to Preparing, stores and emails the reason, and 409s again', async () => {
    const project = await billableWithPm();
    const app = await fixture('Pending', project.project_id);
    for (const reason of ['abcd', '   abcd   ', '']) {
      const refusal = await refusedAs('anonymous', c.rejected, {
        body: { guid: app.guid, figuresHash: await hashOf(app.guid), reason },
      });
      expect(refusal.status).toBe(400);
      expect(refusal.error.message).toMatch(/reason.*at least 5 characters/);
    }
    expect(
      (
        await refusedAs('anonymous', c.rejected, {
          body: { guid: app.guid, figuresHash: await hashOf(app.guid) },
        })
      ).status,
    ).toBe(400);
    const reason = 'Line 3 bills more stored material than is on site.';
    expect(
      await callAs('anonymous', c.rejected, {
        body: { guid: app.guid, figuresHash: await hashOf(app.guid), reason: ` ${reason} ` },
      }),
      // The client is told who got the reason (issue 40 item 10).
    ).toEqual({ Status: 'Preparing', NotifiedName: project.pm_name });
    expect((await page(app.guid)).header).toMatchObject({ Status: 'Preparing', certifiedBy: null });
    expect(await decisionsOf(app.guid)).toEqual([
      { decision: 'rejected', reason, ip: '127.0.0.1', ua: 'lightMyRequest' },
    ]);
    const [mail] = await mailOf(app.guid);
    expect(mail!.to).toEqual([project.pm_email]);
    expect(mail!.subject).toMatch(new RegExp(`^Payment Application #${app.number} rejected: `));
    expect(mail!.text).toContain(reason);

    const again = await refusedAs('anonymous', c.rejected, {
      body: { guid: app.guid, figuresHash: await hashOf(app.guid), reason },
    });
    expect(again).toEqual({
      status: 409,
      error: {
        code: 'CONFLICT',
        message: 'This payment application is Preparing; only a pending one can be rejected.',
      },
    });
    expect(await mailOf(app.guid)).toHaveLength(1);
  });
});

describe('the G702/G703 PDF', () => {
  it("prints the page's figures: every G702 line, every row and the GRAND TOTALS", async () => {
    const app = await fixture('Pending');
    const { header, groups } = await page(app.guid);
    const response = await requestAs('anonymous', c.pdf, { query: { guid: app.guid } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="payment-application-/,
    );
    const pages = await pdfPageTexts(response.rawPayload);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const [g702, ...g703Pages] = pages;
    const g703 = g703Pages.join('\n');
    expect(g702).toContain('APPLICATION AND CERTIFICATE FOR PAYMENT');
    expect(g702).toContain(`Application No.: ${header.paymentApplicationType}`);
    expect(g702).toContain('Not certified (status Pending)');
    // Issue 31 item 7: the form's blocks, 5a/5b with their rates, the certification to sign.
    for (const text of [
      'TO (CLIENT):',
      'FROM (CONTRACTOR):',
      'N5 Mechanical & Construction, Inc.',
      'PROJECT:',
      `Application date: ${usDateText(header.applicationDate)}`,
      `Period to: ${usDateText(header.periodTo)}`,
      'Contract date:',
      "CONTRACTOR'S CERTIFICATION",
      'By:',
      'Signature',
      'Change Order Summary',
    ])
      expect(g702).toContain(text);
    expect(g702).toMatch(/5a \d+\.\d\d% of Completed Work/);
    expect(g702).toMatch(/5b \d+\.\d\d% of Stored Material/);
    for (const letter of 'ABCDEFGHIJ') expect(g703).toContain(`${letter} `);
    expect(g703).toContain('% (G ÷ C)');
    expect(percent('0.4527')).toBe('45.27%');
    for (const [number, , field] of G702_LINES) {
      expect(g702, `line ${number}`).toContain(`${number} `);
      expect(g702, `line ${number}`).toContain(money(header.g702[field]));
    }
    const grand = [
      header.base,
      header.approvedChanges,
      header.revisedValues,
      header.previousPeriod,
      header.thisPeriod,
      header.storedMaterials,
      header.totalCompleted,
    ].map(money);
    const row = `GRAND TOTALS ${[...grand, percent(header.percentComplete), money(header.balanceToFinish), money(header.retainage)].join(' ')}`;
    expect(g703).toContain(row);
    for (const group of groups) {
      expect(g703).toContain(`${group.mainCategoryName} Total ${money(group.base)}`);
      for (const r of group.subCategories) expect(g703).toContain(`${r.subCategoryCode} `);
      for (const r of group.subCategories) expect(g703).toContain(percent(r.percentComplete));
    }
  });
});

describe('rate limit', () => {
  it('limits the public pay app calls per address (429)', async () => {
    const limited = await buildTestApp({ PUBLIC_RATE_LIMIT: '2' });
    try {
      const client = createTestClient(() => limited.app);
      const codes = [];
      for (let i = 0; i < 3; i++)
        codes.push(
          (await client.requestAs('anonymous', c.grandTotals, { query: { guid: UNKNOWN } }))
            .statusCode,
        );
      const pdf = await client.requestAs('anonymous', c.pdf, { query: { guid: UNKNOWN } });
      expect(codes).toEqual([404, 404, 429]);
      expect(pdf.statusCode).toBe(404);
      for (let i = 0; i < 2; i++)
        await client.requestAs('anonymous', c.pdf, { query: { guid: UNKNOWN } });
      expect(
        (await client.requestAs('anonymous', c.pdf, { query: { guid: UNKNOWN } })).statusCode,
      ).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

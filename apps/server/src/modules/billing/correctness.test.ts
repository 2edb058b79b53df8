import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billingContract as c } from '@n5/shared/billing/contract';
import { isCertified } from '@n5/shared/billing/constants';
import { contractsContract } from '@n5/shared/contracts/contract';
import { add as plus, fromNumeric, fromUnits, sum, toNumeric, ZERO } from '@n5/shared/core/decimal';
import { estimatingContract } from '@n5/shared/estimating/contract';
import { payappContract } from '@n5/shared/payapp/contract';
import { PAYAPP_TEXTS } from '@n5/shared/payapp/texts';
import { clientContracts, conditions, projects } from '../../db/schema/index';
import { useTestApp } from '../../testing/build-test-app';
import { pdfPageTexts } from '../../testing/pdf-text';

/**
 * Issue 28: no sequence of clicks bills a client the wrong amount. Each case is a workflow that
 * billed wrongly before (out-of-order certification, edits after sending, a signed contract's
 * amount moving, stored materials dropped), driven through the API as users drive it.
 */
const { t, callAs, refusedAs, requestAs, buildCondition, buildBillableProject } = useTestApp();

const billableProject = async () =>
  (await buildBillableProject({ ProjectName: 'Billing test' })).ProjectID;
const which = (projectID: number, paymentApplicationType: number) => ({
  projectID,
  paymentApplicationType,
});
const add = (projectID: number) => callAs('pm', c.addPayApp, { body: { projectID } });
const bill = (projectID: number, n: number, code: string, amount: string) =>
  callAs('accounting', c.setAmount, {
    body: { ...which(projectID, n), subCategoryCode: code, amount },
  });
const certify = (projectID: number, n: number) =>
  callAs('accounting', c.setStatus, { body: { ...which(projectID, n), status: 'Approved' } });
const guidOf = async (projectID: number, n: number) =>
  (await callAs('pm', c.guid, { query: which(projectID, n) })).guid;
const pageOf = async (guid: string) =>
  (await callAs('anonymous', payappContract.grandTotals, { query: { guid } }))
    .payAppApprovalGrandTotals;
const send = (projectID: number, n: number) =>
  callAs('pm', c.sendToClient, {
    body: { ...which(projectID, n), recipients: ['owner@example.com'], message: '' },
  });

describe('billing correctness (issue 28)', () => {
  it('certifies strictly in order: the out-of-order over-billing cannot happen', async () => {
    const projectID = await billableProject();
    await add(projectID);
    await bill(projectID, 1, '26-5100', '1000.00');
    await certify(projectID, 1);
    await add(projectID);
    await bill(projectID, 2, '26-5100', '500.00');
    // Pay app 3 cannot exist while 2 is open, so 2 can never be certified after it.
    const third = await refusedAs('pm', c.addPayApp, { body: { projectID } });
    expect(third.status).toBe(409);
    await certify(projectID, 2);
    await add(projectID);
    await bill(projectID, 3, '26-5100', '250.00');
    await certify(projectID, 3);
    const apps = await Promise.all([1, 2, 3].map(async (n) => pageOf(await guidOf(projectID, n))));
    // Line 7 of each is line 6 of the one before; line 8 adds up to what is owed.
    expect(apps.map((a) => a.g702.lessPreviousCertificates)).toEqual([
      '0.00',
      apps[0]!.g702.totalEarnedLessRetainage,
      apps[1]!.g702.totalEarnedLessRetainage,
    ]);
    const due = sum(apps.map((a) => fromNumeric(a.g702.currentPaymentDue)));
    expect(toNumeric(due, 2)).toBe('1575.00'); // 1,750 billed less 10% retainage
  });

  it('refuses to certify pay app n before n − 1 (older data with two open pay apps)', async () => {
    const projectID = await billableProject();
    await add(projectID);
    await certify(projectID, 1);
    await add(projectID);
    // Older data: a pay app 3 beside the open pay app 2, as a pre-issue-28 project could hold.
    await t.database.db.execute(
      `insert into pay_apps (project_id, number, retainage_rate) values (${projectID}, 3, 0.1)`,
    );
    const refused = await refusedAs('accounting', c.setStatus, {
      body: { ...which(projectID, 3), status: 'Approved' },
    });
    expect(refused).toMatchObject({ status: 409 });
    expect(refused.error.message).toBe(
      'Pay app 2 must be certified before pay app 3: pay apps are certified in number order.',
    );
  });

  it('locks a pay app sent to the client until it returns to Preparing', async () => {
    const projectID = await billableProject();
    await add(projectID);
    await bill(projectID, 1, '09-2900', '100.00');
    await send(projectID, 1);
    const cell = { ...which(projectID, 1), subCategoryCode: '09-2900' };
    const edit = await refusedAs('accounting', c.setAmount, { body: { ...cell, amount: '200' } });
    expect(edit).toMatchObject({ status: 409 });
    expect(edit.error.message).toBe(
      'Pay app 1 was sent to the client for approval: return it to Preparing to change it.',
    );
    const column = { ...which(projectID, 1), percent: '5' };
    expect((await refusedAs('accounting', c.setColumn, { body: column })).status).toBe(409);
    const rate = { ...which(projectID, 1), retainagePercent: '5', storedRetainagePercent: null };
    expect((await refusedAs('accounting', c.setRetainage, { body: rate })).status).toBe(409);
    await callAs('accounting', c.setStatus, {
      body: { ...which(projectID, 1), status: 'Preparing' },
    });
    await callAs('accounting', c.setAmount, { body: { ...cell, amount: '200.00' } });
  });

  it('refuses an approval of figures the client never saw (409), then approves the new ones', async () => {
    const projectID = await billableProject();
    await add(projectID);
    await bill(projectID, 1, '09-2900', '100.00');
    await send(projectID, 1);
    const guid = await guidOf(projectID, 1);
    const seen = await pageOf(guid);
    // The PM takes it back, changes a figure and sends it again while the page is open.
    await callAs('accounting', c.setStatus, {
      body: { ...which(projectID, 1), status: 'Preparing' },
    });
    await bill(projectID, 1, '09-2900', '1000.00');
    await send(projectID, 1);
    const stale = await refusedAs('anonymous', payappContract.approved, {
      body: { guid, figuresHash: seen.figuresHash },
    });
    expect(stale.status).toBe(409);
    expect(stale.error.message).toMatch(/changed since the page was opened/);
    const staleReject = await refusedAs('anonymous', payappContract.rejected, {
      body: { guid, figuresHash: seen.figuresHash, reason: 'Wrong figures' },
    });
    expect(staleReject.status).toBe(409);
    const now = await pageOf(guid);
    expect(now.figuresHash).not.toBe(seen.figuresHash);
    await callAs('anonymous', payappContract.approved, {
      body: { guid, figuresHash: now.figuresHash },
    });
    const approved = await pageOf(guid);
    expect(approved.g702.totalCompletedAndStored).toBe('1000.00');
    const sub = await callAs('anonymous', payappContract.subtotals, { query: { guid } });
    expect(sub.figuresHash).toBe(approved.figuresHash);
  });

  it('carries stored materials and their rate forward: an untouched next pay app is due 0.00', async () => {
    const projectID = await billableProject();
    await add(projectID);
    await callAs('accounting', c.setRetainage, {
      body: { ...which(projectID, 1), retainagePercent: '10', storedRetainagePercent: '5' },
    });
    await callAs('accounting', c.setAmount, {
      body: { ...which(projectID, 1), subCategoryCode: '26-5100', amount: '300', stored: '200' },
    });
    await certify(projectID, 1);
    await add(projectID);
    const next = await pageOf(await guidOf(projectID, 2));
    expect(next.storedMaterials).toBe('200.00');
    expect(next.g702.currentPaymentDue).toBe('0.00');
    const { statuses } = await callAs('pm', c.statuses, { query: { projectID } });
    expect(statuses[1]).toMatchObject({ storedRetainageRate: '0.050000' });
  });

  it('takes a retainage rate with 4 decimals (5.3426%) and refuses what a column cannot hold', async () => {
    const projectID = await billableProject();
    await add(projectID);
    const rate = { ...which(projectID, 1), storedRetainagePercent: null };
    const { payApp } = await callAs('accounting', c.setRetainage, {
      body: { ...rate, retainagePercent: '5.3426' },
    });
    expect(payApp.retainageRate).toBe('0.053426');
    await bill(projectID, 1, '26-5100', '1000.00');
    expect((await pageOf(await guidOf(projectID, 1))).retainage).toBe('53.43');
    for (const retainagePercent of ['100.00001', '-1', '2147483648']) {
      const refused = await refusedAs('accounting', c.setRetainage, {
        body: { ...rate, retainagePercent },
      });
      expect(refused.status).toBe(400);
    }
    const cell = { ...which(projectID, 1), subCategoryCode: '09-2900' };
    for (const body of [
      { ...cell, amount: '1000000000000000' },
      { ...cell, stored: '1000000000000.00' },
      { ...cell, percent: '2147483648' },
    ]) {
      const refused = await refusedAs('accounting', c.setAmount, { body });
      expect(refused.status).toBe(400);
      expect(refused.error.message).toMatch(/amount|stored|percent/);
    }
  });

  it('gates every certifying path on permission 3 or 1 and names who certified', async () => {
    const projectID = await billableProject();
    await add(projectID);
    const refused = await refusedAs('pm', c.sendToAccounting, { body: which(projectID, 1) });
    expect(refused.status).toBe(403);
    const byStatus = await refusedAs('pm', c.setStatus, {
      body: { ...which(projectID, 1), status: 'Invoiced' },
    });
    expect(byStatus.status).toBe(403);
    const { payApp } = await callAs('accounting', c.sendToAccounting, {
      body: which(projectID, 1),
    });
    expect(payApp.certifiedByName).toBeTruthy();
    expect(payApp.certifiedBy).toBe('accounting');
  });

  it('flags over-billing on the tab, the page and the PDF', async () => {
    const projectID = await billableProject();
    await add(projectID);
    await bill(projectID, 1, '09-2900', '1100.00');
    const tab = await callAs('pm', c.clientInvoicing, { query: { projectID } });
    expect(tab.payapps.map((r) => [r.subCategoryCode, r.overBilled])).toEqual([
      ['09-2900', true],
      ['26-5100', false],
    ]);
    const guid = await guidOf(projectID, 1);
    const { payAppApprovalSubtotals: groups } = await callAs(
      'anonymous',
      payappContract.subtotals,
      { query: { guid } },
    );
    const rows = groups.flatMap((g) => g.subCategories);
    expect(rows.find((r) => r.subCategoryCode === '09-2900')!.overBilled).toBe(true);
    const pdf = await requestAs('anonymous', payappContract.pdf, { query: { guid } });
    const text = (await pdfPageTexts(pdf.rawPayload)).join('\n');
    expect(text).toContain(`${PAYAPP_TEXTS.overBilled}: 09-2900`);
  });

  it('stores a certified pay app as a document: a later rename does not change it', async () => {
    const projectID = await billableProject();
    await add(projectID);
    await bill(projectID, 1, '09-2900', '400.00');
    await certify(projectID, 1);
    const guid = await guidOf(projectID, 1);
    const first = await requestAs('anonymous', payappContract.pdf, { query: { guid } });
    await t.database.db
      .update(projects)
      .set({ projectName: 'Renamed after certification' })
      .where(eq(projects.projectId, projectID));
    const later = await requestAs('anonymous', payappContract.pdf, { query: { guid } });
    expect(Buffer.compare(first.rawPayload, later.rawPayload)).toBe(0);
    expect((await pageOf(guid)).projectName).toBe('Billing test');
    const text = (await pdfPageTexts(later.rawPayload)).join('\n');
    expect(text).not.toContain('Renamed after certification');
  });

  it('keeps a signed contract signed under certified pay apps (409 on return to pending)', async () => {
    const projectID = await billableProject();
    await add(projectID);
    await bill(projectID, 1, '09-2900', '100.00');
    await certify(projectID, 1);
    const [base] = await t.database.db
      .select({ guid: clientContracts.contractId })
      .from(clientContracts)
      .where(eq(clientContracts.projectId, projectID));
    const refused = await refusedAs('admin', contractsContract.setToPending, {
      body: { guid: base!.guid, type: 'c' },
    });
    expect(refused.status).toBe(409);
    expect(refused.error.message).toMatch(/^Pay app 1 of this project was certified/);
  });

  it("locks the fields that move a signed contract's amount; a cost overwrite keeps the price", async () => {
    const projectID = await billableProject();
    const { db } = t.database;
    await db
      .update(conditions)
      .set({ clientApprovedInd: 1 })
      .where(eq(conditions.projectId, projectID));
    const [approved] = await db
      .select()
      .from(conditions)
      .where(eq(conditions.projectId, projectID));
    const code = approved!.subCategoryId;
    expect(code).toBeTruthy();
    const tab = await callAs('pm', c.clientInvoicing, { query: { projectID } });
    const subCategoryCode = tab.payapps.find(
      (r) => r.adjusted === approved!.preTax,
    )!.subCategoryCode;
    const set = (field: string, value: string | number | null) => ({
      body: { conditionID: approved!.conditionId, projectID, subCategoryCode, field, value },
    });
    for (const [field, value] of [
      ['TotalQuantities', '99'],
      ['ClientContractID', null],
    ] as const) {
      const refused = await refusedAs('admin', estimatingContract.setCondition, set(field, value));
      expect(refused.status).toBe(409);
      expect(refused.error.message).toMatch(/client signed/);
    }
    // A new condition cannot join the signed contract either.
    const fresh = await buildCondition({ projectID, subCategoryCode: '09-2900' });
    const [contract] = await db
      .select({ id: clientContracts.contractId })
      .from(clientContracts)
      .where(eq(clientContracts.projectId, projectID));
    const join = await refusedAs('admin', estimatingContract.setCondition, {
      body: {
        conditionID: fresh.ConditionID,
        projectID,
        subCategoryCode: '09-2900',
        field: 'ClientContractID',
        value: contract!.id,
      },
    });
    expect(join.status).toBe(409);
    // Costs opened by an admin's overwrite change costs and markup, never the signed price.
    await callAs('admin', estimatingContract.setCondition, set('OverwriteCostInd', 1));
    const { condition } = await callAs(
      'admin',
      estimatingContract.setCondition,
      set('MaterialCost', '12.5'),
    );
    expect(condition.PreTax).toBe(approved!.preTax);
    const after = await callAs('pm', c.clientInvoicing, { query: { projectID } });
    expect(after.totals.adjustedTotal).toBe(tab.totals.adjustedTotal);
  });
});

type TAction =
  | { kind: 'add' }
  | { kind: 'work' | 'stored'; line: 0 | 1; cents: number }
  | { kind: 'rate'; percent: string }
  | { kind: 'certify' | 'accounting' | 'send' | 'prepare' | 'approve' };

const action: fc.Arbitrary<TAction> = fc.oneof(
  fc.constant({ kind: 'add' } as const),
  fc.record({
    kind: fc.constantFrom('work' as const, 'stored' as const),
    line: fc.constantFrom(0 as const, 1 as const),
    cents: fc.integer({ min: 0, max: 180_000 }),
  }),
  fc.record({
    kind: fc.constant('rate' as const),
    percent: fc.integer({ min: 0, max: 150_000 }).map((u) => toNumeric(fromUnits(BigInt(u), 4), 4)),
  }),
  fc.constantFrom(
    { kind: 'certify' } as const,
    { kind: 'accounting' } as const,
    { kind: 'send' } as const,
    { kind: 'prepare' } as const,
    { kind: 'approve' } as const,
  ),
);

describe('billing correctness, under any order of actions the API allows', () => {
  it('line 8 summed over the certified pay apps is the last one’s line 6; line 7 is the previous line 6', async () => {
    const codes = ['09-2900', '26-5100'] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(action, fc.nat(7)), { minLength: 3, maxLength: 12 }),
        async (actions) => {
          const projectID = await billableProject();
          let latest = 0;
          for (const [a, target] of actions) {
            // Any pay app, not only the latest: out-of-order clicks are what the property is about.
            const n = latest === 0 ? 1 : 1 + (target % latest);
            const cents = 'cents' in a ? toNumeric(fromUnits(BigInt(a.cents), 2), 2) : '';
            const code = codes['line' in a ? a.line : 0];
            const percent = 'percent' in a ? a.percent : '0';
            const call = {
              add: () => requestAs('pm', c.addPayApp, { body: { projectID } }),
              work: () =>
                requestAs('accounting', c.setAmount, {
                  body: { ...which(projectID, n), subCategoryCode: code, amount: cents },
                }),
              stored: () =>
                requestAs('accounting', c.setAmount, {
                  body: { ...which(projectID, n), subCategoryCode: code, stored: cents },
                }),
              rate: () =>
                requestAs('accounting', c.setRetainage, {
                  body: {
                    ...which(projectID, n),
                    retainagePercent: percent,
                    storedRetainagePercent: null,
                  },
                }),
              certify: () =>
                requestAs('accounting', c.setStatus, {
                  body: { ...which(projectID, n), status: 'Approved' },
                }),
              accounting: () =>
                requestAs('accounting', c.sendToAccounting, { body: which(projectID, n) }),
              send: () =>
                requestAs('pm', c.sendToClient, {
                  body: { ...which(projectID, n), recipients: ['a@example.com'], message: '' },
                }),
              prepare: () =>
                requestAs('accounting', c.setStatus, {
                  body: { ...which(projectID, n), status: 'Preparing' },
                }),
              approve: async () => {
                const guid = await requestAs('pm', c.guid, { query: which(projectID, n) });
                if (guid.statusCode !== 200) return guid;
                const page = await pageOf(guid.json<{ guid: string }>().guid);
                return requestAs('anonymous', payappContract.approved, {
                  body: { guid: guid.json<{ guid: string }>().guid, figuresHash: page.figuresHash },
                });
              },
            } as const;
            const response = await call[a.kind as keyof typeof call]();
            // Refusals are fine (that is the API protecting the bill); a 500 is not.
            expect(response.statusCode).toBeLessThan(500);
            if (a.kind === 'add' && response.statusCode === 200) latest += 1;
          }
          const { statuses } = await callAs('pm', c.statuses, { query: { projectID } });
          const certified = statuses.filter((s) => isCertified(s.status));
          // Certified pay apps are 1..k with no gap: never an open one before a certified one.
          expect(certified.map((s) => s.paymentApplicationType)).toEqual(
            certified.map((_, i) => i + 1),
          );
          const pages = await Promise.all(certified.map((s) => pageOf(s.guid)));
          let paid = ZERO;
          let previousLine6 = '0.00';
          for (const page of pages) {
            expect(page.g702.lessPreviousCertificates).toBe(previousLine6);
            paid = plus(paid, fromNumeric(page.g702.currentPaymentDue));
            previousLine6 = page.g702.totalEarnedLessRetainage;
          }
          expect(toNumeric(paid, 2)).toBe(previousLine6);
        },
      ),
      { numRuns: 12 },
    );
  });
});

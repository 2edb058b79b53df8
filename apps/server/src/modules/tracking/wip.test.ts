import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingContract as b } from '@n5/shared/billing/contract';
import { wipTotals } from '@n5/shared/billing/wip';
import { trackingContract as c } from '@n5/shared/tracking/contract';
import { conditions, projectCostEntries } from '../../db/schema/index';
import { useTestApp } from '../../testing/build-test-app';
import { subCategoryIdOf } from '../../testing/sub-category';

const { t, callAs, refusedAs, buildBillableProject } = useTestApp();

/** Every row of the company report, page by page (as many projects as the database holds). */
async function everyReportRow() {
  const rows = [];
  for (let page = 1; ; page += 1) {
    const reply = await callAs('accounting', c.wipReport, { query: { page, pageSize: 200 } });
    rows.push(...reply.rows);
    if (rows.length >= reply.projectCount) return { ...reply, rows };
  }
}

/**
 * The billable project ($1,000 on 09-2900, $3,000 on 26-5100) with in-house cost $600 and $1,800
 * (committed: labour only), $900 of other cost on 09-2900 (actual) and pay app 1 billing $500 certified.
 */
async function wipProject() {
  const projectID = (await buildBillableProject({ ProjectName: 'WIP test' })).ProjectID;
  const db = t.database.db;
  for (const [code, labor] of [
    ['09-2900', '600.00'],
    ['26-5100', '1800.00'],
  ] as const) {
    const id = await subCategoryIdOf(db, code);
    await db
      .update(conditions)
      .set({ laborCostTotal: labor, materialCostTotal: '0.00' })
      .where(and(eq(conditions.projectId, projectID), eq(conditions.subCategoryId, id)));
  }
  await db.insert(projectCostEntries).values({
    projectId: projectID,
    entryDate: '2026-11-05',
    subCategoryId: await subCategoryIdOf(db, '09-2900'),
    kind: 'other',
    amount: '900.00',
  });
  await callAs('pm', b.addPayApp, { body: { projectID } });
  await callAs('pm', b.setAmount, {
    body: { projectID, paymentApplicationType: 1, subCategoryCode: '09-2900', amount: '500' },
  });
  await callAs('accounting', b.setStatus, {
    body: { projectID, paymentApplicationType: 1, status: 'Approved' },
  });
  return projectID;
}

describe('over/under billing (issue 31 item 8)', () => {
  it("the Tracking tab's block: cost, percent by cost, earned, billed (certified line 4), under-billed", async () => {
    const projectID = await wipProject();
    const { wip } = await callAs('pm', c.wip, { query: { projectID } });
    // estimated = max(600, 900) + max(1,800, 0) = 2,700; 900 / 2,700 = 33.33%;
    // earned = 4,000 x 900 / 2,700 = 1,333.33; billed 500 − 1,333.33 = −833.33.
    expect(wip).toEqual({
      contractAmount: '4000.00',
      costToDate: '900.00',
      estimatedCost: '2700.00',
      billedToDate: '500.00',
      percentComplete: '0.3333',
      earnedRevenue: '1333.33',
      overUnder: '-833.33',
      position: 'under',
    });
    const row = (await everyReportRow()).rows.find((r) => r.projectID === projectID);
    // The company report's one statement agrees with the tab's figures for the project.
    expect(row).toEqual({ projectID, projectName: 'WIP test', ...wip });
  });

  it('the company report: totals over every project, one page at a time', async () => {
    await wipProject();
    const all = await everyReportRow();
    expect(all.rows.length).toBe(all.projectCount);
    expect(all.totals).toEqual(wipTotals(all.rows));
    const second = await callAs('admin', c.wipReport, { query: { page: 2, pageSize: 1 } });
    expect(second.rows).toEqual(all.rows.slice(1, 2));
    expect(second.totals).toEqual(all.totals);
    expect(second.projectCount).toBe(all.projectCount);
  });

  it('refuses an unknown project (404), a user without the accounting reports (403), a bad page (400)', async () => {
    expect((await refusedAs('pm', c.wip, { query: { projectID: 99999999 } })).status).toBe(404);
    expect((await refusedAs('pm', c.wipReport, { query: {} })).status).toBe(403);
    expect(
      (await refusedAs('accounting', c.wipReport, { query: { page: '0' } as never })).status,
    ).toBe(400);
  });
});

import { eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingContract as b } from '@n5/shared/billing/contract';
import { wipTotals } from '@n5/shared/billing/wip';
import { trackingContract as c } from '@n5/shared/tracking/contract';
import {
  conditions,
  payAppLines,
  payApps,
  projectCostEntries,
  subCategories,
} from '../../db/schema/index';
import { useTestApp } from '../../testing/build-test-app';
import { buildBillableProject } from '../billing/billable-project.test-helper';

const { t, callAs, refusedAs, buildProject, buildCondition } = useTestApp();

const subCategoryId = async (code: string) => {
  const [row] = await t.database.db
    .select({ id: subCategories.subCategoryId })
    .from(subCategories)
    .where(eq(subCategories.subCategoryCode, code));
  return row!.id;
};

/**
 * The billable project ($1,000 on 09-2900, $3,000 on 26-5100) with in-house cost $600 and $1,800
 * (committed), $900 of other cost on 09-2900 (actual) and pay app 1 billing $500 certified.
 */
async function wipProject() {
  const projectID = await buildBillableProject({ t, buildProject, buildCondition }, 'WIP test');
  const db = t.database.db;
  for (const [code, labor] of [
    ['09-2900', '600.00'],
    ['26-5100', '1800.00'],
  ] as const) {
    const id = await subCategoryId(code);
    await db
      .update(conditions)
      .set({ laborCostTotal: labor })
      .where(eq(conditions.subCategoryId, id))
      .returning();
  }
  await db.insert(projectCostEntries).values({
    projectId: projectID,
    entryDate: '2026-11-05',
    subCategoryId: await subCategoryId('09-2900'),
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
    const report = await callAs('accounting', c.wipReport, { query: { page: 1, pageSize: 200 } });
    const row = report.rows.find((r) => r.projectID === projectID);
    // The company report's one statement agrees with the tab's figures for the project.
    expect(row).toEqual({ projectID, projectName: 'WIP test', ...wip });
  });

  it('the company report: totals over every project, one page at a time', async () => {
    await wipProject();
    const all = await callAs('accounting', c.wipReport, { query: { page: 1, pageSize: 200 } });
    expect(all.projectCount).toBe(all.rows.length);
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

  it('the demo company shows over- and under-billed projects, a release app and a line rate', async () => {
    const report = await callAs('accounting', c.wipReport, { query: { page: 1, pageSize: 200 } });
    const positions = new Set(report.rows.map((r) => r.position));
    expect(positions).toContain('over');
    expect(positions).toContain('under');
    const db = t.database.db;
    const releases = await db
      .select({ status: payApps.status, amount: payApps.releaseAmount })
      .from(payApps)
      .where(eq(payApps.kind, 'release'));
    expect(releases.length).toBeGreaterThan(0);
    expect(releases[0]!.status).toBe('Approved');
    const rated = await db
      .select({ rate: payAppLines.retainageRate })
      .from(payAppLines)
      .where(isNotNull(payAppLines.retainageRate));
    expect(rated.map((r) => r.rate)).toContain('0.050000');
  });
});

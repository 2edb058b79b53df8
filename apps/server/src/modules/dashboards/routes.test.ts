import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { add, fromNumeric, sub, toNumeric } from '@n5/shared/core/decimal';
import { dashboardsContract as c } from '@n5/shared/dashboards/contract';
import { goalsContract as g } from '@n5/shared/goals/contract';
import {
  clientContracts,
  conditionLaborLogs,
  conditions,
  dashboardFacts,
  laborRates,
  projects,
  subCategories,
} from '../../db/schema/index';
import { useTestApp } from '../../testing/build-test-app';
import { recalculateYears } from './use-cases/recalculate';

const { t, callAs, refusedAs, userOf, buildProject } = useTestApp();
const YEAR = new Date().getUTCFullYear();
const y = YEAR;

/** A Mechanical project worth 100,000 at 25% margin, half forecast in March of this year. */
async function mechanicalProject(stage: 'Approved' | 'Awaiting Approval', probability: string) {
  const pm = await userOf('pm');
  const project = await buildProject({
    BidType: 'Mechanical -> Project',
    ProjectManagerID: pm.UserID,
    Probability: probability,
    StageType: stage,
    forecast: { mar2: '0.5000' },
  });
  // The contract amount is its client contracts' (issue 40 item 2): a Base of 100,000, approved
  // once the project is (the pipeline weighs a proposal's total by its probability).
  const { db } = t.database;
  await db
    .update(projects)
    .set({ estMarginPercent: '0.2500' })
    .where(eq(projects.projectId, project.ProjectID));
  const [base] = await db
    .insert(clientContracts)
    .values({
      projectId: project.ProjectID,
      contractType: 'Base',
      stage: stage === 'Approved' ? 'Approved' : 'Pending',
    })
    .returning({ id: clientContracts.contractId });
  const [sub] = await db.select({ id: subCategories.subCategoryId }).from(subCategories).limit(1);
  await db.insert(conditions).values({
    projectId: project.ProjectID,
    subCategoryId: sub!.id,
    clientContractId: base!.id,
    conditionName: 'Mechanical scope',
    preTax: '100000.00',
  });
  return project;
}

describe('dashboards', () => {
  it('recalculates (inline without jobs), then every call reads the stored summaries', async () => {
    await callAs('admin', c.recalculate, { body: {} });
    const before = await callAs('pm', c.summaryByMonth, { query: { y, d: 'mechanical' } });
    const approved = await mechanicalProject('Approved', '0.1000');
    const proposal = await mechanicalProject('Awaiting Approval', '0.4000');
    const recalc = await callAs('admin', c.recalculate, { body: {} });
    expect(recalc.status).toBe('done');
    expect(recalc.years).toContain(YEAR);
    expect(
      (await callAs('admin', c.recalculation, { params: { id: recalc.recalculationId } })).status,
    ).toBe('done');

    const after = await callAs('pm', c.summaryByMonth, { query: { y, d: 'mechanical' } });
    const march = (r: typeof after) => r.summary.find((m) => m.ShortMonth === 'Mar')!;
    // 50,000 approved + 50,000 x 40% before approval; gross profit at 25%.
    const added = (key: 'RevForecast' | 'GMForecast') =>
      toNumeric(sub(fromNumeric(march(after)[key]), fromNumeric(march(before)[key])), 2);
    expect(added('RevForecast')).toBe('70000.00');
    expect(added('GMForecast')).toBe('17500.00');

    const year = await callAs('pm', c.summaryByDivision, { query: { y, d: 'mechanical' } });
    expect(Object.keys(year.summary[0]!)).toHaveLength(9);
    const pivot = await callAs('pm', c.summaryPivot, { query: { y, d: 'group' } });
    expect(pivot.summary.map((r) => r.type)).toEqual(['RV', 'GM', 'NP']);
    const one = await callAs('pm', c.summaryPivot, { query: { y, d: 'group', t: 'GM' } });
    expect(one.summary).toHaveLength(1);

    const drill = await callAs('pm', c.drill, { query: { y, d: 'mechanical', month: 3 } });
    const ids = drill.projects.map((p) => p.projectId);
    expect(ids).toEqual(expect.arrayContaining([approved.ProjectID, proposal.ProjectID]));
    const mine = drill.projects.find((p) => p.projectId === proposal.ProjectID)!;
    expect(mine).toMatchObject({ pipelineRevenue: '20000.00', pipelineGrossProfit: '5000.00' });
    // Not in the construction division.
    const construction = await callAs('pm', c.drill, { query: { y, d: 'construction' } });
    expect(construction.projects.map((p) => p.projectId)).not.toContain(approved.ProjectID);
  });

  it('two rewrites of one year at once (two instances starting) each finish, the year written once', async () => {
    const deps = { db: t.database.db };
    const [a, b] = await Promise.all([recalculateYears(deps, [y]), recalculateYears(deps, [y])]);
    expect(a[y]).toBe(b[y]);
    const rows = await deps.db.select().from(dashboardFacts).where(eq(dashboardFacts.year, y));
    expect(rows).toHaveLength(a[y]!);
  });

  it("counts hours logged on a condition from the phone in the month's actual cost, at the person's rate", async () => {
    const { db } = t.database;
    const project = await mechanicalProject('Approved', '1.0000');
    const [condition] = await db
      .select()
      .from(conditions)
      .where(eq(conditions.projectId, project.ProjectID));
    const field = await userOf('field');
    await db
      .insert(laborRates)
      .values({ userId: field.UserID, hourlyRate: '40.00', overtimeFactor: '2.00' })
      .onConflictDoUpdate({
        target: laborRates.userId,
        set: { hourlyRate: '40.00', overtimeFactor: '2.00' },
      });
    const costOf = async () => {
      await recalculateYears({ db }, [y]);
      const [row] = await db
        .select({ cost: dashboardFacts.actualCost })
        .from(dashboardFacts)
        .where(eq(dashboardFacts.projectId, project.ProjectID));
      return row?.cost ?? '0.00';
    };
    expect(await costOf()).toBe('0.00');
    await db.insert(conditionLaborLogs).values({
      projectId: project.ProjectID,
      conditionId: condition!.conditionId,
      subCategoryId: condition!.subCategoryId,
      userId: field.UserID,
      logDate: `${y}-03-15`,
      regularHours: '8.00',
      overtimeHours: '1.50',
    });
    // 8 x 40 + 1.5 x 40 x 2 = 440.00, the Tracking tab's labor rule.
    expect(await costOf()).toBe('440.00');
  });

  it('ranks people in the three leaderboards, with their goals', async () => {
    const pm = await userOf('pm');
    await callAs('admin', g.addTeamMembers, {
      body: { year: YEAR, division: 'Mechanical', role: 'Project Manager', members: [pm.UserID] },
    });
    await callAs('admin', g.setTeamGoal, {
      body: {
        year: YEAR,
        division: 'Mechanical',
        role: 'Project Manager',
        userid: pm.UserID,
        field: 'GoalAmount',
        value: 1000,
      },
    });
    const goals = await callAs('pm', c.goalLeaderboard, { query: { y, d: 'mechanical', r: 'PM' } });
    const row = goals.data.find((r) => r.userId === pm.UserID)!;
    expect(row.goal).toBe('1000.00');
    expect(toNumeric(add(fromNumeric(row.goal), fromNumeric(row.variance)), 2)).toBe(row.pipeline);
    const margin = await callAs('pm', c.marginLeaderboard, { query: { y, d: 'group', r: 'PM' } });
    expect(Array.isArray(margin.data)).toBe(true);
    const revenue = await callAs('pm', c.revenueLeaderboard, { query: { y, d: 'group', r: 'SI' } });
    expect(Array.isArray(revenue.data)).toBe(true);
    const report = await callAs('pm', c.grossMarginByPm, { query: { year: YEAR } });
    expect(report.data.some((r) => r.projectManager === pm.DisplayName)).toBe(true);
  });

  it('refuses years out of range, unknown divisions, non-admin recalculation and field users', async () => {
    const out = await refusedAs('pm', c.summaryByDivision, { query: { y: 2019, d: 'service' } });
    expect(out.status).toBe(400);
    expect(out.error.message).toBe('That year is out of range');
    const next = await refusedAs('pm', c.summaryByMonth, { query: { y: YEAR + 2, d: 'service' } });
    expect(next.status).toBe(400);
    expect(
      (await refusedAs('pm', c.summaryByMonth, { query: { y, d: 'north' as 'group' } })).status,
    ).toBe(400);
    expect(
      (await refusedAs('pm', c.goalLeaderboard, { query: { y, d: 'group', r: 'XX' as 'PM' } }))
        .status,
    ).toBe(400);
    expect((await refusedAs('pm', c.recalculate, { body: {} })).status).toBe(403);
    expect((await refusedAs('admin', c.recalculation, { params: { id: 999999 } })).status).toBe(
      404,
    );
    expect(
      (await refusedAs('field', c.summaryByDivision, { query: { y, d: 'group' } })).status,
    ).toBe(403);
  });
});

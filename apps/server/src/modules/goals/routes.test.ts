import { describe, expect, it } from 'vitest';
import { goalsContract as c } from '@n5/shared/goals/contract';
import { useTestApp } from '../../testing/build-test-app';

const { callAs, refusedAs, userOf } = useTestApp();
// A year no other test writes goals for.
const YEAR = 2019;

describe('company goals (GET/POST /api/dashboard/financials)', () => {
  it('sets a cell and the Total row of its category follows at once', async () => {
    const before = await callAs('admin', c.financials, { query: { year: YEAR } });
    expect(before.financials).toHaveLength(12); // 3 divisions x 3 categories + 3 Total rows
    const total = (rows: typeof before.financials) =>
      rows.find((r) => r.division === 'Total' && r.goaltype === 'Revenue')!;
    const reply = await callAs('admin', c.setFinancial, {
      body: { year: YEAR, month: 3, division: 'Mechanical', goaltype: 'Revenue', value: 125000 },
    });
    const mech = reply.financials.find(
      (r) => r.division === 'Mechanical' && r.goaltype === 'Revenue',
    )!;
    expect(mech['3']).toBe(125000);
    expect(mech.total).toBe(125000 + mech.total - 125000);
    expect(total(reply.financials)['3']).toBe(
      total(before.financials)['3'] -
        before.financials.find((r) => r.division === 'Mechanical' && r.goaltype === 'Revenue')![
          '3'
        ] +
        125000,
    );
    // Empty is 0 (the screen sends 0).
    const cleared = await callAs('admin', c.setFinancial, {
      body: { year: YEAR, month: 3, division: 'Mechanical', goaltype: 'Revenue', value: 0 },
    });
    expect(
      cleared.financials.find((r) => r.division === 'Mechanical' && r.goaltype === 'Revenue')!['3'],
    ).toBe(0);
  });

  it('refuses non-admins (403), decimals and text (400 naming the field), Total rows and bad years', async () => {
    const body = {
      year: YEAR,
      month: 1,
      division: 'Service',
      goaltype: 'Revenue',
      value: 10,
    } as const;
    expect((await refusedAs('pm', c.setFinancial, { body })).status).toBe(403);
    expect((await refusedAs('pm', c.financials, { query: { year: YEAR } })).status).toBe(403);
    const decimal = await refusedAs('admin', c.setFinancial, { body: { ...body, value: '10.5' } });
    expect(decimal.status).toBe(400);
    expect(decimal.error.message).toMatch(/value/);
    const total = await refusedAs('admin', c.setFinancial, {
      body: { ...body, division: 'Total' },
    });
    expect(total.status).toBe(400);
    const year = await refusedAs('admin', c.financials, { query: { year: 2016 } });
    expect(year.status).toBe(400);
    expect(year.error.message).toMatch(/out of range/);
  });
});

describe('team member goals', () => {
  const key = { year: YEAR, division: 'Construction', role: 'Project Manager' } as const;

  it('lists people, adds members with an empty goal, sets an amount and month percents', async () => {
    const { members } = await callAs('admin', c.teamMembers);
    expect(members.length).toBeGreaterThan(2);
    const pm = await userOf('pm');
    const added = await callAs('admin', c.addTeamMembers, {
      body: { ...key, members: [pm.UserID] },
    });
    const row = added.teamMemberGoals.find((r) => r.EstimatorID === pm.UserID)!;
    expect(row).toMatchObject({ GoalAmount: 0, '1': null, Total: '0.0000' });
    // Adding again changes nothing.
    const again = await callAs('admin', c.addTeamMembers, {
      body: { ...key, members: [pm.UserID] },
    });
    expect(again.teamMemberGoals.filter((r) => r.EstimatorID === pm.UserID)).toHaveLength(1);

    await callAs('admin', c.setTeamGoal, {
      body: { ...key, userid: pm.UserID, field: 'GoalAmount', value: 2500000 },
    });
    await callAs('admin', c.setTeamGoal, {
      body: { ...key, userid: pm.UserID, field: '1', value: 8.33 },
    });
    const set = await callAs('admin', c.setTeamGoal, {
      body: { ...key, userid: pm.UserID, field: '2', value: '12.5' },
    });
    const goal = set.teamMemberGoals.find((r) => r.EstimatorID === pm.UserID)!;
    expect(goal).toMatchObject({
      GoalAmount: 2500000,
      '1': '0.0833',
      '2': '0.1250',
      Total: '0.2083',
    });
    const emptied = await callAs('admin', c.setTeamGoal, {
      body: { ...key, userid: pm.UserID, field: '2', value: null },
    });
    expect(emptied.teamMemberGoals.find((r) => r.EstimatorID === pm.UserID)!['2']).toBeNull();
  });

  it('refuses non-integer goal amounts, bad percents, strangers and non-admins', async () => {
    const pm = await userOf('pm');
    const base = { ...key, userid: pm.UserID };
    const amount = await refusedAs('admin', c.setTeamGoal, {
      body: { ...base, field: 'GoalAmount', value: '1000.50' },
    });
    expect(amount.status).toBe(400);
    expect(amount.error.message).toMatch(/GoalAmount/);
    const percent = await refusedAs('admin', c.setTeamGoal, {
      body: { ...base, field: '3', value: 'abc' },
    });
    expect(percent.status).toBe(400);
    expect(percent.error.message).toMatch(/month 3/);
    const nobody = await refusedAs('admin', c.setTeamGoal, {
      body: { ...key, year: 2018, userid: pm.UserID, field: 'GoalAmount', value: 1 },
    });
    expect(nobody.status).toBe(404);
    expect((await refusedAs('pm', c.teamGoals, { query: key })).status).toBe(403);
    expect(
      (await refusedAs('pm', c.addTeamMembers, { body: { ...key, members: [pm.UserID] } })).status,
    ).toBe(403);
    expect(
      (await refusedAs('admin', c.addTeamMembers, { body: { ...key, members: [] } })).status,
    ).toBe(400);
  });
});

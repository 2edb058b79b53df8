import { describe, expect, it } from 'vitest';
import { fromNumeric, sum, toNumeric } from '@n5/shared/core/decimal';
import { incentivesContract as c } from '@n5/shared/incentives/contract';
import { timesheetApprovals } from '../../db/schema/index';
import { addFieldDays, addMonthFacts } from '../../testing/books';
import { pdfPageTexts } from '../../testing/pdf-text';
import { useTestApp } from '../../testing/build-test-app';

const { t, callAs, refusedAs, requestAs, userOf, buildProject } = useTestApp();
// A quarter the seed leaves alone.
const Q = { year: 2020, quarter: 2 };
const PM = 7; // the Project Manager position (security role 7)

/** Approved hours for a person in the quarter: one day's field assignment in an approved week. */
async function approvedHours(userId: number, day: string, hours: string) {
  const project = await buildProject({});
  const db = t.database.db;
  await addFieldDays(db, [
    { date: day, projectId: project.ProjectID, userId, regularHours: hours },
  ]);
  const saturday = new Date(`${day}T00:00:00Z`);
  saturday.setUTCDate(saturday.getUTCDate() - ((saturday.getUTCDay() + 1) % 7));
  await db
    .insert(timesheetApprovals)
    .values({ userId, periodStart: saturday.toISOString().slice(0, 10) })
    .onConflictDoNothing();
}

describe('bonus pool (leadership and position incentive, bonus-pool, Add Leader)', () => {
  it('sets stars and a leader, and the worksheet follows; rows sum to the totals', async () => {
    const pm = (await userOf('pm')).UserID;
    await approvedHours(pm, '2020-05-06', '8.00');
    await callAs('admin', c.setBonusPool, {
      body: { ...Q, type: 'stars', positionID: PM, value: 4 },
    });
    const added = await callAs('admin', c.addLeader, {
      body: { ...Q, empUserId: pm, division: 'Construction' },
    });
    expect(added.leadershipIncentive.find((l) => l.empuserid === pm)?.IncentivePercent).toBe(
      '0.0000',
    );
    const set = await callAs('admin', c.setBonusPool, {
      body: { ...Q, type: 'IncentivePercent', empUserID: pm, value: '0.2500' },
    });
    expect(set.leadershipIncentive.find((l) => l.empuserid === pm)?.IncentivePercent).toBe(
      '0.2500',
    );
    expect(set.positionIncentive.find((p) => p.PositionID === PM)).toMatchObject({
      stars: 4,
      Position: 'Project Manager',
    });
    await callAs('admin', c.setPool, { body: { ...Q, pool: 'Profit Share', percent: '0.1000' } });

    const { worksheet } = await callAs('admin', c.worksheet, { query: Q });
    const row = worksheet.rows.find((r) => r.UserID === pm)!;
    expect(row).toMatchObject({
      Stars: 4,
      Hours: '8.00',
      Points: '32.00',
      LeadershipDivision: 'Construction',
      LeadershipPercent: '0.2500',
    });
    const total = sum(worksheet.rows.map((r) => fromNumeric(r.TotalProfitShareAmount)));
    expect(toNumeric(total, 2)).toBe(worksheet.totals.TotalProfitShareAmount);
    expect(worksheet.pool.GroupPoolPercent).toBe('0.1000');

    const again = await refusedAs('admin', c.addLeader, {
      body: { ...Q, empUserId: pm, division: 'Group' },
    });
    expect(again.status).toBe(409);
  });

  it('refuses non-admins (403), stars out of range (400) and unknown people (404)', async () => {
    const body = { ...Q, type: 'stars', positionID: PM, value: 3 } as const;
    expect((await refusedAs('pm', c.setBonusPool, { body })).status).toBe(403);
    expect((await refusedAs('pm', c.positionIncentive, { query: Q })).status).toBe(403);
    expect((await refusedAs('pm', c.worksheet, { query: Q })).status).toBe(403);
    expect((await refusedAs('admin', c.setBonusPool, { body: { ...body, value: 6 } })).status).toBe(
      400,
    );
    expect(
      (await refusedAs('admin', c.setBonusPool, { body: { ...body, value: '2.5' } })).status,
    ).toBe(400);
    const percent = { ...Q, type: 'IncentivePercent', empUserID: 1, value: '1.5' } as const;
    expect((await refusedAs('admin', c.setBonusPool, { body: percent })).status).toBe(400);
    expect(
      (
        await refusedAs('admin', c.setBonusPool, {
          body: { ...percent, value: '0.1', empUserID: 999999 },
        })
      ).status,
    ).toBe(404);
    expect(
      (await refusedAs('admin', c.positionIncentive, { query: { year: 2019, quarter: 1 } })).status,
    ).toBe(400);
  });
});

describe('salaried positions: standard weekly hours instead of timesheet hours', () => {
  const S = { year: 2020, quarter: 3 }; // 1 Jul - 30 Sep 2020: 66 weekdays
  const ESTIMATOR = 10;

  it('gives a salaried position weekly / 5 hours a weekday; empty returns it to timesheets', async () => {
    const estimator = (await userOf('estimator')).UserID;
    await approvedHours(estimator, '2020-08-05', '6.00');
    const set = await callAs('admin', c.setBonusPool, {
      body: { ...S, type: 'weeklyHours', positionID: ESTIMATOR, value: '40' },
    });
    expect(set.positionIncentive.find((p) => p.PositionID === ESTIMATOR)?.weeklyHours).toBe(
      '40.00',
    );
    const hoursOf = async () =>
      (await callAs('admin', c.worksheet, { query: S })).worksheet.rows.find(
        (r) => r.UserID === estimator,
      )?.Hours;
    expect(await hoursOf()).toBe('528.00'); // 66 x 8, the timesheet's 6 h not added

    await callAs('admin', c.setBonusPool, {
      body: { ...S, type: 'weeklyHours', positionID: ESTIMATOR, value: null },
    });
    expect(await hoursOf()).toBe('6.00');
  });

  it('refuses weekly hours out of range or with 3 decimals (400), an unknown position (404), a non-admin (403)', async () => {
    const body = { ...S, type: 'weeklyHours', positionID: ESTIMATOR, value: '40' } as const;
    expect((await refusedAs('pm', c.setBonusPool, { body })).status).toBe(403);
    for (const value of ['80.01', '-1', '1.234', 'forty']) {
      const refused = await refusedAs('admin', c.setBonusPool, { body: { ...body, value } });
      expect(refused.status).toBe(400);
    }
    const unknown = await refusedAs('admin', c.setBonusPool, { body: { ...body, positionID: 1 } });
    expect(unknown.status).toBe(404);
  });
});

describe('incentive analysis', () => {
  it("shows one their own figures; another user's only to admins (403)", async () => {
    const pm = (await userOf('pm')).UserID;
    const own = await callAs('pm', c.analysis, { query: Q });
    expect(own.people).toEqual([]);
    const other = (await userOf('estimator')).UserID;
    expect((await refusedAs('pm', c.analysis, { query: { ...Q, userID: other } })).status).toBe(
      403,
    );
    const admin = await callAs('admin', c.analysis, { query: { ...Q, userID: pm } });
    expect(admin.analysis?.UserID ?? pm).toBe(pm);
    expect(admin.people.length).toBeGreaterThan(0);
  });
});

describe('locking a paid quarter, certificates and their PDF', () => {
  const L = { year: 2020, quarter: 3 };
  it('freezes the worksheet and refuses edits (409)', async () => {
    await callAs('admin', c.setBonusPool, {
      body: { ...L, type: 'stars', positionID: PM, value: 2 },
    });
    const locked = await callAs('admin', c.lock, { body: L });
    expect(locked.worksheet.lockedAt).not.toBeNull();
    expect((await refusedAs('admin', c.lock, { body: L })).status).toBe(409);
    const running = { year: new Date().getUTCFullYear() + 1, quarter: 4 };
    expect((await refusedAs('admin', c.lock, { body: running })).status).toBe(409);
    const edit = await refusedAs('admin', c.setBonusPool, {
      body: { ...L, type: 'stars', positionID: PM, value: 5 },
    });
    expect(edit.status).toBe(409);
    expect(
      (await refusedAs('admin', c.setPool, { body: { ...L, pool: 'Group', percent: '0.5' } }))
        .status,
    ).toBe(409);
    const pm = (await userOf('pm')).UserID;
    await approvedHours(pm, '2020-08-05', '10.00');
    const after = await callAs('admin', c.worksheet, { query: L });
    expect(after.worksheet.rows).toEqual(locked.worksheet.rows);
    const summary = await callAs('admin', c.summary, { query: { year: 2020 } });
    expect(summary.lockedQuarters).toEqual([3]);
  });

  it('prints one certificate a page', async () => {
    const pm = (await userOf('pm')).UserID;
    const C = { year: 2021, quarter: 1 };
    await approvedHours(pm, '2021-02-03', '9.50');
    const project = await buildProject({});
    await addMonthFacts(t.database.db, {
      year: 2021,
      month: 2,
      projectId: project.ProjectID,
      division: 'Construction',
      actualRevenue: '100000.00',
      actualCost: '60000.00',
    });
    await callAs('admin', c.setBonusPool, {
      body: { ...C, type: 'stars', positionID: PM, value: 3 },
    });
    await callAs('admin', c.addLeader, { body: { ...C, empUserId: pm, division: 'Group' } });
    await callAs('admin', c.setBonusPool, {
      body: { ...C, type: 'IncentivePercent', empUserID: pm, value: '0.5' },
    });
    await callAs('admin', c.setPool, { body: { ...C, pool: 'Group', percent: '0.0100' } });
    const certificates = await callAs('admin', c.certificates, { query: C });
    expect(certificates.length).toBeGreaterThan(0);
    expect(certificates.every((x) => x.Q2 === null && x.Q1 !== null)).toBe(true);
    const response = await requestAs('admin', c.certificatesPdf, { query: C });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pages = await pdfPageTexts(response.rawPayload);
    expect(pages).toHaveLength(Math.max(1, certificates.length));
    expect((await refusedAs('pm', c.certificates, { query: C })).status).toBe(403);
  });
});

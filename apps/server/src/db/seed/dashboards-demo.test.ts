import { beforeAll, describe, expect, it } from 'vitest';
import { compare, div, fromNumeric, isZero, sum, type TDecimal } from '@n5/shared/core/decimal';
import { DASHBOARD_DIVISIONS, LEADERBOARD_ROLES } from '@n5/shared/dashboards/constants';
import { dashboardsContract as c } from '@n5/shared/dashboards/contract';
import { useTestApp } from '../../testing/build-test-app';
import { SEED_TODAY } from './dates';

// The demo seed's dashboards (issue 32 item 8), read through the API after a recalculation of
// the seed's three years: what docs/decisions/dashboards.md "Demo data" promises.
const { t, callAs } = useTestApp();
const YEAR = SEED_TODAY.getUTCFullYear();
const YEARS = [YEAR - 2, YEAR - 1, YEAR];
/** The months of the seed's year already over: January to the month before its today. */
const MONTHS_OVER = SEED_TODAY.getUTCMonth();

type TRow = Record<'RevGoal' | 'RevActual' | 'GMActual', string>;
const months = new Map<string, TRow[]>();
const total = (rows: TRow[], key: keyof TRow) => sum(rows.map((r) => fromNumeric(r[key])));
const ratio = (a: TDecimal, b: TDecimal) => div(a, b, 4);

beforeAll(async () => {
  await t.app.dashboards.recalculateYears(YEARS);
  for (const y of YEARS)
    for (const d of DASHBOARD_DIVISIONS) {
      const reply = await callAs('admin', c.summaryByMonth, { query: { y, d } });
      months.set(`${d} ${y}`, reply.summary);
    }
});

describe('the demo dashboards', () => {
  it('have revenue in every month of each division, from two years back to last month', () => {
    for (const y of YEARS)
      for (const d of DASHBOARD_DIVISIONS) {
        const rows = months.get(`${d} ${y}`)!.slice(0, y === YEAR ? MONTHS_OVER : 12);
        const empty = rows.filter((r) => compare(fromNumeric(r.RevActual), fromNumeric(0)) <= 0);
        expect(empty, `${d} ${y}`).toEqual([]);
      }
  });

  it('earn a positive gross profit in each division and year, 5% to 35% of revenue', () => {
    for (const y of YEARS)
      for (const d of DASHBOARD_DIVISIONS) {
        const rows = months.get(`${d} ${y}`)!;
        const margin = ratio(total(rows, 'GMActual'), total(rows, 'RevActual'));
        expect(compare(margin, fromNumeric('0.05')), `${d} ${y}`).toBe(1);
        expect(compare(margin, fromNumeric('0.35')), `${d} ${y}`).toBe(-1);
      }
  });

  it('have goals every month, Mechanical clearly behind its goal this year and Service ahead', () => {
    const ytd = (d: string) => {
      const rows = months.get(`${d} ${YEAR}`)!.slice(0, MONTHS_OVER);
      return ratio(total(rows, 'RevActual'), total(rows, 'RevGoal'));
    };
    for (const y of YEARS)
      for (const d of DASHBOARD_DIVISIONS)
        expect(months.get(`${d} ${y}`)!.filter((r) => isZero(fromNumeric(r.RevGoal)))).toEqual([]);
    expect(compare(ytd('mechanical'), fromNumeric('0.85'))).toBe(-1);
    expect(compare(ytd('service'), fromNumeric('1.15'))).toBe(1);
    const construction = ytd('construction');
    expect(compare(construction, fromNumeric('0.85'))).toBe(1);
    expect(compare(construction, fromNumeric('1.15'))).toBe(-1);
  });

  it('fills the leaderboards: people with goals and projects, margins and revenue', async () => {
    for (const y of YEARS)
      for (const r of LEADERBOARD_ROLES) {
        const goals = await callAs('admin', c.goalLeaderboard, { query: { y, d: 'group', r } });
        const withGoal = goals.data.filter((p) => compare(fromNumeric(p.goal), fromNumeric(0)));
        expect(withGoal.length, `${r} ${y}`).toBeGreaterThan(2);
        const earned = goals.data.filter((p) => compare(fromNumeric(p.actual), fromNumeric(0)));
        expect(earned.length, `${r} ${y}`).toBeGreaterThan(2);
      }
    const margins = await callAs('admin', c.marginLeaderboard, {
      query: { y: YEAR, d: 'group', r: 'PM' },
    });
    expect(margins.data.length).toBeGreaterThan(3);
    const revenue = await callAs('admin', c.revenueLeaderboard, {
      query: { y: YEAR - 2, d: 'group', r: 'PM' },
    });
    expect(revenue.data.length).toBeGreaterThan(3);
  });
});

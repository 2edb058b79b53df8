import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromNumeric, fromUnits, mul, round, sum, toNumeric } from '../core/decimal';
import {
  computeWorksheet,
  isQuarterOver,
  leadershipShares,
  parseIncentivePercentEntry,
  parseStarsEntry,
  pointsOf,
  poolOf,
  positionOf,
  sharePool,
  truncatedHours,
  wholeDollars,
  type TWorksheetInput,
} from './rules';

const noPool = { grossProfit: '0', goalPercent: '0' };

/** The worked example of docs/rules.md "Incentive payouts". */
const example: TWorksheetInput = {
  groupGrossProfit: '1000000.00',
  groupPoolPercent: '0.1000',
  kpiPercent: '0.8000',
  divisions: {
    Construction: { grossProfit: '400000.00', goalPercent: '0.0200' },
    Group: { grossProfit: '1000000.00', goalPercent: '0.0100' },
    Mechanical: noPool,
    'Mechanical/Service': noPool,
  },
  members: [
    {
      userId: 1,
      name: 'Ana',
      position: 'Project Manager',
      stars: 4,
      hours: '500.00',
      leadership: { division: 'Construction', percent: '0.2500' },
    },
    {
      userId: 2,
      name: 'Ben',
      position: 'Superintendent',
      stars: 3,
      hours: '400.00',
      leadership: null,
    },
    { userId: 3, name: 'Cy', position: 'Office', stars: 0, hours: '300.00', leadership: null },
    {
      userId: 4,
      name: 'Dee',
      position: null,
      stars: 0,
      hours: '0',
      leadership: { division: 'Group', percent: '0.3333' },
    },
  ],
};

describe('computeWorksheet: the worked example, column by column', () => {
  const w = computeWorksheet(example);
  const [ana, ben, cy, dee] = w.rows;

  it('pool: group gross profit x group pool % x KPI %', () => {
    expect(w.pool.GroupGrossProfit).toBe('1000000.00');
    expect(w.pool.GroupPoolPercent).toBe('0.1000');
    expect(w.pool.PotentialProfitSharePool).toBe('100000.00');
    expect(w.pool.KPIPercent).toBe('0.8000');
    expect(w.pool.ProfitSharePool).toBe('80000.00');
  });

  it('points = stars x hours; total points; profit share % = points / total points', () => {
    expect([ana!.Points, ben!.Points, cy!.Points, dee!.Points]).toEqual([
      '2000.00',
      '1200.00',
      '0.00',
      '0.00',
    ]);
    expect(ana!.TotalPoints).toBe('3200.00');
    expect(ana!.ProfitSharePercent).toBe('0.625000');
    expect(ben!.ProfitSharePercent).toBe('0.375000');
  });

  it('profit share = the pool split by points', () => {
    expect([ana!.ProfitShareAmount, ben!.ProfitShareAmount, cy!.ProfitShareAmount]).toEqual([
      '50000.00',
      '30000.00',
      '0.00',
    ]);
    expect(ana!.ProfitSharePool).toBe('80000.00');
  });

  it('leadership pool = division gross profit x division goal %; share = pool x leadership %', () => {
    expect(ana!.LeadershipDivision).toBe('Construction');
    expect(ana!.DivisionGrossProfit).toBe('400000.00');
    expect(ana!.DivisionGoalPercent).toBe('0.0200');
    expect(ana!.LeadershipPool).toBe('8000.00');
    expect(ana!.LeadershipPercent).toBe('0.2500');
    expect(ana!.LeadershipAmount).toBe('2000.00');
    expect(dee!.LeadershipPool).toBe('10000.00');
    expect(dee!.LeadershipAmount).toBe('3333.00');
    expect(ben!.LeadershipDivision).toBeNull();
    expect(ben!.LeadershipAmount).toBe('0.00');
  });

  it('total = profit share + leadership share; totals are the sums of the rows', () => {
    expect(ana!.TotalProfitShareAmount).toBe('52000.00');
    expect(dee!.TotalProfitShareAmount).toBe('3333.00');
    expect(w.totals).toEqual({
      Hours: '1200.00',
      Points: '3200.00',
      ProfitShareAmount: '80000.00',
      LeadershipAmount: '5333.00',
      TotalProfitShareAmount: '85333.00',
    });
  });

  it('a loss makes no pool; nobody with points pays nothing', () => {
    const loss = computeWorksheet({ ...example, groupGrossProfit: '-5000.00' });
    expect(loss.pool.ProfitSharePool).toBe('0.00');
    const idle = computeWorksheet({
      ...example,
      members: example.members.map((m) => ({ ...m, hours: '0' })),
    });
    expect(idle.totals.ProfitShareAmount).toBe('0.00');
  });
});

describe('the pieces', () => {
  it('rounds a pool to the cent and splits cents by largest remainder', () => {
    expect(toNumeric(poolOf('333.33', '0.3333'), 2)).toBe('111.10');
    const parts = sharePool(fromNumeric('100.00'), [fromUnits(1n), fromUnits(1n), fromUnits(1n)]);
    expect(parts.map((p) => toNumeric(p, 2))).toEqual(['33.34', '33.33', '33.33']);
    expect(toNumeric(pointsOf(4, '120.50'), 2)).toBe('482.00');
  });

  it('leaders of a division share pool x the sum of their percents', () => {
    const s = leadershipShares(fromNumeric('1000.00'), [
      fromNumeric('0.3333'),
      fromNumeric('0.3333'),
      fromNumeric('0.3334'),
    ]);
    expect(toNumeric(sum(s), 2)).toBe('1000.00');
  });

  it('reads typed stars and incentive percents as spec 2 §5 says', () => {
    expect(parseStarsEntry('')).toBe(0);
    expect(parseStarsEntry('4')).toBe(4);
    expect(parseStarsEntry('x')).toBeNull();
    expect(parseStarsEntry('6')).toBeNull();
    expect(parseStarsEntry('2.5')).toBeNull();
    expect(parseIncentivePercentEntry('')).toBe('0.0000');
    expect(parseIncentivePercentEntry('.25')).toBe('0.2500');
    expect(parseIncentivePercentEntry('abc')).toBeNull();
    expect(parseIncentivePercentEntry('0.12345')).toBeNull();
  });

  it('a quarter may be locked once it is over', () => {
    expect(isQuarterOver({ year: 2026, quarter: 3 }, '2026-09-30')).toBe(false);
    expect(isQuarterOver({ year: 2026, quarter: 3 }, '2026-10-01')).toBe(true);
  });

  it('certificates show whole dollars and truncated hours; positions come from roles', () => {
    expect(wholeDollars('1234.50')).toBe('1235');
    expect(truncatedHours('39.99')).toBe('39');
    expect(positionOf([3, 7])?.name).toBe('Project Manager');
    expect(positionOf([1, 2])).toBeNull();
  });
});

describe('property: the shares of a pool sum to the pool to the cent', () => {
  const cents = fc.bigInt({ min: 0n, max: 10n ** 11n }).map((u) => fromUnits(u, 2));
  const hours = fc.bigInt({ min: 0n, max: 100000n }).map((u) => toNumeric(fromUnits(u, 2), 2));
  const member = fc.record({ stars: fc.integer({ min: 0, max: 5 }), hours });

  it('profit shares sum to the profit share pool whenever someone has points', () => {
    fc.assert(
      fc.property(cents, fc.array(member, { minLength: 1, maxLength: 40 }), (gp, ms) => {
        const w = computeWorksheet({
          ...example,
          groupGrossProfit: toNumeric(gp, 2),
          members: ms.map((m, i) => ({
            userId: i,
            name: `m${i}`,
            position: null,
            leadership: null,
            ...m,
          })),
        });
        const expected = w.totals.Points === '0.00' ? '0.00' : w.pool.ProfitSharePool;
        expect(w.totals.ProfitShareAmount).toBe(expected);
        const total = sum(w.rows.map((r) => fromNumeric(r.TotalProfitShareAmount)));
        expect(toNumeric(total, 2)).toBe(w.totals.TotalProfitShareAmount);
      }),
    );
  });

  it('leadership shares sum to round(pool x their percents)', () => {
    const pct = fc.integer({ min: 0, max: 10000 }).map((n) => fromUnits(BigInt(n), 4));
    fc.assert(
      fc.property(cents, fc.array(pct, { minLength: 1, maxLength: 10 }), (pool, ps) => {
        const shares = leadershipShares(pool, ps);
        expect(shares.length).toBe(ps.length);
        const exact = toNumeric(sum(shares), 2);
        const want = toNumeric(round(mul(pool, sum(ps)), 2), 2);
        expect(exact).toBe(want);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  complementRatio,
  invoiceDeadline,
  kpiPayout,
  margin,
  marginDelta,
  meanOf,
  positionPayout,
  ratio,
} from './rules';
import { kpiQuarterOptions, quarterOf, quarterRange } from './quarters';

describe('KPI scores', () => {
  it('timely invoicing: 9 of 12 pay apps certified by their deadline is 0.75', () => {
    expect(ratio(9, 12)).toBe('0.7500');
    expect(invoiceDeadline('2025-03-20')).toBe('2025-04-05');
    expect(invoiceDeadline('2025-12-02')).toBe('2026-01-05');
  });
  it('job startup: 7 of 8 started projects signed is 0.875; none started has no score', () => {
    expect(ratio(7, 8)).toBe('0.8750');
    expect(ratio(0, 0)).toBeNull();
  });
  it('timely timesheets, notes, callbacks and missed costs score 1 − missed / total', () => {
    expect(complementRatio(2, 20)).toBe('0.9000');
    expect(complementRatio(1, 3)).toBe('0.6667');
    expect(complementRatio(0, 0)).toBeNull();
  });
  it('plus/minus estimated profit: actual margin minus estimated margin', () => {
    // Revenue 100,000, actual cost 72,000: margin 0.28; estimated 0.25 → +0.03.
    expect(margin('100000.00', '72000.00')).toBe('0.2800');
    expect(marginDelta('0.2800', '0.2500')).toBe('0.0300');
    expect(margin('0', '10')).toBeNull();
  });
  it('averages skip missing scores', () => {
    expect(meanOf(['0.8000', null, '0.9000'])).toBe('0.8500');
    expect(meanOf([null])).toBeNull();
  });
});

describe('KPI payouts', () => {
  const setting = { threshold: '0.8000', goal: '0.9500', payoutPercent: '0.1500' };
  it('pays nothing below the threshold, all at the goal, in proportion between', () => {
    expect(kpiPayout('0.7000', setting)).toBe('0.0000');
    expect(kpiPayout('0.9000', setting)).toBe('0.1000');
    expect(kpiPayout('0.9800', setting)).toBe('0.1500');
    expect(kpiPayout(null, setting)).toBe('0.0000');
  });
  it('position payout is earned over possible', () => {
    expect(
      positionPayout([
        { earned: '0.1000', possible: '0.1500' },
        { earned: '0.0500', possible: '0.1000' },
      ]),
    ).toBe('0.6000');
  });
});

describe('quarters', () => {
  it('lists quarters newest first from 2020, next year from November', () => {
    const october = kpiQuarterOptions('2026-10-31');
    expect(october[0]).toEqual({ year: 2026, quarter: 4 });
    expect(october.at(-1)).toEqual({ year: 2020, quarter: 1 });
    expect(kpiQuarterOptions('2026-11-01')[0]).toEqual({ year: 2027, quarter: 4 });
  });
  it('knows a day’s quarter and a quarter’s days', () => {
    expect(quarterOf('2024-05-17')).toEqual({ year: 2024, quarter: 2 });
    expect(quarterRange({ year: 2024, quarter: 1 })).toEqual({
      from: '2024-01-01',
      to: '2024-03-31',
    });
  });
});

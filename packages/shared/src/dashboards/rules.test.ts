import { describe, expect, it } from 'vitest';
import { fromNumeric, toNumeric, ZERO } from '../core/decimal';
import {
  actualCutoffMonth,
  dashboardYearOptions,
  goalVariance,
  grossMarginFraction,
  isDashboardYear,
  monthFigures,
  pipelineGrossProfit,
  pipelineRevenue,
  pivotRows,
  yearByMonth,
  yearTotals,
} from './rules';

const d = fromNumeric;
const text = (v: ReturnType<typeof d>) => toNumeric(v, 2);
const TODAY = new Date(Date.UTC(2026, 10, 27));

describe('dashboard years', () => {
  it('runs from 2020 to next year; the picker adds next year from July', () => {
    expect(isDashboardYear(2019, TODAY)).toBe(false);
    expect(isDashboardYear(2020, TODAY)).toBe(true);
    expect(isDashboardYear(2027, TODAY)).toBe(true);
    expect(isDashboardYear(2028, TODAY)).toBe(false);
    expect(dashboardYearOptions(TODAY)[0]).toBe(2027);
    expect(dashboardYearOptions(new Date(Date.UTC(2026, 5, 30)))[0]).toBe(2026);
    expect(dashboardYearOptions(TODAY).at(-1)).toBe(2020);
  });

  it('compares actuals up to the current month of this year, all of a past year, none of next', () => {
    expect(actualCutoffMonth(2025, TODAY)).toBe(12);
    expect(actualCutoffMonth(2026, TODAY)).toBe(11);
    expect(actualCutoffMonth(2027, TODAY)).toBe(0);
  });
});

describe('pipeline (worked example in docs/rules.md)', () => {
  // A 200,000 contract with 25% of its forecast in March and a 22% estimated margin.
  const base = { contractAmount: d('200000'), forecast: d('0.25'), probability: d('0.4') };

  it('counts the whole forecast once approved', () => {
    const revenue = pipelineRevenue({ ...base, stage: 'In Progress' });
    expect(text(revenue)).toBe('50000.00');
    expect(text(pipelineGrossProfit(revenue, d('0.22')))).toBe('11000.00');
  });

  it('weights it by Probability before approval and drops it once rejected or canceled', () => {
    expect(text(pipelineRevenue({ ...base, stage: 'Awaiting Approval' }))).toBe('20000.00');
    expect(text(pipelineRevenue({ ...base, stage: 'Preparing Proposal' }))).toBe('20000.00');
    expect(text(pipelineRevenue({ ...base, stage: 'Rejected' }))).toBe('0.00');
    expect(text(pipelineRevenue({ ...base, stage: 'Canceled' }))).toBe('0.00');
  });

  it('rounds each month to the cent', () => {
    const r = pipelineRevenue({
      ...base,
      contractAmount: d('1000.01'),
      forecast: d('0.3333'),
      stage: 'Approved',
    });
    expect(text(r)).toBe('333.30');
  });
});

describe('goal, actual and net sums', () => {
  const facts = {
    pipelineRevenue: d('50000'),
    pipelineGrossProfit: d('11000'),
    actualRevenue: d('40000'),
    actualCost: d('31000'),
  };
  const goals = { revenue: d('45000'), grossProfit: d('10000'), overhead: d('3000') };

  it('gross profit = revenue − cost; net profit = gross profit − the overhead goal', () => {
    const m = monthFigures(facts, goals, true);
    expect(text(m.GMActual)).toBe('9000.00');
    expect(text(m.NetProfitActual)).toBe('6000.00');
    expect(text(m.NetProfitGoal)).toBe('7000.00');
    expect(text(m.NetProfitforecast)).toBe('8000.00');
    expect(text(m.RevGoal)).toBe('45000.00');
  });

  it('leaves a month after the cutoff without actual net profit (no overhead spent yet)', () => {
    expect(text(monthFigures(facts, goals, false).NetProfitActual)).toBe('0.00');
  });

  it('sums the twelve months into the year and the pivot', () => {
    const months = yearByMonth([facts, undefined, facts], [goals, goals, goals], 2);
    const year = yearTotals(months);
    expect(text(year.RevActual)).toBe('80000.00');
    expect(text(year.RevGoal)).toBe('135000.00');
    // March is past the cutoff: its gross profit counts, no net profit actual.
    expect(text(year.NetProfitActual)).toBe('3000.00'); // 6,000 (Jan) − 3,000 (Feb overhead)
    const [rv, gm, np] = pivotRows(months);
    expect(rv!.type).toBe('RV');
    expect(text(rv!.total)).toBe('80000.00');
    expect(text(gm!.total)).toBe('18000.00');
    expect(text(np!.months[1]!)).toBe('-3000.00');
  });

  it('gross margin needs revenue; variance is pipeline − goal', () => {
    expect(grossMarginFraction(ZERO, d('5'))).toBeNull();
    expect(toNumeric(grossMarginFraction(d('40000'), d('9000'))!, 4)).toBe('0.2250');
    expect(text(goalVariance(d('50000'), d('60000')))).toBe('-10000.00');
  });
});

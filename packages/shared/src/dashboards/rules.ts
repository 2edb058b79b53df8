import {
  PLACES,
  ZERO,
  compare,
  div,
  fromNumeric,
  isZero,
  mul,
  round,
  sub,
  sum,
  toNumeric,
  type TDecimal,
} from '../core/decimal';
import type { TStageType } from '../project/constants';
import { DASHBOARD_FIRST_YEAR, PIVOT_TYPES, SHORT_MONTHS, type TPivotType } from './constants';

/** A dashboard year is 2020 to next year (spec 2 §5). */
export function isDashboardYear(year: number, today: Date): boolean {
  return (
    Number.isInteger(year) && year >= DASHBOARD_FIRST_YEAR && year <= today.getUTCFullYear() + 1
  );
}

/** The year picker: 2020 to this year, newest first; next year joins from July (spec 2 §2.2). */
export function dashboardYearOptions(today: Date): number[] {
  const last = today.getUTCFullYear() + (today.getUTCMonth() >= 6 ? 1 : 0);
  const years: number[] = [];
  for (let y = last; y >= DASHBOARD_FIRST_YEAR; y -= 1) years.push(y);
  return years;
}

/** Stages whose whole forecast counts in the pipeline (approved work). */
export const FULL_STAGES: readonly TStageType[] = ['Approved', 'In Progress', 'Completed'];
/** Stages whose forecast counts weighted by Probability (not yet approved). */
export const WEIGHTED_STAGES: readonly TStageType[] = ['Preparing Proposal', 'Awaiting Approval'];

/**
 * How much of a project's forecast counts in the pipeline: all of it once approved (Approved,
 * In Progress, Completed), its Probability before approval, none once Rejected or Canceled.
 */
export function pipelineWeight(stage: TStageType, probability: TDecimal): TDecimal {
  if (FULL_STAGES.includes(stage)) return fromNumeric(1);
  if (WEIGHTED_STAGES.includes(stage)) return probability;
  return ZERO;
}

/** One month's pipeline revenue: contract amount x forecast fraction x weight, to the cent. */
export function pipelineRevenue(input: {
  contractAmount: TDecimal;
  forecast: TDecimal;
  stage: TStageType;
  probability: TDecimal;
}): TDecimal {
  const weight = pipelineWeight(input.stage, input.probability);
  return round(mul(mul(input.contractAmount, input.forecast), weight), PLACES.money);
}

/** Pipeline gross profit: pipeline revenue x the estimated margin, to the cent. */
export const pipelineGrossProfit = (revenue: TDecimal, margin: TDecimal) =>
  round(mul(revenue, margin), PLACES.money);

/**
 * The last month of a year that has actuals to compare: 12 for a past year, the current month
 * for this year, 0 for a future year. Net profit actual subtracts overhead up to that month only.
 */
export function actualCutoffMonth(year: number, today: Date): number {
  const current = today.getUTCFullYear();
  if (year < current) return 12;
  if (year > current) return 0;
  return today.getUTCMonth() + 1;
}

/** The stored figures of one month (sums over the projects of a division or the group). */
export interface TMonthFacts {
  pipelineRevenue: TDecimal;
  pipelineGrossProfit: TDecimal;
  actualRevenue: TDecimal;
  actualCost: TDecimal;
}

/** One month's company goals (whole dollars) of the division or the group. */
export interface TMonthGoals {
  revenue: TDecimal;
  grossProfit: TDecimal;
  overhead: TDecimal;
}

/** The nine figures of spec 2 §3 "Division summary", exact. */
export interface TSummaryFigures {
  RevGoal: TDecimal;
  RevForecast: TDecimal;
  RevActual: TDecimal;
  GMGoal: TDecimal;
  GMForecast: TDecimal;
  GMActual: TDecimal;
  NetProfitGoal: TDecimal;
  NetProfitforecast: TDecimal;
  NetProfitActual: TDecimal;
}
export const SUMMARY_KEYS = [
  'RevGoal',
  'RevForecast',
  'RevActual',
  'GMGoal',
  'GMForecast',
  'GMActual',
  'NetProfitGoal',
  'NetProfitforecast',
  'NetProfitActual',
] as const satisfies ReadonlyArray<keyof TSummaryFigures>;

export const EMPTY_FACTS: TMonthFacts = {
  pipelineRevenue: ZERO,
  pipelineGrossProfit: ZERO,
  actualRevenue: ZERO,
  actualCost: ZERO,
};
export const EMPTY_GOALS: TMonthGoals = { revenue: ZERO, grossProfit: ZERO, overhead: ZERO };

/**
 * One month's nine figures: gross profit actual = revenue − cost; net profit = gross profit −
 * the month's overhead goal (for actual, only in months up to the cutoff: a month not yet
 * reached has no actuals and no overhead spent).
 */
export function monthFigures(
  facts: TMonthFacts,
  goals: TMonthGoals,
  hasActuals: boolean,
): TSummaryFigures {
  const gmActual = sub(facts.actualRevenue, facts.actualCost);
  return {
    RevGoal: goals.revenue,
    RevForecast: facts.pipelineRevenue,
    RevActual: facts.actualRevenue,
    GMGoal: goals.grossProfit,
    GMForecast: facts.pipelineGrossProfit,
    GMActual: gmActual,
    NetProfitGoal: sub(goals.grossProfit, goals.overhead),
    NetProfitforecast: sub(facts.pipelineGrossProfit, goals.overhead),
    NetProfitActual: hasActuals ? sub(gmActual, goals.overhead) : ZERO,
  };
}

/** The twelve months of a year (index 0 = January), from month facts and goals. */
export function yearByMonth(
  facts: ReadonlyArray<TMonthFacts | undefined>,
  goals: ReadonlyArray<TMonthGoals | undefined>,
  cutoffMonth: number,
): TSummaryFigures[] {
  return SHORT_MONTHS.map((_, i) =>
    monthFigures(facts[i] ?? EMPTY_FACTS, goals[i] ?? EMPTY_GOALS, i + 1 <= cutoffMonth),
  );
}

/** The year's figures: each of the nine summed over the twelve months. */
export function yearTotals(months: readonly TSummaryFigures[]): TSummaryFigures {
  return Object.fromEntries(
    SUMMARY_KEYS.map((key) => [key, sum(months.map((m) => m[key]))]),
  ) as unknown as TSummaryFigures;
}

const PIVOT_KEY: Record<TPivotType, keyof TSummaryFigures> = {
  RV: 'RevActual',
  GM: 'GMActual',
  NP: 'NetProfitActual',
};

/** The pivot rows (spec 2 §3): the actual revenue, gross profit and net profit of each month. */
export function pivotRows(
  months: readonly TSummaryFigures[],
  types: readonly TPivotType[] = PIVOT_TYPES,
): Array<{ type: TPivotType; months: TDecimal[]; total: TDecimal }> {
  return types.map((type) => {
    const values = months.map((m) => m[PIVOT_KEY[type]]);
    return { type, months: values, total: sum(values) };
  });
}

/** Gross margin percent as a fraction with 4 places; null without revenue. */
export function grossMarginFraction(revenue: TDecimal, grossProfit: TDecimal): TDecimal | null {
  return isZero(revenue) ? null : div(grossProfit, revenue, PLACES.fraction);
}

/** Leaderboard variance: pipeline for the year against the person's goal (ahead is positive). */
export const goalVariance = (pipeline: TDecimal, goal: TDecimal) => sub(pipeline, goal);

/** Money text for replies. */
export const moneyText = (value: TDecimal) => toNumeric(value, PLACES.money);

/** Orders people by a figure, largest first (ties by name). */
export function byFigureDesc<T extends { name: string }>(figure: (row: T) => TDecimal) {
  return (a: T, b: T) => compare(figure(b), figure(a)) || a.name.localeCompare(b.name);
}

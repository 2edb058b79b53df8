import {
  add,
  compare,
  div,
  fromNumeric,
  fromUnits,
  mul,
  round,
  PLACES,
  sub,
  sum,
  toNumeric,
  ZERO,
  type TDecimal,
} from '../core/decimal';
import { parseInteger } from '../core/integer';

/**
 * The incentive KPIs (spec 2 §3 "KPI item", §9 gauge scales; issue 33 item 2): what each scores,
 * its default threshold, goal and payout percent (settings an admin edits), and the arithmetic of
 * the scores and payouts. Scores are 4-place fractions (0.8500 = 85%).
 */
export const KPI_UIDS = [
  'TimelyInvoicing',
  'JobStartUp',
  'TimelyTimesheet',
  'ProjectNotes',
  'Callbacks',
  'MissedCosts',
  'Plus/MinusEstimatedProfit',
  'CustomerFulfillment',
  'ProfessionalImage',
  'SafetySurvey',
  'TrainingAttendance',
  'AccountsReceivableAging',
  'Average',
] as const;
export type TKpiUid = (typeof KPI_UIDS)[number];

export interface TKpiDefinition {
  uid: TKpiUid;
  label: string;
  /** 'kpi': 0 to 1; 'profit': -0.5 to 0.5 (spec 2 §9). */
  scale: 'kpi' | 'profit';
  threshold: string;
  goal: string;
  payoutPercent: string;
  description: string;
}

const kpi = (
  uid: TKpiUid,
  label: string,
  threshold: string,
  goal: string,
  payoutPercent: string,
  description: string,
): TKpiDefinition => ({ uid, label, scale: 'kpi', threshold, goal, payoutPercent, description });

export const KPI_DEFINITIONS: readonly TKpiDefinition[] = [
  kpi(
    'TimelyInvoicing',
    'Timely Invoicing',
    '0.8000',
    '0.9500',
    '0.1500',
    'Pay apps certified by their deadline (the 5th of the month after the month they were made) ' +
      'over the pay apps made in the quarter.',
  ),
  kpi(
    'JobStartUp',
    'Job Startup',
    '0.8000',
    '1.0000',
    '0.1000',
    'Projects started in the quarter (client approval date) with a signed job start-up form over ' +
      'the projects started.',
  ),
  kpi(
    'TimelyTimesheet',
    'Timely Timesheets',
    '0.8500',
    '0.9500',
    '0.1000',
    'Weeks with field assignments whose timesheet was approved by the Monday after the week ' +
      'ended, over the weeks assigned.',
  ),
  kpi(
    'ProjectNotes',
    'Project Notes',
    '0.7500',
    '0.9000',
    '0.1000',
    'Active jobs with at least one note in the quarter over the active jobs.',
  ),
  kpi(
    'Callbacks',
    'Call Back',
    '0.9000',
    '1.0000',
    '0.0500',
    'Projects closed in the quarter with no field visit after their completion date over the ' +
      'projects closed.',
  ),
  kpi(
    'MissedCosts',
    'Missed Cost',
    '0.9000',
    '1.0000',
    '0.0500',
    'Projects closed in the quarter with no cost booked after their completion date over the ' +
      'projects closed.',
  ),
  {
    uid: 'Plus/MinusEstimatedProfit',
    label: 'Plus/Minus Estimated Profit',
    scale: 'profit',
    threshold: '0.0000',
    goal: '0.0500',
    payoutPercent: '0.1000',
    description:
      'Actual margin minus estimated margin, averaged over the projects closed in the quarter ' +
      '(actual cost: labor at the labor rates, material purchases, inventory and other costs).',
  },
  kpi(
    'CustomerFulfillment',
    'Customer Fulfillment',
    '0.8000',
    '0.9000',
    '0.1500',
    'The average overall score of the client surveys answered in the quarter.',
  ),
  kpi(
    'ProfessionalImage',
    'Professional Image',
    '0.8000',
    '0.9000',
    '0.0500',
    'The average score of the fleet, uniform and presentation and warehouse inspections of the ' +
      'quarter.',
  ),
  kpi(
    'SafetySurvey',
    'Safety Survey',
    '0.8500',
    '0.9500',
    '0.0500',
    'The average score of the safety inspections of the quarter.',
  ),
  kpi(
    'TrainingAttendance',
    'Training Attendance',
    '0.9000',
    '1.0000',
    '0.0500',
    'Required training attendances of the quarter that were completed over those required.',
  ),
  kpi(
    'AccountsReceivableAging',
    'Accounts Receivable Aging',
    '0.8000',
    '0.9000',
    '0.0000',
    'Receivables collected within 60 days. Payments are not recorded in the app yet, so this ' +
      'KPI has no score.',
  ),
  kpi(
    'Average',
    'Average',
    '0.8000',
    '0.9000',
    '0.0000',
    'The average of the other KPIs on the 0 to 1 scale that have a score this quarter.',
  ),
];

export const kpiDefinition = (uid: TKpiUid) => KPI_DEFINITIONS.find((d) => d.uid === uid)!;

/** The gauge range of a KPI (spec 2 §9). */
export const gaugeRange = (scale: 'kpi' | 'profit') =>
  scale === 'kpi' ? { min: '0', max: '1' } : { min: '-0.5', max: '0.5' };

const F = PLACES.fraction;

/** part / whole as a 4-place fraction; null when there is nothing to count. */
export function ratio(part: number, whole: number): string | null {
  if (whole === 0) return null;
  return toNumeric(div(fromUnits(BigInt(part)), fromUnits(BigInt(whole)), F), F);
}

/** 1 - bad / whole (callbacks, missed costs, missing notes, missed timesheets). */
export function complementRatio(bad: number, whole: number): string | null {
  if (whole === 0) return null;
  return ratio(whole - bad, whole);
}

/** The mean of fraction texts (nulls skipped); null with none. */
export function meanOf(values: ReadonlyArray<string | null>): string | null {
  const present = values.filter((v): v is string => v !== null).map(fromNumeric);
  if (present.length === 0) return null;
  return toNumeric(div(sum(present), fromUnits(BigInt(present.length)), F), F);
}

/**
 * What a KPI pays, as a fraction of the position's incentive: nothing below the threshold, the
 * whole payout percent at the goal or above, in between in proportion. Worked example: threshold
 * 0.80, goal 0.95, payout 0.15, score 0.90 → 0.15 × (0.90 − 0.80) / (0.95 − 0.80) = 0.1000.
 */
export function kpiPayout(
  score: string | null,
  setting: { threshold: string; goal: string; payoutPercent: string },
): string {
  if (score === null) return toNumeric(ZERO, F);
  const s = fromNumeric(score);
  const threshold = fromNumeric(setting.threshold);
  const goal = fromNumeric(setting.goal);
  const payout = fromNumeric(setting.payoutPercent);
  if (compare(s, threshold) < 0) return toNumeric(ZERO, F);
  if (compare(s, goal) >= 0 || compare(goal, threshold) <= 0) return toNumeric(payout, F);
  const share = div(sub(s, threshold), sub(goal, threshold), 8);
  return toNumeric(round(mul(payout, share), F), F);
}

/**
 * The position payout gauge (0 to 100%): the payouts earned over the payouts possible.
 * Worked example: earned 0.10 + 0.05 of possible 0.15 + 0.10 → 0.15 / 0.25 = 0.6000.
 */
export function positionPayout(items: ReadonlyArray<{ earned: string; possible: string }>) {
  let earned: TDecimal = ZERO;
  let possible: TDecimal = ZERO;
  for (const item of items) {
    earned = add(earned, fromNumeric(item.earned));
    possible = add(possible, fromNumeric(item.possible));
  }
  if (compare(possible, ZERO) === 0) return toNumeric(ZERO, F);
  return toNumeric(div(earned, possible, F), F);
}

/** Margin = (revenue − cost) / revenue; null without revenue. */
export function margin(revenue: string, cost: string): string | null {
  const r = fromNumeric(revenue);
  if (compare(r, ZERO) <= 0) return null;
  return toNumeric(div(sub(r, fromNumeric(cost)), r, F), F);
}

/** Actual minus estimated margin of one project (the Plus/Minus Estimated Profit KPI). */
export function marginDelta(actual: string | null, estimated: string): string | null {
  if (actual === null) return null;
  return toNumeric(sub(fromNumeric(actual), fromNumeric(estimated)), F);
}

/**
 * Pay app deadline: the 5th of the month after the month the pay app was made. Worked example: a
 * pay app made 2025-03-20 is on time when certified on or before 2025-04-05.
 */
export const INVOICE_DEADLINE_DAY = 5;
export function invoiceDeadline(createdDay: string): string {
  const y = parseInteger(createdDay.slice(0, 4))!;
  const m = parseInteger(createdDay.slice(5, 7))!;
  const next = m === 12 ? { y: y + 1, m: 1 } : { y, m: m + 1 };
  return `${next.y}-${String(next.m).padStart(2, '0')}-${String(INVOICE_DEADLINE_DAY).padStart(2, '0')}`;
}

import { add, fromNumeric, toNumeric, ZERO, type TDecimal } from '../core/decimal';
import { payPeriodDays, payPeriodStart } from '../mobile/rules';

/** The offices a person is paid from (spec 2 §3 "Timesheet row": per-office totals). */
export const OFFICES = ['MO', 'KS', 'KCMO'] as const;
export type TOffice = (typeof OFFICES)[number];

/** The row's day keys, Saturday first: a pay period runs Saturday to Friday (spec 2 §2.15). */
export const TIMESHEET_DAYS = ['sat', 'sun', 'mon', 'tue', 'wed', 'thu', 'fri'] as const;
export type TTimesheetDay = (typeof TIMESHEET_DAYS)[number];

export { payPeriodDays, payPeriodStart };

/** The right arrow shows only while the week shown is before the current one (spec 2 §2.15). */
export const canStepForward = (shownStart: string, today: string) =>
  payPeriodStart(shownStart) < payPeriodStart(today);

/** One entry of hours: a person's regular and overtime hours on one day of the period. */
export interface THoursEntry {
  userId: number;
  date: string;
  regular: string;
  overtime: string;
}

/**
 * Sums a person's entries of one pay period into the row's figures: regular and overtime per
 * day (sat..fri), the week's totals, and the totals under the person's office (the other
 * offices stay 0.00). Exact decimals, two places.
 */
export function timesheetFigures(
  periodStart: string,
  office: TOffice | null,
  entries: readonly THoursEntry[],
): Record<string, string> {
  const days = payPeriodDays(periodStart);
  const regular = new Map<string, TDecimal>();
  const overtime = new Map<string, TDecimal>();
  let totalRegular = ZERO;
  let totalOvertime = ZERO;
  for (const entry of entries) {
    const r = fromNumeric(entry.regular);
    const o = fromNumeric(entry.overtime);
    regular.set(entry.date, add(regular.get(entry.date) ?? ZERO, r));
    overtime.set(entry.date, add(overtime.get(entry.date) ?? ZERO, o));
    totalRegular = add(totalRegular, r);
    totalOvertime = add(totalOvertime, o);
  }
  const text = (value: TDecimal) => toNumeric(value, 2);
  const figures: Record<string, string> = {};
  TIMESHEET_DAYS.forEach((day, index) => {
    figures[`${day}r`] = text(regular.get(days[index]!) ?? ZERO);
    figures[`${day}o`] = text(overtime.get(days[index]!) ?? ZERO);
  });
  figures.totalr = text(totalRegular);
  figures.totalo = text(totalOvertime);
  for (const name of OFFICES) {
    figures[`${name}r`] = text(name === office ? totalRegular : ZERO);
    figures[`${name}o`] = text(name === office ? totalOvertime : ZERO);
  }
  return figures;
}

/** The footer: each figure summed over the rows, exactly. */
export function timesheetTotals(rows: readonly Record<string, string>[], keys: readonly string[]) {
  const totals: Record<string, string> = {};
  for (const key of keys) {
    totals[key] = toNumeric(
      rows.reduce((total, row) => add(total, fromNumeric(row[key] ?? '0')), ZERO),
      2,
    );
  }
  return totals;
}

/** The figure keys of a row, in column order: sat..fri, the totals, then each office. */
export const FIGURE_KEYS: readonly string[] = [
  ...TIMESHEET_DAYS.flatMap((day) => [`${day}r`, `${day}o`]),
  'totalr',
  'totalo',
  ...OFFICES.flatMap((office) => [`${office}r`, `${office}o`]),
];

/** The ISO week number of a day (Week Number of the time activity export). */
export function isoWeekNumber(iso: string): number {
  const date = new Date(`${iso}T00:00:00Z`);
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0
  date.setUTCDate(date.getUTCDate() - weekday + 3); // the week's Thursday
  const firstThursday = new Date(Date.UTC(date.getUTCFullYear(), 0, 4));
  const firstWeekday = (firstThursday.getUTCDay() + 6) % 7;
  firstThursday.setUTCDate(firstThursday.getUTCDate() - firstWeekday + 3);
  return 1 + Math.round((date.getTime() - firstThursday.getTime()) / (7 * 86_400_000));
}

import { parseInteger } from '../core/integer';

/** Quarters of the KPI dashboard and the survey list (spec 2 §2.2, §9). */

export const KPI_FIRST_YEAR = 2020;
export const SURVEY_FIRST_YEAR = 2020;

export interface TQuarter {
  year: number;
  quarter: number;
}

/** The quarter a calendar day (YYYY-MM-DD) falls in. */
export function quarterOf(isoDay: string): TQuarter {
  const year = parseInteger(isoDay.slice(0, 4))!;
  const month = parseInteger(isoDay.slice(5, 7))!;
  return { year, quarter: Math.floor((month - 1) / 3) + 1 };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** First and last day of a quarter, as YYYY-MM-DD (inclusive). */
export function quarterRange({ year, quarter }: TQuarter): { from: string; to: string } {
  const firstMonth = (quarter - 1) * 3 + 1;
  const lastMonth = firstMonth + 2;
  const lastDay = new Date(Date.UTC(year, lastMonth, 0)).getUTCDate();
  return { from: `${year}-${pad(firstMonth)}-01`, to: `${year}-${pad(lastMonth)}-${pad(lastDay)}` };
}

export const quarterLabel = ({ year, quarter }: TQuarter) => `Q${quarter} ${year}`;

/**
 * The KPI quarter picker: Q1-Q4 of every year from 2020, newest first; from November the next
 * year is listed too (spec 2 §2.2).
 */
export function kpiQuarterOptions(today: string): TQuarter[] {
  const { year } = quarterOf(today);
  const month = parseInteger(today.slice(5, 7))!;
  const last = month >= 11 ? year + 1 : year;
  const options: TQuarter[] = [];
  for (let y = last; y >= KPI_FIRST_YEAR; y--) {
    for (let q = 4; q >= 1; q--) options.push({ year: y, quarter: q });
  }
  return options;
}

/** Survey list years: 2020 to the current year (spec 2 §9). */
export function surveyYearOptions(today: string): number[] {
  const { year } = quarterOf(today);
  const years: number[] = [];
  for (let y = year; y >= SURVEY_FIRST_YEAR; y--) years.push(y);
  return years;
}

/** Within a year the survey list orders quarters oldest first (spec 2 §2.2). */
export const SURVEY_QUARTERS = [1, 2, 3, 4] as const;

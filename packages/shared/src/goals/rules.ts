import { PLACES, ZERO, fromPercent, parseDecimal, sum, type TDecimal } from '../core/decimal';
import { parseInteger } from '../core/integer';
import {
  GOAL_DIVISIONS,
  GOAL_TYPES,
  GOALS_FIRST_YEAR,
  TOTAL_DIVISION,
  type TGoalType,
} from './constants';

/** Company and team goal years: 2017 to next year. */
export function isGoalYear(year: number, today: Date): boolean {
  return Number.isInteger(year) && year >= GOALS_FIRST_YEAR && year <= today.getUTCFullYear() + 1;
}

/** Year picker 2017..next year, newest first. */
export function goalYearOptions(today: Date): number[] {
  const years: number[] = [];
  for (let y = today.getUTCFullYear() + 1; y >= GOALS_FIRST_YEAR; y -= 1) years.push(y);
  return years;
}

/**
 * A company goal cell as typed (spec 2 §5): empty is 0, a whole number is taken, anything else
 * (text, decimals) reverts to the old value: null means "revert".
 */
export function parseGoalCell(text: string): number | null {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return 0;
  return parseInteger(trimmed);
}

/** A stored goal value by division, category and month (1..12). */
export interface TGoalValue {
  division: string;
  goalType: TGoalType;
  month: number;
  value: number;
}

export interface TCompanyGoalRow {
  year: number;
  division: string;
  goaltype: TGoalType;
  months: number[];
  total: number;
}

/**
 * The Company Goals grid: every division x category (0 where nothing is stored), then a 'Total'
 * row per category summing the divisions; each row's total sums its months.
 */
export function companyGoalRows(year: number, values: readonly TGoalValue[]): TCompanyGoalRow[] {
  const rows: TCompanyGoalRow[] = [];
  const cell = new Map(values.map((v) => [`${v.division}|${v.goalType}|${v.month}`, v.value]));
  for (const division of GOAL_DIVISIONS) {
    for (const goaltype of GOAL_TYPES) {
      const months = Array.from(
        { length: 12 },
        (_, i) => cell.get(`${division}|${goaltype}|${i + 1}`) ?? 0,
      );
      rows.push({ year, division, goaltype, months, total: months.reduce((a, b) => a + b, 0) });
    }
  }
  for (const goaltype of GOAL_TYPES) {
    const parts = rows.filter((r) => r.goaltype === goaltype);
    const months = Array.from({ length: 12 }, (_, i) =>
      parts.reduce((a, r) => a + r.months[i]!, 0),
    );
    rows.push({
      year,
      division: TOTAL_DIVISION,
      goaltype,
      months,
      total: months.reduce((a, b) => a + b, 0),
    });
  }
  return rows;
}

/** Company goal rows are editable except the computed 'Total' rows (spec 2 §5). */
export const isEditableGoalRow = (division: string) => division !== TOTAL_DIVISION;

/**
 * A team member goal month as typed, in percent (spec 2 §5): empty is null, a number with at most
 * two decimals becomes its fraction, anything else reverts ('revert').
 */
export function parseMonthPercent(text: string): TDecimal | null | 'revert' {
  const trimmed = text.trim().replace(/%$/, '');
  if (trimmed === '') return null;
  const percent = parseDecimal(trimmed);
  if (!percent || percent.scale > PLACES.fraction - 2) return 'revert';
  return fromPercent(percent);
}

/** A team member goal amount as typed: a whole number, else revert (null). Empty is 0. */
export const parseGoalAmount = parseGoalCell;

/** Total percent of a team member goal: the months' fractions summed (empty months count 0). */
export function monthsTotal(months: ReadonlyArray<TDecimal | null>): TDecimal {
  return sum(months.map((m) => m ?? ZERO));
}

import { compare, div, fromNumeric, fromUnits, mul, PLACES, toNumeric } from '../core/decimal';

/** The most a salaried position's standard week may hold (numeric(5,2) column, checked). */
export const WEEKLY_HOURS_MAX = 80;

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/** Monday-to-Friday days from `from` through `through` (ISO dates, both counted); 0 if reversed. */
export function weekdaysBetween(from: string, through: string): number {
  const first = dayNumber(from);
  const last = dayNumber(through);
  if (last < first) return 0;
  let count = 0;
  for (let day = first; day <= last; day++) {
    const weekday = new Date(day * DAY_MS).getUTCDay();
    if (weekday !== 0 && weekday !== 6) count++;
  }
  return count;
}

/**
 * The incentive hours of a salaried position's member (issue 36, docs/rules.md "Salaried
 * hours"): its standard weekly hours for each weekday of the quarter so far — weekly / 5 per
 * Monday-to-Friday day from the quarter's first day through the earlier of its last day and
 * today — to 2 places. A quarter not begun yet gives 0.
 */
export function salariedHours(
  weeklyHours: string,
  quarter: { from: string; to: string },
  today: string,
): string {
  const through = today < quarter.to ? today : quarter.to;
  const days = weekdaysBetween(quarter.from, through);
  const perDay = div(fromNumeric(weeklyHours), fromUnits(5n), 6);
  return toNumeric(mul(perDay, fromUnits(BigInt(days))), PLACES.money);
}

/**
 * The weekly hours typed in the position grid: empty means the position is paid by the hour
 * (its hours come from approved timesheets: `{ value: null }`); otherwise a number from 0 to 80
 * with up to 2 decimals. Anything else keeps the old value (null).
 */
export function parseWeeklyHoursEntry(text: string): { value: string | null } | null {
  const t = text.trim();
  if (t === '') return { value: null };
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(t)) return null;
  const hours = fromNumeric(t);
  if (hours.scale > 2 || compare(hours, fromUnits(BigInt(WEEKLY_HOURS_MAX))) > 0) return null;
  return { value: toNumeric(hours, 2) };
}

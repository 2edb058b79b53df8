import {
  add,
  compare,
  ONE,
  parseDecimal,
  PLACES,
  round,
  sign,
  sub,
  sum,
  ZERO,
  type TDecimal,
} from '../core/decimal';
import { parseInteger } from '../core/integer';
import { parsePercent, percentText } from '../core/percent';
import {
  ARCHIVED_STAGES,
  FORECAST_KEYS,
  FORECAST_MONTHS,
  type TForecastKey,
  type TStageType,
} from '../project/constants';

/**
 * The forecast rules of spec 1 §5 and spec 2 §4/§5, shared by the browser grid, the project
 * page and the server: 36 monthly cells (jan1..dec3; 1 previous year, 2 current, 3 next) holding
 * fractions of the contract with four places, added up exactly (core/decimal.ts), never as floats.
 */

/**
 * Who may still change a forecast: a live project's months are edited; an archived project's
 * (Completed, Canceled, Rejected) are read-only on every screen (the browser's archive and active
 * grid, the project page) and the server refuses them.
 */
export const canEditForecast = (stage: TStageType) => !ARCHIVED_STAGES.includes(stage);
export const forecastReadOnlyMessage = (stage: TStageType) =>
  `The forecast of a ${stage} project is read-only.`;

/** 100% as a fraction; a cell and the project's total may not pass it. */
export const FORECAST_FULL = ONE;

export type TForecastMonth = (typeof FORECAST_MONTHS)[number];
export type TForecastSlot = 1 | 2 | 3;
export type TForecastCells = Partial<Record<TForecastKey, string | number | null>>;

export const forecastKey = (month: TForecastMonth, slot: TForecastSlot) =>
  `${month}${slot}` as TForecastKey;

/** A stored cell ("0.2500" or 0.25) as its fraction with four places; empty is 0. */
export function forecastCellValue(value: string | number | null | undefined): TDecimal {
  const fraction = parseDecimal(value);
  return fraction === null ? ZERO : round(fraction, PLACES.fraction);
}

/**
 * What a user typed in a forecast cell, as its fraction: empty is 0 (spec 2 §5), "12.5" is
 * 0.125; null when it is not a number or has more than two decimals (a cell stores a fraction in
 * four places, and the server refuses finer ones rather than round them). Range is checked by
 * `checkForecastCell`.
 */
export function percentInputToFraction(text: string): TDecimal | null {
  const trimmed = text.trim().replace(/%$/, '');
  if (/\.\d{3,}$/.test(trimmed)) return null;
  return trimmed === '' ? ZERO : parsePercent(trimmed);
}

export function forecastTotal(cells: TForecastCells): TDecimal {
  return sum(FORECAST_KEYS.map((key) => forecastCellValue(cells[key] ?? null)));
}

export type TForecastCheck =
  | { ok: true; total: TDecimal }
  | { ok: false; reason: 'cell-range' | 'total-over-100'; message: string; total: TDecimal };

/**
 * May cell `key` become `value`? A cell is 0..100% in four places, and the 36 cells together at
 * most 100% (spec 1 §5: "if the sum of all 36 cells exceeds 100% the cell turns red and nothing
 * is saved").
 */
export function checkForecastCell(
  cells: TForecastCells,
  key: TForecastKey,
  value: TDecimal,
): TForecastCheck {
  const total = add(sub(forecastTotal(cells), forecastCellValue(cells[key] ?? null)), value);
  if (value.scale > PLACES.fraction || sign(value) < 0 || compare(value, FORECAST_FULL) > 0) {
    return {
      ok: false,
      reason: 'cell-range',
      message: 'A forecast month must be between 0 and 100%.',
      total,
    };
  }
  if (compare(total, FORECAST_FULL) > 0) {
    return {
      ok: false,
      reason: 'total-over-100',
      message: `The project's forecast would total ${percentText(total)}%; it may not pass 100%.`,
      total,
    };
  }
  return { ok: true, total };
}

export interface TForecastColumn {
  /** 1..12 */
  month: number;
  monthStr: TForecastMonth;
  slot: TForecastSlot;
  /** The calendar year the column shows. */
  year: number;
  key: TForecastKey;
  /** "Jan 27" */
  label: string;
}

const LABELS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The browser's twelve month columns (docs/decisions.md), in calendar order: the twelve months
 * that end three months after the current month (spec 2 §5: "forecast editing covers three
 * months after the current one, in year slots 1, 2 or 3"), so each of Jan..Dec appears once. In
 * November 2026 they run Mar 26 .. Dec 26, Jan 27, Feb 27; in January 2027, May 26 .. Apr 27.
 */
export function browserForecastColumns(today: Date): TForecastColumn[] {
  const year = today.getUTCFullYear();
  const first = year * 12 + today.getUTCMonth() - 8;
  return Array.from({ length: 12 }, (_, i) => {
    const columnYear = Math.floor((first + i) / 12);
    const m = (first + i) % 12;
    const monthStr = FORECAST_MONTHS[m]!;
    const slot = (2 + columnYear - year) as TForecastSlot;
    return {
      month: m + 1,
      monthStr,
      slot,
      year: columnYear,
      key: forecastKey(monthStr, slot),
      label: `${LABELS[m]} ${String(columnYear).slice(2)}`,
    };
  });
}

/** The calendar year of a slot: slot 2 is `today`'s year. */
export const slotYear = (slot: TForecastSlot, today: Date) => today.getUTCFullYear() + slot - 2;

/**
 * What each cell holds after the calendar moved `years` years on (the slots are relative to the
 * current year): the cell of the same month `years` slots later, or nothing (0) past next year.
 * On 1 January 2027, 2026 moves from slot 2 to slot 1 and 2027 from slot 3 to slot 2; 2025
 * (the old slot 1) is dropped. `null` keeps the cell at 0.
 */
export function rolledForecastSource(key: TForecastKey, years: number): TForecastKey | null {
  const month = key.slice(0, 3) as TForecastMonth;
  const slot = parseInteger(key.slice(3))! + years;
  return slot <= 3 ? forecastKey(month, slot as TForecastSlot) : null;
}

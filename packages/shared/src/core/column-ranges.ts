import { compare, fromUnits, parseDecimal, type TDecimal } from './decimal';

/**
 * The ranges of the database's number columns, stated once (issue 30 item 1: values a column
 * cannot hold answered 500, PostgreSQL 22003). Every numeric input's schema states its column's
 * range and scale from here (core/strict-inputs.ts decimalInput, wholeNumberInput), and a value
 * computed from inputs (a total, a price) is checked against its column before it is written.
 */

/** numeric(precision, scale) as a column type. */
export interface TNumericColumn {
  precision: number;
  scale: number;
}

/** The largest value numeric(precision, scale) holds, as text: numericMax(14, 2) = "999999999999.99". */
export function numericMax({ precision, scale }: TNumericColumn): string {
  const whole = '9'.repeat(precision - scale) || '0';
  return scale > 0 ? `${whole}.${'9'.repeat(scale)}` : whole;
}

/** The column types of the schema (apps/server/src/db/schema). */
export const COLUMN = {
  /** Money: numeric(14, 2). */
  money: { precision: 14, scale: 2 },
  /** Quantities, hours and per-unit costs: numeric(14, 4). */
  unit4: { precision: 14, scale: 4 },
  /** Markups and retention as fractions: numeric(7, 4) (up to 999.9999). */
  fraction: { precision: 7, scale: 4 },
  /** A pay app line's entered percent: numeric(9, 4). */
  percent9: { precision: 9, scale: 4 },
  /** A retainage rate as a fraction: numeric(9, 6). */
  rate: { precision: 9, scale: 6 },
  /** Hours of a day or a time entry: numeric(5, 2). */
  hours: { precision: 5, scale: 2 },
} as const satisfies Record<string, TNumericColumn>;

/** The largest amount of money a column holds: 999,999,999,999.99. */
export const MONEY_MAX = numericMax(COLUMN.money);

/** PostgreSQL integer and smallint. */
export const INTEGER_MAX = 2_147_483_647;
export const SMALLINT_MAX = 32_767;

/** Whether a value fits numeric(precision, scale) once rounded to its scale (its magnitude). */
export function fitsColumn(value: TDecimal | string, column: TNumericColumn): boolean {
  const decimal = typeof value === 'string' ? parseDecimal(value) : value;
  if (decimal === null) return true;
  const magnitude = decimal.units < 0n ? fromUnits(-decimal.units, decimal.scale) : decimal;
  return compare(magnitude, parseDecimal(numericMax(column))!) <= 0;
}

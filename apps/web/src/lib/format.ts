import { toIntlValue, type TDecimal } from '@n5/shared/core/decimal';
import { formatMoney } from '@n5/shared/core/money';
import { percentFormat } from '@n5/shared/core/percent-format';
import { tenDigitPhone } from '@n5/shared/core/phone';

/**
 * Every number, date and phone the app shows goes through here (spec 1 §9): USD in en-US,
 * percents from stored fractions, short dates, phones as ###-###-####. Money arrives as a
 * NUMERIC string or a TDecimal (core/decimal.ts); Intl formats its exact text, never a float.
 */
type TNumeric = TDecimal | number | string | null | undefined;

/**
 * "$1,234.56"; with `decimals: false`, "$1,235". The shared money formatter (core/money.ts):
 * rounding that reaches zero shows no minus sign, empty or invalid input gives ''.
 */
export function formatUsd(value: TNumeric, options: { decimals?: boolean } = {}): string {
  return formatMoney(value, { decimals: options.decimals === false ? 0 : 2 });
}

/** Whole dollars: "$1,235". */
export function formatUsdWhole(value: TNumeric): string {
  return formatUsd(value, { decimals: false });
}

/**
 * A stored fraction as a percent: 0.125 → "12.50%" (2 decimals by default, as retention shows);
 * `{ minDecimals: 0, maxDecimals: 1 }` → "12.5%", the pay-app style.
 */
export function formatPercent(
  fraction: TNumeric,
  options: { minDecimals?: number; maxDecimals?: number } = {},
): string {
  const numeric = toIntlValue(fraction);
  if (numeric === null) return '';
  const maxDecimals = options.maxDecimals ?? options.minDecimals ?? 2;
  const minDecimals = Math.min(options.minDecimals ?? maxDecimals, maxDecimals);
  return percentFormat(minDecimals, maxDecimals).format(numeric);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Short date, MM/DD/YYYY. A date-only value ("2026-03-07") is a calendar day and is shown as is;
 * a timestamp is shown in the browser's time zone (or `timeZone`). Empty or invalid input gives ''.
 */
export function formatShortDate(
  value: Date | string | null | undefined,
  options: { timeZone?: string } = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const day = DATE_ONLY.exec(value);
    if (day) return `${day[2]}/${day[3]}/${day[1]}`;
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: options.timeZone,
  }).format(date);
}

/**
 * A US phone as ddd-ddd-dddd from any punctuation ("(316) 555-0142", "+1 316.555.0142").
 * Anything that is not ten digits (after a leading country code 1) is returned trimmed, unchanged.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  return tenDigitPhone(value) ?? value.trim();
}

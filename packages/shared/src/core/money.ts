import { z } from 'zod';
import { toIntlValue, type TDecimal } from './decimal';

/**
 * Money, once: its wire type and its display (spec 1 §9: USD, en-US, 2 decimals; the browser and
 * the inclusion editor show whole dollars).
 */

/** Decimal text as PostgreSQL's NUMERIC writes it: "-1234.5", "0", "12.3400". No exponent. */
export const MONEY_TEXT = /^-?\d+(\.\d+)?$/;

/** Money on the wire: decimal text, format-checked (never a float, never "1e3" or "$5"). */
export const ZMoney = z.string().regex(MONEY_TEXT, 'Money must be decimal text such as 1234.50.');

/** Any other exact quantity on the wire (hours, a fraction, a percent): format-checked decimal text. */
export const ZDecimalText = z
  .string()
  .regex(MONEY_TEXT, 'A decimal must be decimal text such as 12.5 (no exponent, no symbols).');

const usd = (decimals: 0 | 2) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    signDisplay: 'negative',
  });
const USD = { 2: usd(2), 0: usd(0) } as const;

/**
 * "$1,234.56" (or "$1,235" with `decimals: 0`) from NUMERIC text, a TDecimal or a whole number.
 * Negatives read "-$1,234.56"; rounding that reaches zero shows no minus sign, so a balance under
 * half a cent reads $0.00; empty or invalid input gives ''. Intl formats the exact text.
 */
export function formatMoney(
  value: TDecimal | number | string | null | undefined,
  options: { decimals?: 0 | 2 } = {},
): string {
  const numeric = toIntlValue(value);
  if (numeric === null) return '';
  return USD[options.decimals ?? 2].format(numeric);
}

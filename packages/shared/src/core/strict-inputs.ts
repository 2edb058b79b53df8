import { z } from 'zod';
import { compare, parseDecimal } from './decimal';
import { parseInteger } from './integer';

/**
 * Input schemas that take a value only as the contracts write it (issue 11). z.coerce.number()
 * took "0x10" as 16, " 1 " as 1, true as 1, "" and [] as 0; a percent with more decimals than
 * stored was rounded without a word. Ids are in ids.ts (ZId, ZIdText, ZIdInput); these are the
 * other numbers a client sends. Each takes a JSON number or its text (a query string holds
 * text only), nothing else.
 */

/** Digits with an optional minus: no spaces, no "+", no exponent, no hex, no point. */
const WHOLE_TEXT = /^-?[0-9]{1,15}$/;

/** A whole number from min to max, as a JSON number or its digits. */
export function wholeNumberInput(range: { min: number; max: number }) {
  const message = `must be a whole number from ${range.min} to ${range.max}`;
  return z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const whole =
      typeof value === 'number' ? value : WHOLE_TEXT.test(value) ? parseInteger(value) : null;
    if (whole === null || !Number.isInteger(whole) || whole < range.min || whole > range.max) {
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    }
    return whole;
  });
}

/** A 0/1 flag (spec: includeClientInd and the like): 0 or 1, or "0" or "1"; never "", [] or true. */
export const ZFlag = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], {
    error: 'must be 0 or 1',
  })
  .transform((value): 0 | 1 => (value === 1 || value === '1' ? 1 : 0));

/**
 * A decimal (a percent's fraction, an amount) as a JSON number or its text, with at most
 * `places` decimals after trailing zeros: what the column stores. More is refused, not rounded.
 * The value passes through unchanged; the service reads it once with parseDecimal.
 */
export function decimalInput(options: { places: number; min?: string; max?: string }) {
  const { places, min, max } = options;
  const range =
    min !== undefined && max !== undefined
      ? ` from ${min} to ${max}`
      : max !== undefined
        ? ` up to ${max}`
        : '';
  const message = `must be a number${range} with at most ${places} decimals`;
  const low = min === undefined ? null : parseDecimal(min);
  const high = max === undefined ? null : parseDecimal(max);
  return z.union([z.number(), z.string()], { error: message }).refine(
    (value) => {
      const decimal = parseDecimal(value);
      if (decimal === null || decimal.scale > places) return false;
      if (low && compare(decimal, low) < 0) return false;
      return !(high && compare(decimal, high) > 0);
    },
    { error: message },
  );
}

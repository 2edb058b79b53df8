import { z } from 'zod';
import { compare, parseDecimal, type TDecimal } from './decimal';
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

/**
 * Numeric text as the contracts write it, the one rule for every number sent as text (money,
 * percents, quantities, days, ids; docs/rules.md "Numeric text"): an optional minus, digits and
 * an optional point with digits. Never padded (" 1 " was taken for money, percents and Days
 * while ids refused it; issue 30 item 9), no "+", exponent, hex or thousands separator.
 */
export const NUMERIC_TEXT = /^-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/;

/** A number an API caller sent (a JSON number or numeric text), exactly; null when it is not one. */
export function parseNumericInput(value: unknown): TDecimal | null {
  if (typeof value === 'number') return parseDecimal(value);
  return typeof value === 'string' && NUMERIC_TEXT.test(value) ? parseDecimal(value) : null;
}

/**
 * The range and scale a numeric input states (read by the schema fuzz test to send the values
 * at and just past its bounds).
 */
export interface TNumericRange {
  min: string;
  max: string;
  places: number;
}
const ranges = new WeakMap<object, TNumericRange>();
/** The range a numeric input schema states, or undefined. */
export const numericRangeOf = (schema: object): TNumericRange | undefined => ranges.get(schema);
/** States a schema's range (ids do, in ids.ts); returns the schema. */
export const registerNumericRange = <T extends object>(schema: T, range: TNumericRange): T => {
  ranges.set(schema, range);
  return schema;
};
const withRange = registerNumericRange;

/** A whole number from min to max, as a JSON number or its digits. */
export function wholeNumberInput(range: { min: number; max: number }) {
  const message = `must be a whole number from ${range.min} to ${range.max}`;
  const schema = z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const whole =
      typeof value === 'number' ? value : WHOLE_TEXT.test(value) ? parseInteger(value) : null;
    if (whole === null || !Number.isInteger(whole) || whole < range.min || whole > range.max) {
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    }
    return whole;
  });
  return withRange(schema, { min: String(range.min), max: String(range.max), places: 0 });
}

/** A 0/1 flag (spec: includeClientInd and the like): 0 or 1, or "0" or "1"; never "", [] or true. */
export const ZFlag = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], {
    error: 'must be 0 or 1',
  })
  .transform((value): 0 | 1 => (value === 1 || value === '1' ? 1 : 0));

/**
 * A decimal (a percent's fraction, an amount) as a JSON number or its numeric text, from min to
 * max (its column's range: core/column-ranges.ts) with at most `places` decimals after trailing
 * zeros: what the column stores. More is refused, not rounded; so is padded text. The value
 * passes through unchanged; the service reads it once with parseDecimal.
 */
export function decimalInput(options: { places: number; min: string; max: string }) {
  const { places, min, max } = options;
  const message = `must be a number from ${min} to ${max} with at most ${places} decimals`;
  const low = parseDecimal(min)!;
  const high = parseDecimal(max)!;
  const schema = z.union([z.number(), z.string()], { error: message }).refine(
    (value) => {
      const decimal = parseNumericInput(value);
      if (decimal === null || decimal.scale > places) return false;
      return compare(decimal, low) >= 0 && compare(decimal, high) <= 0;
    },
    { error: message },
  );
  return withRange(schema, { min, max, places });
}

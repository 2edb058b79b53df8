import { parseInteger } from './integer';

/**
 * The one decimal module (docs/decisions.md "One decimal module"): money, quantities, unit prices
 * and percents, on the server, in the browser and at the database, computed exactly.
 *
 * A TDecimal is an integer count of 10^-scale (a bigint), kept without trailing zeros, so equal
 * values have equal fields. Values arrive as text (PostgreSQL numeric, JSON, what a user typed)
 * and are parsed once; sums and products are exact; rounding happens only where a rule asks for
 * it, half away from zero (DOMAIN.md "Money"); values leave as text with the places their column
 * holds. JSON cannot hold a bigint, so a TDecimal never slips into a reply unformatted.
 */
export interface TDecimal {
  /** The value times 10^scale. */
  readonly units: bigint;
  /** Digits after the point (0 or more). */
  readonly scale: number;
}

/** The places the spec stores (spec 1 §9, DOMAIN.md "Money"); percents are stored as fractions. */
/** `rate`: a pay app retainage rate as a fraction, 6 places (5.3426% is 0.053426). */
export const PLACES = { money: 2, quantity: 4, unitPrice: 4, fraction: 4, rate: 6 } as const;

const pow10 = (places: number) => 10n ** BigInt(places);

function checkPlaces(places: number) {
  if (!Number.isInteger(places) || places < 0) {
    throw new RangeError(`Decimal places must be a whole number from 0, not ${places}.`);
  }
}

/** `units` × 10^-`scale`: fromUnits(1250n, 2) is 12.5. */
export function fromUnits(units: bigint, scale = 0): TDecimal {
  checkPlaces(scale);
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  return { units, scale };
}

export const ZERO = fromUnits(0n);
export const ONE = fromUnits(1n);

/** Optional sign, digits, optional point and digits: "12", "-0.5", ".5", "+1.25". */
const DECIMAL_TEXT = /^([-+])?(\d*)(?:\.(\d*))?$/;
/** How String() writes a finite number: "0.1", "-12", "1.5e-7", "1e+21". */
const NUMBER_TEXT = /^(-?)(\d+)(?:\.(\d+))?(?:e([-+]\d+))?$/;

/**
 * What a user typed, or a value that may be missing: the exact decimal, or null when it is
 * empty or not a number ("1,000", "1e3", "abc"). Surrounding spaces are ignored. A JavaScript
 * number is read through its shortest text, so 0.1 is exactly 0.1.
 */
export function parseDecimal(value: string | number | null | undefined): TDecimal | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return fromNumber(value);
  const match = DECIMAL_TEXT.exec(value.trim());
  if (!match) return null;
  const [, signText, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const units = BigInt(whole + fraction);
  return fromUnits(signText === '-' ? -units : units, fraction.length);
}

function fromNumber(value: number): TDecimal | null {
  const match = Number.isFinite(value) ? NUMBER_TEXT.exec(String(value)) : null;
  if (!match) return null;
  const [, minus, whole = '', fraction = '', exponent = '0'] = match;
  const units = BigInt(whole + fraction) * (minus ? -1n : 1n);
  const scale = fraction.length - parseInteger(exponent.replace('+', ''))!;
  return scale >= 0 ? fromUnits(units, scale) : fromUnits(units * pow10(-scale));
}

/**
 * A value that must be a number: PostgreSQL numeric (pg and PGlite hand it over as text), a
 * decimal in our JSON, a JSON number from an accounting system. Anything else is a bug upstream
 * and throws.
 */
export function fromNumeric(value: string | number): TDecimal {
  const parsed = parseDecimal(value);
  if (parsed === null) throw new Error(`"${value}" is not a decimal number.`);
  return parsed;
}

/** The value in whole units of `places` (cents for 2). Throws when digits would be lost. */
export function toUnits(value: TDecimal, places: number): bigint {
  checkPlaces(places);
  if (value.scale > places) {
    throw new RangeError(
      `${toText(value)} has more than ${places} decimal places; round it first.`,
    );
  }
  return value.units * pow10(places - value.scale);
}

/**
 * The value as text with exactly `places` decimals, as a numeric(p, places) column and our JSON
 * hold it: toNumeric(12.5, 2) is "12.50". Throws when digits would be lost: round first, so a
 * write never rounds behind the rule's back.
 */
export function toNumeric(value: TDecimal, places: number): string {
  return digitsText(toUnits(value, places), places);
}

/** The shortest exact text: "12.5", "-0.0325", "3" (what Intl formats, what an input shows). */
export function toText(value: TDecimal): `${number}` {
  return digitsText(value.units, value.scale) as `${number}`;
}

/**
 * For display only: what Intl.NumberFormat formats, the exact text of a decimal, of numeric text
 * or of a number (Intl reads decimal text exactly, so nothing passes through a float); null when
 * empty or not a number.
 */
export function toIntlValue(
  value: TDecimal | string | number | null | undefined,
): `${number}` | null {
  const decimal = typeof value === 'object' && value !== null ? value : parseDecimal(value);
  return decimal === null ? null : toText(decimal);
}

function digitsText(units: bigint, places: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(places + 1, '0');
  const cut = digits.length - places;
  return `${negative ? '-' : ''}${digits.slice(0, cut)}${places > 0 ? `.${digits.slice(cut)}` : ''}`;
}

/**
 * The value as a JSON number, for an API that wants numbers (Acumatica). Throws when the number
 * would not read back as the same decimal (beyond ~15 significant digits), so no amount is
 * rounded on the way out. This is the only place a decimal becomes a float.
 */
export function toJsonNumber(value: TDecimal): number {
  const number = Number(toText(value));
  const back = fromNumber(number);
  if (back === null || !equals(back, value)) {
    throw new RangeError(`${toText(value)} cannot be sent as a JSON number exactly.`);
  }
  return number;
}

/** Both values over one scale, the larger of the two. */
function align(a: TDecimal, b: TDecimal): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * pow10(scale - a.scale), b.units * pow10(scale - b.scale), scale];
}

/** a + b, exact. */
export function add(a: TDecimal, b: TDecimal): TDecimal {
  const [x, y, scale] = align(a, b);
  return fromUnits(x + y, scale);
}

/** a − b, exact. */
export function sub(a: TDecimal, b: TDecimal): TDecimal {
  const [x, y, scale] = align(a, b);
  return fromUnits(x - y, scale);
}

/** The exact sum; 0 for none. */
export function sum(values: Iterable<TDecimal>): TDecimal {
  let total = ZERO;
  for (const value of values) total = add(total, value);
  return total;
}

/**
 * a × b, exact: its places are the sum of both (a quantity of 4 times a unit price of 4 has 8).
 * Round the result where the rule stores it: round(mul(adjusted, percent), PLACES.money).
 */
export function mul(a: TDecimal, b: TDecimal): TDecimal {
  return fromUnits(a.units * b.units, a.scale + b.scale);
}

/** n / d rounded half away from zero; d > 0. */
function divideRounded(n: bigint, d: bigint): bigint {
  const quotient = n / d;
  const remainder = n % d;
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  return twice >= d ? quotient + (n < 0n ? -1n : 1n) : quotient;
}

/** a ÷ b rounded half away from zero to `places` (a quotient is rarely exact). b may not be 0. */
export function div(a: TDecimal, b: TDecimal, places: number): TDecimal {
  checkPlaces(places);
  if (b.units === 0n) throw new RangeError(`Division of ${toText(a)} by zero.`);
  const n = a.units * pow10(b.scale + places);
  const d = b.units * pow10(a.scale);
  return fromUnits(d < 0n ? divideRounded(-n, -d) : divideRounded(n, d), places);
}

/** Rounded half away from zero to `places` (DOMAIN.md: 1.005 → 1.01, −1.005 → −1.01). */
export function round(value: TDecimal, places: number): TDecimal {
  checkPlaces(places);
  if (value.scale <= places) return value;
  return fromUnits(divideRounded(value.units, pow10(value.scale - places)), places);
}

export function negate(value: TDecimal): TDecimal {
  return fromUnits(-value.units, value.scale);
}

/** −1, 0 or 1 as a is less than, equal to or greater than b. */
export function compare(a: TDecimal, b: TDecimal): -1 | 0 | 1 {
  const [x, y] = align(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

export const equals = (a: TDecimal, b: TDecimal) => a.units === b.units && a.scale === b.scale;
export const isZero = (value: TDecimal) => value.units === 0n;
export const sign = (value: TDecimal): -1 | 0 | 1 =>
  value.units < 0n ? -1 : value.units > 0n ? 1 : 0;

/** A percent as the fraction it is stored as: 12.5 → 0.125, exact. */
export function fromPercent(percent: TDecimal): TDecimal {
  return fromUnits(percent.units, percent.scale + 2);
}

/** A stored fraction as the percent people read: 0.125 → 12.5, exact. */
export function toPercent(fraction: TDecimal): TDecimal {
  return mul(fraction, fromUnits(100n));
}

// ---- Shorthands every money rule uses (one definition, not one per rule file) ----------------

/** Money as our JSON and numeric(14,2) hold it ("12.50"); throws on lost cents (round first). */
export const moneyText = (value: TDecimal) => toNumeric(value, PLACES.money);
/** Numeric text, an absent value (an empty cell, a line not entered) as 0. */
export const decimalOrZero = (text: string | null | undefined) => fromNumeric(text ?? '0');
/** Rounded half-up to the cent. */
export const roundCents = (value: TDecimal) => round(value, PLACES.money);
/** numerator / denominator to `places` (a fraction's 4 by default); 0 when nothing is divided. */
export const ratioOrZero = (
  numerator: TDecimal,
  denominator: TDecimal,
  places: number = PLACES.fraction,
) => (compare(denominator, ZERO) === 0 ? ZERO : div(numerator, denominator, places));

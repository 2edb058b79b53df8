import type { TDecimal, TMoney } from './gateway';

/**
 * Exact decimal handling for amounts crossing the accounting boundary: values become scaled
 * bigints, are summed as such, and go back out as strings. Acumatica sends JSON numbers; they are
 * read through their decimal text, so 0.1 stays 0.1.
 */

const DECIMAL_TEXT = /^(-)?(\d+)(?:\.(\d+))?$/;
export const MONEY_TEXT = /^-?\d+(\.\d{1,2})?$/;

/** Scales a decimal to an integer with `places` digits, rounding half away from zero. */
export function toScaled(value: number | string | null | undefined, places: number): bigint {
  if (value === null || value === undefined || value === '') return 0n;
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  const match = DECIMAL_TEXT.exec(text);
  if (!match) throw new Error(`"${text}" is not a decimal number.`);
  const [, sign, whole = '0', fraction = ''] = match;
  const kept = fraction.padEnd(places, '0').slice(0, places);
  let scaled = BigInt(whole + kept);
  if ((fraction[places] ?? '0') >= '5') scaled += 1n;
  return sign && scaled !== 0n ? -scaled : scaled;
}

export function fromScaled(scaled: bigint, places: number): string {
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const fraction = digits.slice(digits.length - places);
  return `${negative ? '-' : ''}${whole}${places > 0 ? `.${fraction}` : ''}`;
}

export const toCents = (value: number | string | null | undefined) => toScaled(value, 2);
export const formatCents = (cents: bigint): TMoney => fromScaled(cents, 2);
export const toMoney = (value: number | string | null | undefined): TMoney =>
  formatCents(toCents(value));

/** A quantity or unit cost: up to four places, trailing zeros dropped ("12.5", "0.0325", "3"). */
export function toDecimal(value: number | string | null | undefined): TDecimal {
  const text = fromScaled(toScaled(value, 4), 4);
  return text.replace(/\.?0+$/, '') || '0';
}

/** Money going out as a JSON number: exact for any amount below 2^53 cents. */
export function moneyToNumber(money: TMoney, what: string): number {
  if (!MONEY_TEXT.test(money))
    throw new Error(`${what} "${money}" is not an amount like "1234.50".`);
  return Number(money);
}

function numberText(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`${value} is not a decimal number.`);
  // Plain numbers print as their shortest decimal text; only tiny or huge ones need fixing.
  const text = String(value);
  return /e/i.test(text) ? value.toFixed(8) : text;
}

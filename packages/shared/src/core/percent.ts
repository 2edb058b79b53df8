import {
  fromPercent,
  parseDecimal,
  PLACES,
  round,
  toPercent,
  toText,
  type TDecimal,
} from './decimal';

/**
 * Percents are typed and read as percents ("12.5") and stored as fractions with four places
 * (0.1250, spec 1 §9): the two directions, exact.
 */

/**
 * What a user typed as a percent ("12.5", "7%", " 40 ") as its fraction (0.125), rounded half
 * away from zero to the stored four places ("33.333" → 0.3333); null when empty or not a number.
 */
export function parsePercent(text: string): TDecimal | null {
  const percent = parseDecimal(text.trim().replace(/%$/, ''));
  return percent === null ? null : round(fromPercent(percent), PLACES.fraction);
}

/** A fraction as the percent people read and type, shortest: 0.125 → "12.5", 1 → "100". */
export function percentText(fraction: TDecimal): string {
  return toText(toPercent(fraction));
}

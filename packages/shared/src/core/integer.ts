/**
 * Whole numbers from text: ids in addresses, counts, ports, years, CLI options. Decimals (money,
 * quantities, percents) never come through here: they are exact values of core/decimal.ts.
 */

const INTEGER_TEXT = /^-?\d+$/;

/**
 * "42" → 42, " -3 " → -3; null for anything else ("12.5", "+1", "1e3", "", "0x10") and for integers
 * a JavaScript number cannot hold exactly (beyond 2^53), so nothing is silently rounded.
 */
export function parseInteger(text: string | null | undefined): number | null {
  const trimmed = text?.trim() ?? '';
  if (!INTEGER_TEXT.test(trimmed)) return null;
  // The one conversion of integer text to a number; the pattern above has made it exact.
  const value = Number(trimmed);
  if (!Number.isSafeInteger(value)) return null;
  return value === 0 ? 0 : value; // "-0" is 0
}

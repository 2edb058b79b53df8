/**
 * Exact decimals for both sides: a decimal text becomes a scaled integer (cents, basis points),
 * is added up as such, and goes back out as text. Never a float sum.
 */
const DECIMAL_TEXT = /^([-+])?(\d*)(?:\.(\d*))?$/;

/** Scales a decimal to an integer with `places` digits, rounding half away from zero; null if not a number. */
export function toScaled(value: number | string | null | undefined, places: number): number | null {
  if (value === null || value === undefined) return null;
  let text = typeof value === 'number' ? numberText(value) : value.trim();
  if (text === '') return null;
  if (text === '.' || text === '-' || text === '+') return null;
  const match = DECIMAL_TEXT.exec(text);
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  text = `${whole || '0'}${fraction.padEnd(places, '0').slice(0, places)}`;
  let scaled = Number(text);
  if ((fraction[places] ?? '0') >= '5') scaled += 1;
  if (!Number.isSafeInteger(scaled)) return null;
  return sign === '-' && scaled !== 0 ? -scaled : scaled;
}

/** The scaled integer back as decimal text with exactly `places` digits: (1250, 4) -> "0.1250". */
export function fromScaled(scaled: number, places: number): string {
  const negative = scaled < 0;
  const digits = String(Math.abs(scaled)).padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const fraction = digits.slice(digits.length - places);
  return `${negative ? '-' : ''}${whole}${places > 0 ? `.${fraction}` : ''}`;
}

function numberText(value: number): string {
  if (!Number.isFinite(value)) return '';
  const text = String(value);
  return /e/i.test(text) ? value.toFixed(10) : text;
}

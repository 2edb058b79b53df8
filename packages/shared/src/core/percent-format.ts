/**
 * Percent formatters by their decimals, made once: building an Intl.NumberFormat costs far more
 * than formatting with one, and a grid formats thousands of cells.
 */
const formatters = new Map<string, Intl.NumberFormat>();

/** "en-US" percent with `minDecimals`..`maxDecimals` digits, minus sign only when negative. */
export function percentFormat(minDecimals: number, maxDecimals: number): Intl.NumberFormat {
  const key = `${minDecimals}:${maxDecimals}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'percent',
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
      signDisplay: 'negative',
    });
    formatters.set(key, format);
  }
  return format;
}

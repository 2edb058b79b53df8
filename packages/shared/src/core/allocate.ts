import { fromUnits, toUnits, type TDecimal } from './decimal';

/**
 * Splits `total` over rows in proportion to `weights`, in whole units of `places` (cents with 2),
 * so that the parts add up to the total exactly: the largest-remainder method. Each part is its
 * exact share cut to whole units, or one unit more, so it is less than one unit from that share.
 *
 * - The units left over after cutting go one each to the rows with the largest remainders; on a
 *   tie the earlier row gets it, so the same input always gives the same split.
 * - A zero weight gets zero. A negative weight is refused (RangeError): to take an amount off
 *   rows, allocate a negative total.
 * - A negative total splits as its absolute value would, every part negative or zero.
 * - With no rows or only zero weights there is nothing to split by: a zero total gives zeros,
 *   any other total is refused.
 * - `total` may have at most `places` decimals (round it first).
 */
export function allocate(
  total: TDecimal,
  weights: readonly TDecimal[],
  places: number,
): TDecimal[] {
  const totalUnits = toUnits(total, places);
  const scale = Math.max(0, ...weights.map((w) => w.scale));
  const units = weights.map((w) => toUnits(w, scale));
  if (units.some((w) => w < 0n)) throw new RangeError('Allocation weights may not be negative.');
  const weightSum = units.reduce((s, w) => s + w, 0n);
  if (weightSum === 0n) {
    if (totalUnits === 0n) return weights.map(() => fromUnits(0n));
    throw new RangeError('Nothing to allocate by: every weight is zero.');
  }

  const amount = totalUnits < 0n ? -totalUnits : totalUnits;
  const parts = units.map((w) => (amount * w) / weightSum);
  const remainders = units.map((w) => (amount * w) % weightSum);
  let left = amount - parts.reduce((s, p) => s + p, 0n);
  const order = remainders
    .map((_, i) => i)
    .sort((a, b) =>
      remainders[a]! === remainders[b]! ? a - b : remainders[a]! > remainders[b]! ? -1 : 1,
    );
  for (const i of order) {
    if (left === 0n) break;
    parts[i]! += 1n;
    left -= 1n;
  }
  return parts.map((p) => fromUnits(totalUnits < 0n ? -p : p, places));
}

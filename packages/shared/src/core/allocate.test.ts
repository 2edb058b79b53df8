import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate } from './allocate';
import { equals, fromNumeric, fromUnits, PLACES, sum, toUnits, type TDecimal } from './decimal';

const d = (text: string) => fromNumeric(text);
const cents = (parts: TDecimal[]) => parts.map((p) => toUnits(p, 2));

describe('allocate (examples)', () => {
  it('splits an amount so the cents add up exactly', () => {
    expect(allocate(d('100.00'), [d('1'), d('1'), d('1')], PLACES.money)).toEqual([
      d('33.34'),
      d('33.33'),
      d('33.33'),
    ]);
    // Weights in dollars: a fee spread over sub-categories by their amounts.
    expect(allocate(d('10.00'), [d('1200.00'), d('300.00'), d('0.00')], PLACES.money)).toEqual([
      d('8.00'),
      d('2.00'),
      d('0'),
    ]);
  });

  it('gives the leftover cents to the largest remainders, ties to the earlier row', () => {
    // Exact shares 0.5, 0.25, 0.25 of 0.01: nobody has a whole cent; the first has the largest remainder.
    expect(cents(allocate(d('0.01'), [d('2'), d('1'), d('1')], 2))).toEqual([1n, 0n, 0n]);
    // Shares 0.005 each of 0.02 over four rows: two cents left, to the first two rows.
    expect(cents(allocate(d('0.02'), [d('1'), d('1'), d('1'), d('1')], 2))).toEqual([
      1n,
      1n,
      0n,
      0n,
    ]);
  });

  it('splits a negative total like its absolute value, every part negative', () => {
    expect(allocate(d('-100.00'), [d('1'), d('1'), d('1')], 2)).toEqual([
      d('-33.34'),
      d('-33.33'),
      d('-33.33'),
    ]);
  });

  it('gives zero weights nothing and refuses negative or missing weights', () => {
    expect(allocate(d('5'), [d('0'), d('3'), d('0')], 4)).toEqual([d('0'), d('5'), d('0')]);
    expect(allocate(d('0'), [d('0'), d('0')], 2)).toEqual([d('0'), d('0')]);
    expect(allocate(d('0'), [], 2)).toEqual([]);
    expect(() => allocate(d('1.00'), [d('0'), d('0')], 2)).toThrow(
      'Nothing to allocate by: every weight is zero.',
    );
    expect(() => allocate(d('1.00'), [], 2)).toThrow(RangeError);
    expect(() => allocate(d('1.00'), [d('2'), d('-1')], 2)).toThrow(
      'Allocation weights may not be negative.',
    );
  });

  it('needs a total in whole units of the places asked', () => {
    expect(() => allocate(d('1.005'), [d('1')], 2)).toThrow(RangeError);
  });

  it('splits a forecast of 100% over months in whole basis points', () => {
    const months = allocate(
      d('1'),
      [1, 2, 3, 3, 2, 1].map((w) => fromUnits(BigInt(w))),
      4,
    );
    expect(months.map((m) => toUnits(m, 4))).toEqual([833n, 1667n, 2500n, 2500n, 1667n, 833n]);
  });
});

describe('allocate (properties)', () => {
  const places = fc.integer({ min: 0, max: 4 });
  const weight = fc
    .tuple(fc.bigInt({ min: 0n, max: 10n ** 9n }), fc.integer({ min: 0, max: 4 }))
    .map(([units, scale]) => fromUnits(units, scale));
  const weights = fc
    .array(weight, { minLength: 1, maxLength: 40 })
    .filter((ws) => ws.some((w) => w.units > 0n));
  const totalUnits = fc.bigInt({ min: -(10n ** 14n), max: 10n ** 14n });

  /** The weights over one scale, and their sum. */
  const asUnits = (ws: TDecimal[]) => {
    const scale = Math.max(...ws.map((w) => w.scale));
    const units = ws.map((w) => toUnits(w, scale));
    return { units, total: units.reduce((s, w) => s + w, 0n) };
  };

  it('adds up to the total exactly, each part less than one unit from its exact share', () => {
    fc.assert(
      fc.property(totalUnits, weights, places, (t, ws, p) => {
        const total = fromUnits(t, p);
        const parts = allocate(total, ws, p);
        const { units, total: weightSum } = asUnits(ws);
        return (
          parts.length === ws.length &&
          equals(sum(parts), total) &&
          parts.every((part, i) => {
            // |part - total·w/W| < 1 unit  <=>  |part·W - total·w| < W (in units of p)
            const error = toUnits(part, p) * weightSum - t * units[i]!;
            return (error < 0n ? -error : error) < weightSum;
          })
        );
      }),
    );
  });

  it('gives zero weights zero, keeps the sign of the total, and favours larger weights', () => {
    fc.assert(
      fc.property(totalUnits, weights, places, (t, ws, p) => {
        const parts = allocate(fromUnits(t, p), ws, p).map((part) => toUnits(part, p));
        const { units } = asUnits(ws);
        const magnitude = (x: bigint) => (x < 0n ? -x : x);
        return parts.every(
          (part, i) =>
            (units[i] !== 0n || part === 0n) &&
            (t >= 0n ? part >= 0n : part <= 0n) &&
            parts.every(
              (other, j) => units[i]! <= units[j]! || magnitude(part) >= magnitude(other),
            ),
        );
      }),
    );
  });

  it('splits evenly over equal weights, the extra units to the earliest rows', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.integer({ min: 1, max: 30 }),
        (t, n) => {
          const parts = allocate(fromUnits(t, 2), Array(n).fill(fromUnits(1n)), 2).map((part) =>
            toUnits(part, 2),
          );
          return parts.every(
            (part, i) => i === 0 || (parts[i - 1]! >= part && parts[i - 1]! - part <= 1n),
          );
        },
      ),
    );
  });

  it('gives the same split for the same input', () => {
    fc.assert(
      fc.property(totalUnits, weights, (t, ws) => {
        const a = allocate(fromUnits(t, 2), ws, 2);
        const b = allocate(fromUnits(t, 2), [...ws], 2);
        return a.every((part, i) => equals(part, b[i]!));
      }),
    );
  });
});

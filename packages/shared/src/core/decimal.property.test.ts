import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  compare,
  div,
  equals,
  fromNumeric,
  fromPercent,
  fromUnits,
  isZero,
  mul,
  negate,
  parseDecimal,
  PLACES,
  round,
  sign,
  sub,
  toJsonNumber,
  toNumeric,
  toPercent,
  toText,
  toUnits,
  type TDecimal,
} from './decimal';

/** Any decimal: up to 24 digits, 0 to 8 places. */
const decimal = fc
  .tuple(fc.bigInt({ min: -(10n ** 24n), max: 10n ** 24n }), fc.integer({ min: 0, max: 8 }))
  .map(([units, scale]) => fromUnits(units, scale));
const nonZero = decimal.filter((x) => !isZero(x));
const places = fc.integer({ min: 0, max: 6 });
const abs = (x: TDecimal) => (sign(x) < 0 ? negate(x) : x);
/** Half a unit of the last of `places` decimals. */
const halfUnit = (p: number) => fromUnits(5n, p + 1);

describe('parse and write (properties)', () => {
  it('reads its own text back: parse ∘ toText is the identity', () => {
    fc.assert(fc.property(decimal, (x) => equals(parseDecimal(toText(x))!, x)));
  });

  it('writes exactly the places asked and reads them back', () => {
    fc.assert(
      fc.property(decimal, places, (x, extra) => {
        const p = x.scale + extra;
        const text = toNumeric(x, p);
        const decimals = text.split('.')[1] ?? '';
        return decimals.length === p && equals(fromNumeric(text), x);
      }),
    );
  });

  it('round-trips every text of the spec formats (money 2, quantity 4, unit price 4, fraction 4)', () => {
    const kinds = fc.constantFrom(PLACES.money, PLACES.quantity, PLACES.unitPrice, PLACES.fraction);
    const numericText = kinds.chain((p) =>
      fc
        .tuple(
          fc.boolean(),
          fc.bigInt({ min: 0n, max: 10n ** 12n }),
          fc.bigInt({ min: 0n, max: 10n ** BigInt(p) - 1n }),
        )
        .map(([negative, whole, fraction]) => {
          const isZeroValue = whole === 0n && fraction === 0n;
          const sign = negative && !isZeroValue ? '-' : '';
          return { p, text: `${sign}${whole}.${String(fraction).padStart(p, '0')}` };
        }),
    );
    fc.assert(fc.property(numericText, ({ p, text }) => toNumeric(fromNumeric(text), p) === text));
  });

  it('reads a JavaScript number as the decimal it prints as', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        const x = parseDecimal(n)!;
        // eslint-disable-next-line no-restricted-syntax -- checks against JavaScript's own reading
        return Number(toText(x)) === n || (n === 0 && isZero(x));
      }),
    );
  });

  it('sends a JSON number only when it reads back as the same decimal', () => {
    fc.assert(
      fc.property(decimal, (x) => {
        let number: number;
        try {
          number = toJsonNumber(x);
        } catch {
          // Refused: then it really has more significant digits than a double keeps.
          return toText(abs(x)).replace(/^[0.]+|\.|0+$/g, '').length > 15;
        }
        return equals(fromNumeric(number), x);
      }),
    );
  });
});

describe('arithmetic (properties)', () => {
  it('subtracting undoes adding, and adding undoes subtracting', () => {
    fc.assert(
      fc.property(decimal, decimal, (a, b) => {
        return equals(sub(add(a, b), b), a) && equals(add(sub(a, b), b), a);
      }),
    );
  });

  it('adds commutatively and associatively, with negate as inverse', () => {
    fc.assert(
      fc.property(decimal, decimal, decimal, (a, b, c) => {
        return (
          equals(add(a, b), add(b, a)) &&
          equals(add(add(a, b), c), add(a, add(b, c))) &&
          isZero(add(a, negate(a)))
        );
      }),
    );
  });

  it('orders values as their difference says', () => {
    fc.assert(fc.property(decimal, decimal, (a, b) => compare(a, b) === sign(sub(a, b))));
  });

  it('multiplies exactly: commutative, distributive, undone by an exact division', () => {
    fc.assert(
      fc.property(decimal, decimal, decimal, (a, b, c) => {
        const product = mul(a, b);
        const undone = isZero(b) || equals(div(product, b, a.scale), a);
        return (
          equals(product, mul(b, a)) &&
          equals(mul(a, add(b, c)), add(mul(a, b), mul(a, c))) &&
          product.scale <= a.scale + b.scale &&
          undone
        );
      }),
    );
  });

  it('rounds to within half a unit, half away from zero, and only once', () => {
    fc.assert(
      fc.property(decimal, places, (x, p) => {
        const r = round(x, p);
        const error = abs(sub(r, x));
        const isTie = equals(error, halfUnit(p));
        return (
          r.scale <= p &&
          compare(error, halfUnit(p)) <= 0 &&
          (!isTie || compare(abs(r), abs(x)) > 0) &&
          equals(round(r, p), r) &&
          equals(round(negate(x), p), negate(r))
        );
      }),
    );
  });

  it('divides to within half a unit of the exact quotient, ties away from zero', () => {
    fc.assert(
      fc.property(decimal, nonZero, places, (a, b, p) => {
        const q = div(a, b, p);
        // |q - a/b| <= half a unit  <=>  |q·b - a| <= half a unit · |b|
        const error = abs(sub(mul(q, b), a));
        const bound = mul(halfUnit(p), abs(b));
        const isTie = equals(error, bound);
        return (
          q.scale <= p &&
          compare(error, bound) <= 0 &&
          (!isTie || compare(abs(mul(q, b)), abs(a)) > 0) &&
          equals(div(negate(a), b, p), negate(q))
        );
      }),
    );
  });

  it('moves between percents and fractions without loss', () => {
    fc.assert(
      fc.property(decimal, (x) => {
        return equals(toPercent(fromPercent(x)), x) && equals(fromPercent(toPercent(x)), x);
      }),
    );
  });

  it('keeps the units of a value at any larger number of places', () => {
    fc.assert(
      fc.property(decimal, places, (x, extra) => {
        const units = toUnits(x, x.scale + extra);
        return equals(fromUnits(units, x.scale + extra), x);
      }),
    );
  });
});

describe('refusals', () => {
  it('never writes fewer places than the value has', () => {
    fc.assert(
      fc.property(
        decimal.filter((x) => x.scale > 0),
        (x) => {
          expect(() => toNumeric(x, x.scale - 1)).toThrow(RangeError);
        },
      ),
    );
  });
});

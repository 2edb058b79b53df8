import { describe, expect, it } from 'vitest';
import {
  add,
  compare,
  div,
  fromNumeric,
  fromPercent,
  fromUnits,
  mul,
  ONE,
  parseDecimal,
  PLACES,
  round,
  sub,
  sum,
  toJsonNumber,
  toNumeric,
  toPercent,
  toText,
  toUnits,
  ZERO,
} from './decimal';

const d = (text: string) => fromNumeric(text);

describe('parse and write the spec decimals (spec 1 §9)', () => {
  it('reads PostgreSQL numeric text and writes it back with the column places', () => {
    expect(toNumeric(d('1234.50'), PLACES.money)).toBe('1234.50');
    expect(toNumeric(d('12.5'), PLACES.quantity)).toBe('12.5000');
    expect(toNumeric(d('0.0325'), PLACES.unitPrice)).toBe('0.0325');
    expect(toNumeric(d('0.2500'), PLACES.fraction)).toBe('0.2500');
    expect(toNumeric(d('-5'), PLACES.money)).toBe('-5.00');
    expect(toNumeric(d('-0.05'), PLACES.money)).toBe('-0.05');
    expect(toNumeric(d('-0.00'), PLACES.money)).toBe('0.00');
    expect(toNumeric(d('90071992547409.99'), PLACES.money)).toBe('90071992547409.99');
  });

  it('keeps equal values equal whatever their places', () => {
    expect(d('0.2500')).toEqual(d('0.25'));
    expect(d('100.00')).toEqual(fromUnits(100n));
    expect(fromUnits(1250n, 4)).toEqual(d('0.125'));
  });

  it('shows the shortest exact text', () => {
    expect(toText(d('12.50'))).toBe('12.5');
    expect(toText(d('3.0000'))).toBe('3');
    expect(toText(d('-0.0325'))).toBe('-0.0325');
    expect(toText(ZERO)).toBe('0');
  });

  it('refuses to drop digits on the way out: rounding is explicit', () => {
    expect(() => toNumeric(d('1.005'), PLACES.money)).toThrow(
      '1.005 has more than 2 decimal places; round it first.',
    );
    expect(() => toUnits(d('0.12345'), PLACES.fraction)).toThrow(RangeError);
    expect(toUnits(d('12.5'), PLACES.money)).toBe(1250n);
  });

  it('reads what a user types, or null when it is not a number', () => {
    expect(parseDecimal(' 12.5 ')).toEqual(d('12.5'));
    expect(parseDecimal('.5')).toEqual(d('0.5'));
    expect(parseDecimal('5.')).toEqual(d('5'));
    expect(parseDecimal('+1.25')).toEqual(d('1.25'));
    for (const bad of ['', ' ', '.', '-', '+', 'abc', '1.2.3', '1,000', '1e3', '0x10', '12%']) {
      expect(parseDecimal(bad)).toBeNull();
    }
    expect(parseDecimal(null)).toBeNull();
    expect(parseDecimal(undefined)).toBeNull();
    expect(parseDecimal(Number.NaN)).toBeNull();
    expect(parseDecimal(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('reads JSON numbers through their decimal text, so sums stay exact', () => {
    expect(toNumeric(add(d('0.1'), fromNumeric(0.2)), PLACES.money)).toBe('0.30');
    expect(fromNumeric(0.1)).toEqual(d('0.1'));
    expect(fromNumeric(1234.5)).toEqual(d('1234.5'));
    expect(fromNumeric(1e-7)).toEqual(d('0.0000001'));
    expect(fromNumeric(1.5e21)).toEqual(d('1500000000000000000000'));
    expect(fromNumeric(-0)).toEqual(ZERO);
  });

  it('throws on a value that must be a number and is not', () => {
    expect(() => fromNumeric('1,000')).toThrow('"1,000" is not a decimal number.');
    expect(() => fromNumeric('')).toThrow('"" is not a decimal number.');
  });
});

describe('rounding, half away from zero (DOMAIN.md "Money")', () => {
  const money = (text: string) => toNumeric(round(d(text), PLACES.money), PLACES.money);

  it('rounds to cents', () => {
    expect(money('1.005')).toBe('1.01');
    expect(money('-1.005')).toBe('-1.01');
    expect(money('1.004')).toBe('1.00');
    expect(money('0.0000001')).toBe('0.00');
    expect(money('-0.004')).toBe('0.00');
    expect(money('1234.5')).toBe('1234.50');
  });

  it('rounds fractions to four places', () => {
    const fraction = (text: string) => toNumeric(round(d(text), 4), 4);
    expect(fraction('0.125')).toBe('0.1250');
    expect(fraction('0.14300000000000002')).toBe('0.1430');
    expect(fraction('0.00005')).toBe('0.0001');
    expect(fraction('-0.00005')).toBe('-0.0001');
    expect(toText(round(d('0.0325'), 4))).toBe('0.0325');
  });
});

describe('arithmetic', () => {
  it('adds, subtracts and sums exactly', () => {
    expect(add(d('0.1'), d('0.2'))).toEqual(d('0.3'));
    expect(sub(d('10.00'), d('0.01'))).toEqual(d('9.99'));
    expect(sum([d('1.10'), d('2.205'), d('-0.005')])).toEqual(d('3.3'));
    expect(sum([])).toEqual(ZERO);
  });

  it('multiplies exactly; the rule rounds where it stores (DOMAIN.md pay apps)', () => {
    // Pay app amount = adjusted x percent / 100, rounded to the cent.
    const amount = round(mul(d('12345.67'), fromPercent(d('33.3'))), PLACES.money);
    expect(toNumeric(amount, PLACES.money)).toBe('4111.11');
    // Retainage of a row: 10% of 4,111.15 is 411.115, rounded half up to 411.12.
    expect(round(mul(d('4111.15'), d('0.1000')), PLACES.money)).toEqual(d('411.12'));
    // A quantity of 4 places times a unit cost of 4 places has 8.
    expect(mul(d('12.3456'), d('0.0325'))).toEqual(d('0.401232'));
  });

  it('divides to the places asked, rounding half away from zero', () => {
    expect(div(d('10'), d('3'), 4)).toEqual(d('3.3333'));
    expect(div(d('20'), d('3'), 2)).toEqual(d('6.67'));
    expect(div(d('-20'), d('3'), 2)).toEqual(d('-6.67'));
    expect(div(d('20'), d('-3'), 2)).toEqual(d('-6.67'));
    expect(div(d('1'), d('8'), 2)).toEqual(d('0.13'));
    expect(div(d('-1'), d('8'), 2)).toEqual(d('-0.13'));
    // Unit price = PreTax / quantity.
    expect(div(d('1000.00'), d('7.5'), PLACES.unitPrice)).toEqual(d('133.3333'));
    expect(() => div(ONE, ZERO, 2)).toThrow('Division of 1 by zero.');
  });

  it('compares values of different places', () => {
    expect(compare(d('0.25'), d('0.2500'))).toBe(0);
    expect(compare(d('-1'), d('0.0001'))).toBe(-1);
    expect(compare(d('100'), d('99.9999'))).toBe(1);
  });

  it('moves between percents and fractions exactly', () => {
    expect(fromPercent(d('12.5'))).toEqual(d('0.125'));
    expect(toPercent(d('0.0005'))).toEqual(d('0.05'));
    expect(toPercent(ONE)).toEqual(d('100'));
  });
});

describe('toJsonNumber', () => {
  it('gives the JSON number of an amount when it reads back exactly', () => {
    expect(toJsonNumber(d('4300.55'))).toBe(4300.55);
    expect(toJsonNumber(d('12500.00'))).toBe(12500);
    expect(toJsonNumber(d('-0.10'))).toBe(-0.1);
  });

  it('refuses a value a float would round', () => {
    expect(() => toJsonNumber(d('12345678901234567.89'))).toThrow(
      '12345678901234567.89 cannot be sent as a JSON number exactly.',
    );
  });
});

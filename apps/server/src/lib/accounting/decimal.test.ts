import { describe, expect, it } from 'vitest';
import { formatCents, moneyToNumber, toCents, toDecimal, toMoney } from './decimal';

describe('accounting decimals', () => {
  it('reads JSON numbers through their decimal text, so sums stay exact', () => {
    expect(formatCents(toCents(0.1) + toCents(0.2))).toBe('0.30');
    expect(toMoney(1234.5)).toBe('1234.50');
    expect(toMoney('-12.3')).toBe('-12.30');
    expect(toMoney(null)).toBe('0.00');
  });

  it('rounds half away from zero to cents', () => {
    expect(toMoney('1.005')).toBe('1.01');
    expect(toMoney('-1.005')).toBe('-1.01');
    expect(toMoney('1.004')).toBe('1.00');
    expect(toMoney(1e-7)).toBe('0.00');
  });

  it('keeps quantities and unit costs to four places without trailing zeros', () => {
    expect(toDecimal(0.0325)).toBe('0.0325');
    expect(toDecimal('12.50')).toBe('12.5');
    expect(toDecimal(3)).toBe('3');
    expect(toDecimal(undefined)).toBe('0');
  });

  it('refuses text that is not an amount', () => {
    expect(() => toCents('1,000')).toThrow('"1,000" is not a decimal number.');
    expect(() => moneyToNumber('12.345', 'Amount')).toThrow(
      'Amount "12.345" is not an amount like "1234.50".',
    );
    expect(moneyToNumber('4300.55', 'Amount')).toBe(4300.55);
  });
});

import { describe, expect, it } from 'vitest';
import { add, fromNumeric, round } from '@n5/shared/core/decimal';
import { moneyText, moneyToJson, quantityText, readAmount } from './amounts';

describe('Acumatica amounts', () => {
  it('reads JSON numbers through their decimal text, so sums stay exact', () => {
    expect(moneyText(add(readAmount(0.1), readAmount(0.2)))).toBe('0.30');
    expect(moneyText(readAmount(1234.5))).toBe('1234.50');
    expect(moneyText(readAmount('-12.3'))).toBe('-12.30');
    expect(moneyText(readAmount(null))).toBe('0.00');
    expect(moneyText(readAmount(''))).toBe('0.00');
  });

  it('rounds half away from zero to cents', () => {
    expect(moneyText(readAmount('1.005'))).toBe('1.01');
    expect(moneyText(readAmount('-1.005'))).toBe('-1.01');
    expect(moneyText(readAmount('1.004'))).toBe('1.00');
    expect(moneyText(readAmount(1e-7))).toBe('0.00');
  });

  it('keeps quantities and unit costs to four places without trailing zeros', () => {
    expect(quantityText(readAmount(0.0325))).toBe('0.0325');
    expect(quantityText(readAmount('12.50'))).toBe('12.5');
    expect(quantityText(readAmount(3))).toBe('3');
    expect(quantityText(readAmount(undefined))).toBe('0');
    expect(quantityText(round(fromNumeric('0.00004'), 4))).toBe('0');
  });

  it('refuses text that is not an amount', () => {
    expect(() => readAmount('1,000')).toThrow('"1,000" is not a decimal number.');
    expect(() => moneyToJson('12.345', 'Amount')).toThrow(
      'Amount "12.345" is not an amount like "1234.50".',
    );
    expect(() => moneyToJson('12,500', 'Amount')).toThrow(
      'Amount "12,500" is not an amount like "1234.50".',
    );
    expect(moneyToJson('4300.55', 'Amount')).toBe(4300.55);
  });
});

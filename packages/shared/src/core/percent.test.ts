import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { equals, fromNumeric, fromUnits, ZERO } from './decimal';
import { parsePercent, percentText } from './percent';

describe('percents typed and shown, fractions stored', () => {
  it('reads a typed percent as its stored fraction, four places', () => {
    expect(parsePercent('12.5')).toEqual(fromNumeric('0.125'));
    expect(parsePercent(' 7% ')).toEqual(fromNumeric('0.07'));
    expect(parsePercent('33.333')).toEqual(fromNumeric('0.3333'));
    expect(parsePercent('0.005')).toEqual(fromNumeric('0.0001'));
    expect(parsePercent('-1.235')).toEqual(fromNumeric('-0.0124'));
    expect(parsePercent('')).toBeNull();
    expect(parsePercent('abc')).toBeNull();
  });

  it('shows a fraction as the shortest percent', () => {
    expect(percentText(fromNumeric('0.1250'))).toBe('12.5');
    expect(percentText(fromNumeric('1.0000'))).toBe('100');
    expect(percentText(fromNumeric('0.0005'))).toBe('0.05');
    expect(percentText(ZERO)).toBe('0');
  });

  it('round-trips every stored fraction through its percent text', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 10n), max: 10n ** 10n }), (units) => {
        const fraction = fromUnits(units, 4);
        return equals(parsePercent(percentText(fraction))!, fraction);
      }),
    );
  });
});

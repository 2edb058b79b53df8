import { describe, expect, it } from 'vitest';
import { formatMoney, ZMoney } from './money';

describe('formatMoney', () => {
  it('shows USD with two decimals, or whole dollars', () => {
    expect(formatMoney('1234.5')).toBe('$1,234.50');
    expect(formatMoney('1234.5', { decimals: 0 })).toBe('$1,235');
    expect(formatMoney('-1234.5')).toBe('-$1,234.50');
  });
  it('shows a balance under half a cent as $0.00, and nothing for empty input', () => {
    expect(formatMoney('-0.004')).toBe('$0.00');
    expect(formatMoney('')).toBe('');
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
  });
});

describe('ZMoney', () => {
  it('takes decimal text only', () => {
    for (const ok of ['0', '12.34', '-5.5', '1234.0000']) expect(ZMoney.parse(ok)).toBe(ok);
    for (const bad of ['', '1e3', '$5', '1,234.00', ' 1', '.5'])
      expect(ZMoney.safeParse(bad).success).toBe(false);
  });
});

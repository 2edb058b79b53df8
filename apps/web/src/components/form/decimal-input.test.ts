import { describe, expect, it } from 'vitest';
import { formatDecimalInput, parseDecimalInput } from './decimal-input';

const parsed = (kind: Parameters<typeof parseDecimalInput>[0], text: string) => {
  const result = parseDecimalInput(kind, text);
  return result.ok ? result.value : 'not a number';
};

describe('percents: typed as percent, stored as a 4-decimal fraction', () => {
  it('turns typed percents into fractions exactly', () => {
    expect(parsed('percent', '12.5')).toBe('0.1250');
    expect(parsed('percent', '12.35')).toBe('0.1235');
    expect(parsed('percent', '100')).toBe('1.0000');
    expect(parsed('percent', '0')).toBe('0.0000');
    expect(parsed('percent', '7%')).toBe('0.0700');
    expect(parsed('percent', '150')).toBe('1.5000');
    expect(parsed('percent', '')).toBeNull();
  });
  it('rounds a third decimal half up and refuses what is not a number', () => {
    expect(parsed('percent', '1.235')).toBe('0.0124');
    for (const bad of ['abc', '1e2', '1.2.3', '-'])
      expect(parsed('percent', bad)).toBe('not a number');
  });
  it('shows stored fractions as percents', () => {
    expect(formatDecimalInput('percent', '0.1250')).toBe('12.5');
    expect(formatDecimalInput('percent', '1.0000')).toBe('100');
    expect(formatDecimalInput('percent', '0.0000')).toBe('0');
    expect(formatDecimalInput('percent', '0.0005')).toBe('0.05');
    expect(formatDecimalInput('percent', '0.7550')).toBe('75.5');
    expect(formatDecimalInput('percent', null)).toBe('');
  });
  it('round-trips every 2-decimal percent', () => {
    for (const p of ['0.01', '5', '33.33', '99.99', '50.5']) {
      expect(formatDecimalInput('percent', parsed('percent', p))).toBe(p);
    }
  });
});

describe('money and quantities', () => {
  it('parse typed amounts with their decorations', () => {
    expect(parsed('money', '$1,234.5')).toBe('1234.50');
    expect(parsed('money', '-0.005')).toBe('-0.01');
    expect(parsed('money', '12.345')).toBe('12.35');
    expect(parsed('quantity', '2.50005')).toBe('2.5001');
    expect(parsed('money', '12 dollars')).toBe('not a number');
  });
  it('format stored amounts for editing', () => {
    expect(formatDecimalInput('money', '1234.5')).toBe('1234.50');
    expect(formatDecimalInput('money', '0')).toBe('0.00');
    expect(formatDecimalInput('quantity', '1.2500')).toBe('1.25');
    expect(formatDecimalInput('quantity', '3.0000')).toBe('3');
  });
});

import { describe, expect, it } from 'vitest';
import {
  bidTypeShort,
  formatMarginPercent,
  formatVariance,
  formatWholeDollars,
  isNegative,
} from './format';

describe('browser formats (spec 2 §9)', () => {
  it('shows money without decimals, with thousands separators', () => {
    expect(formatWholeDollars('1234567.49')).toBe('$1,234,567');
    expect(formatWholeDollars('1234567.50')).toBe('$1,234,568');
    expect(formatWholeDollars('0.00')).toBe('$0');
    expect(formatWholeDollars(null)).toBe('');
  });
  it('shows the margin percent with one decimal', () => {
    expect(formatMarginPercent('0.1850')).toBe('18.5%');
    expect(formatMarginPercent('0.2000')).toBe('20.0%');
  });
  it('shows variance with 3 decimals active, 2 in the archive', () => {
    expect(formatVariance('-0.2500', 'active')).toBe('-25.000%');
    expect(formatVariance('-0.2500', 'archive')).toBe('-25.00%');
    expect(formatVariance('0.0000', 'active')).toBe('0.000%');
    expect(isNegative('-0.0001')).toBe(true);
    expect(isNegative('0.0000')).toBe(false);
  });
  it('shortens bid types', () => {
    expect(bidTypeShort('Construction -> Project')).toBe('C-PRJ');
    expect(bidTypeShort('Mechanical -> T&M')).toBe('M-T&M');
    expect(bidTypeShort('Service -> Flat Rate')).toBe('S-FR');
    expect(bidTypeShort(null)).toBe('');
  });
});

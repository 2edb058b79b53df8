import { describe, expect, it } from 'vitest';
import { fromScaled, toScaled } from './decimal';

describe('toScaled / fromScaled', () => {
  it('scales decimal text exactly, rounding half away from zero', () => {
    expect(toScaled('0.125', 4)).toBe(1250);
    expect(toScaled('12.5', 2)).toBe(1250);
    expect(toScaled('0.14300000000000002', 4)).toBe(1430);
    expect(toScaled('0.00005', 4)).toBe(1);
    expect(toScaled('-1.005', 2)).toBe(-101);
    expect(toScaled(0.1, 4)).toBe(1000);
    expect(toScaled('.5', 2)).toBe(50);
  });
  it('gives null for empty or non-numbers', () => {
    expect(toScaled('', 2)).toBeNull();
    expect(toScaled('abc', 2)).toBeNull();
    expect(toScaled('1.2.3', 2)).toBeNull();
    expect(toScaled(null, 2)).toBeNull();
    expect(toScaled(Number.NaN, 2)).toBeNull();
  });
  it('writes the scaled value back as text', () => {
    expect(fromScaled(1250, 4)).toBe('0.1250');
    expect(fromScaled(-5, 2)).toBe('-0.05');
    expect(fromScaled(123456, 2)).toBe('1234.56');
  });
});

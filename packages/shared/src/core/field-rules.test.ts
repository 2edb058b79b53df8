import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  calendarDate,
  fieldErrorsOf,
  flag,
  fraction,
  oneOf,
  optionalText,
  recordId,
  refusalMessage,
  requiredText,
  wholeNumber,
  type TFieldRule,
} from './field-rules';

/** The stored value, or the rule's one message. */
function check<T>(rule: TFieldRule<T>, value: unknown) {
  const result = rule('Field').safeParse(value);
  return result.success
    ? { value: result.data }
    : { messages: result.error.issues.map((i) => i.message) };
}

describe('text rules', () => {
  it('trim, require, limit, and say so in a sentence naming the field', () => {
    expect(check(requiredText({ max: 5 }), ' ab ')).toEqual({ value: 'ab' });
    expect(check(requiredText({ max: 5 }), '  ')).toEqual({ messages: ['Field is required.'] });
    expect(check(requiredText({ max: 5 }), null)).toEqual({ messages: ['Field is required.'] });
    expect(check(requiredText({ max: 5 }), 'abcdef')).toEqual({
      messages: ['Field must be at most 5 characters.'],
    });
    expect(check(optionalText(), '')).toEqual({ value: null });
    expect(check(optionalText(), undefined)).toEqual({ value: null });
    expect(check(optionalText(), 5)).toEqual({ messages: ['Field must be text.'] });
  });
  it('check a format only when filled in, with its message only', () => {
    const digits = { schema: z.string().regex(/^\d+$/), message: (l: string) => `${l} is digits.` };
    expect(check(optionalText({ format: digits }), '')).toEqual({ value: null });
    expect(check(optionalText({ format: digits }), ' 12 ')).toEqual({ value: '12' });
    expect(check(optionalText({ format: digits }), 'x')).toEqual({
      messages: ['Field is digits.'],
    });
    expect(check(requiredText({ format: digits }), '')).toEqual({
      messages: ['Field is required.'],
    });
  });
});

describe('choice and number rules', () => {
  it('oneOf: a listed value, empty as null only when allowed', () => {
    expect(check(oneOf(['A', 'B'], { nullable: true }), ' ')).toEqual({ value: null });
    expect(check(oneOf(['A', 'B'], { nullable: false }), '')).toEqual({
      messages: ['Field must be one of A, B.'],
    });
    expect(check(oneOf(['A', 'B'], { nullable: false }), 'B')).toEqual({ value: 'B' });
  });
  it('wholeNumber: digits or numbers within the range', () => {
    const days = wholeNumber({ min: 0, max: 10, nullable: true });
    expect(check(days, '7')).toEqual({ value: 7 });
    expect(check(days, '')).toEqual({ value: null });
    expect(check(days, 'ten')).toEqual({ messages: ['Field must be a whole number.'] });
    expect(check(days, 1.5)).toEqual({ messages: ['Field must be a whole number.'] });
    expect(check(days, -1)).toEqual({ messages: ['Field must be from 0 to 10.'] });
    expect(check(wholeNumber({ min: 0, max: 1, nullable: false }), '')).toEqual({
      messages: ['Field must be a whole number.'],
    });
  });
  it('flag: one of its values', () => {
    expect(check(flag([0, 1]), '1')).toEqual({ value: 1 });
    expect(check(flag([-1, 0, 1]), 2)).toEqual({ messages: ['Field must be one of -1, 0, 1.'] });
  });
  it('fraction: 0 to 1 with at most 4 decimals, as 4-decimal text', () => {
    expect(check(fraction(), 0.25)).toEqual({ value: '0.2500' });
    expect(check(fraction(), '1.0')).toEqual({ value: '1.0000' });
    for (const bad of ['1.0001', '0.12345', '-0.1', '', null]) {
      expect(check(fraction(), bad)).toEqual({
        messages: ['Field must be a percent from 0 to 100 (a fraction from 0 to 1).'],
      });
    }
  });
  it('calendarDate and recordId', () => {
    expect(check(calendarDate(), '2028-02-29')).toEqual({ value: '2028-02-29' });
    expect(check(calendarDate(), '')).toEqual({ value: null });
    expect(check(calendarDate(), '2026-02-29')).toEqual({
      messages: ['Field must be a date (YYYY-MM-DD).'],
    });
    expect(check(recordId('user'), '7')).toEqual({ value: 7 });
    expect(check(recordId('user'), null)).toEqual({ value: null });
    expect(check(recordId('user'), 0)).toEqual({ messages: ['Field must be a user id.'] });
    expect(check(recordId('user'), 'x')).toEqual({ messages: ['Field must be a user id.'] });
  });
});

describe('fieldErrorsOf / refusalMessage', () => {
  it("keeps each field's first message, in the schema's order", () => {
    const schema = z.object({
      a: requiredText()('A'),
      b: requiredText({ max: 1 })('B'),
      c: optionalText()('C'),
    });
    const result = schema.safeParse({ b: 'long' });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual({
      a: 'A is required.',
      b: 'B must be at most 1 characters.',
    });
    expect(refusalMessage(result.error!)).toBe('A is required. B must be at most 1 characters.');
  });
});

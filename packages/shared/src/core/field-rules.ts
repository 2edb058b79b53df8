import { z } from 'zod';
import { parseInteger } from './integer';
import { MAX_ID } from './ids';

/**
 * Field rules as Zod schemas, written once: the server refuses a value with the schema's message
 * (400) and the forms show the same message under the field. A rule is built from the field's
 * label so the message reads as a sentence ("Project Name is required."), never "Label: ...".
 * Rules take what a form or an API caller sends (text, numbers, null) and give the stored value.
 */
export type TFieldRule<TOut> = (label: string) => z.ZodType<TOut, unknown>;

/** A text format a filled-in value must match (an email, a phone number, a zip). */
export interface TTextFormat {
  schema: z.ZodType<unknown, string>;
  message: (label: string) => string;
}

const trimmedText = (label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .nullish()
    .transform((value) => (value ?? '').trim());

/** The checks of a trimmed text; a format only applies once something is typed. */
const textChecks = (label: string, options: { max?: number; format?: TTextFormat }) =>
  z
    .string()
    .refine((text) => options.max === undefined || text.length <= options.max, {
      error: `${label} must be at most ${options.max} characters.`,
      abort: true,
    })
    .refine(
      (text) => text === '' || !options.format || options.format.schema.safeParse(text).success,
      {
        error: options.format?.message(label),
      },
    );

/** Trimmed text that must be filled in; a missing value reports "required" only. */
export const requiredText =
  (options: { max?: number; format?: TTextFormat } = {}): TFieldRule<string> =>
  (label) =>
    trimmedText(label)
      .refine((text) => text !== '', { error: `${label} is required.`, abort: true })
      .pipe(textChecks(label, options));

/** Trimmed text or null when empty; a format is checked only when filled in. */
export const optionalText =
  (options: { max?: number; format?: TTextFormat } = {}): TFieldRule<string | null> =>
  (label) =>
    trimmedText(label)
      .pipe(textChecks(label, options))
      .transform((text) => (text === '' ? null : text));

/** Text that goes back to a default when emptied (a column that always holds text). */
export const textOrDefault =
  (fallback: string, options: { max?: number } = {}): TFieldRule<string> =>
  (label) =>
    optionalText(options)(label).transform((text) => text ?? fallback);

const isEmpty = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The schema, or null for an empty value (null, undefined, '') when the field may be empty. */
const emptyAsNull = <T>(schema: z.ZodType<T, unknown>, nullable: boolean) =>
  nullable ? z.preprocess((value) => (isEmpty(value) ? null : value), schema.nullable()) : schema;

/** One of a fixed list (stages, bid types); empty is null when the field may be empty. */
export const oneOf =
  <T extends string>(values: readonly T[], options: { nullable: boolean }): TFieldRule<T | null> =>
  (label) =>
    emptyAsNull(
      z
        .string({ error: `${label} must be text.` })
        .trim()
        .refine((text): text is T => values.includes(text as T), {
          error: `${label} must be one of ${values.join(', ')}.`,
        }),
      options.nullable,
    ) as z.ZodType<T | null, unknown>;

/**
 * Digits ("12", "-1") as the number they write; anything else (padded " 12 ", beyond 2^53) as
 * it is: refused (docs/rules.md "Numeric text", issue 30 item 9).
 */
const digitsAsNumber = (value: unknown) => {
  const match = typeof value === 'string' ? /^(-?)(\d+)$/.exec(value) : null;
  const whole = match ? parseInteger(match[2]!) : null;
  if (whole === null) return value;
  return match![1] === '-' ? -whole : whole;
};

/** An id's digits ("12") as the number; anything else (" 12 ", "0x10", true) as it is: refused. */
const idDigitsAsNumber = (value: unknown) =>
  typeof value === 'string' && /^[0-9]{1,10}$/.test(value) ? parseInteger(value) : value;

/**
 * A whole number as a number or its digits. Built without z.union: a union's refusal reaches
 * react-hook-form's resolver as one of its branches' messages, not the rule's.
 */
const wholeNumberOf = (label: string) => {
  const message = `${label} must be a whole number.`;
  return z.preprocess(digitsAsNumber, z.number({ error: message }).int({ error: message }));
};

/** A whole number from min to max; empty (null, '') is null when the field may be empty. */
export const wholeNumber =
  (options: { min: number; max: number; nullable: boolean }): TFieldRule<number | null> =>
  (label) =>
    emptyAsNull(
      wholeNumberOf(label).refine((n) => n >= options.min && n <= options.max, {
        error: `${label} must be from ${options.min} to ${options.max}.`,
      }),
      options.nullable,
    );

/** A flag stored as a small number (0/1, or -1/0/1). */
export const flag =
  (values: readonly number[]): TFieldRule<number> =>
  (label) =>
    wholeNumberOf(label).refine((n) => values.includes(n), {
      error: `${label} must be one of ${values.join(', ')}.`,
    });

/** 0 to 1 with at most 4 decimals; 1 may have zeros after the point. */
const FRACTION = /^(0|1(?=(?:\.0*)?$))(?:\.(\d{1,4}))?$/;

/**
 * A fraction from 0 to 1 with at most 4 decimals (a percent from 0 to 100 with 2), as the
 * stored text with 4 decimals ("0.1250"). Converted as text, never through a float; padded
 * text (" 0.5 ") is refused like any other number's.
 */
export const fraction = (): TFieldRule<string> => (label) => {
  const message = `${label} must be a percent from 0 to 100 (a fraction from 0 to 1).`;
  return z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.string({ error: message }).transform((text, ctx) => {
      const match = FRACTION.exec(text);
      if (match) return `${match[1]}.${(match[2] ?? '').padEnd(4, '0')}`;
      ctx.issues.push({ code: 'custom', message, input: text });
      return z.NEVER;
    }),
  );
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
export function isCalendarDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const [year, month, day] = [m[1]!, m[2]!, m[3]!].map((part) => parseInteger(part)!);
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return date.toISOString().slice(0, 10) === text;
}

/** A calendar day as YYYY-MM-DD, or null when empty. */
export const calendarDate = (): TFieldRule<string | null> => (label) =>
  z
    .string({ error: `${label} must be a date.` })
    .nullish()
    .transform((value) => (value ?? '').trim())
    .refine((text) => text === '' || isCalendarDate(text), {
      error: `${label} must be a date (YYYY-MM-DD).`,
    })
    .transform((text) => (text === '' ? null : text));

/** What a record id refers to; the server checks that it exists. */
export type TRecordKind = 'user' | 'contact' | 'company';

/** A positive id (a number or its digits), or null when empty. */
export const recordId =
  (kind: TRecordKind): TFieldRule<number | null> =>
  (label) => {
    const message = `${label} must be a ${kind} id.`;
    return emptyAsNull(
      z.preprocess(
        idDigitsAsNumber,
        z
          .number({ error: message })
          .int({ error: message })
          .positive({ error: message })
          .max(MAX_ID, { error: message }),
      ),
      true,
    );
  };

/**
 * The first message of each refused field, keyed by field name, in the schema's order: what the
 * server answers (joined) and what a form highlights.
 */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The messages of a refusal as one sentence list, for a 400 answer. */
export const refusalMessage = (error: z.ZodError) => Object.values(fieldErrorsOf(error)).join(' ');

import { z } from 'zod';
import { parseDecimalInput, zeroDecimal, type TDecimalKind } from './decimal-input';

/** The kinds of input the kit draws; each knows how its typed text becomes the rule's value. */
export type TFieldKind =
  | 'text'
  | 'multiline'
  | 'integer'
  | 'money'
  | 'quantity'
  | 'percent'
  | 'date'
  | 'select'
  | 'autocomplete'
  | 'checkbox';

const isDecimalKind = (kind: TFieldKind): kind is TDecimalKind =>
  kind === 'money' || kind === 'quantity' || kind === 'percent';

export const NOT_A_NUMBER = 'Enter a number.';

/**
 * A typed decimal as the stored decimal text, then the field's rule. An empty percent is 0%
 * (spec 1 §5: forecast cells, retention); empty money and quantities are left to the rule.
 */
function decimalEntry(kind: TDecimalKind, rule: z.ZodType) {
  return z
    .string()
    .transform((text, ctx) => {
      const parsed = parseDecimalInput(kind, text);
      if (!parsed.ok) {
        ctx.issues.push({ code: 'custom', message: NOT_A_NUMBER, input: text });
        return z.NEVER;
      }
      return parsed.value ?? (kind === 'percent' ? zeroDecimal(kind) : null);
    })
    .pipe(rule as z.ZodType<unknown, string | null>);
}

/** The schema, with every refusal worded as `message`. */
function withMessage(schema: z.ZodType, message: string) {
  return z.unknown().transform((value, ctx) => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    ctx.issues.push({ code: 'custom', message, input: value });
    return z.NEVER;
  });
}

/**
 * What a field of this kind checks, from what it holds (the typed text, or the chosen value) to
 * what is saved: the shared rule, after the decimal kinds' parsing. `errorText` replaces the
 * rule's message where the spec words it for the screen (a typed percent's "Enter a number from
 * 0 to 100." where the API's rule speaks of the stored fraction).
 */
export function entrySchema(kind: TFieldKind, rule: z.ZodType, errorText?: string): z.ZodType {
  const schema = isDecimalKind(kind) ? decimalEntry(kind, rule) : rule;
  return errorText ? withMessage(schema, errorText) : schema;
}

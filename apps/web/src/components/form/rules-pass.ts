import { useWatch, type Control, type FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { trimmed } from './rules-resolver';

/**
 * Whether the form's values, as typed (trimmed, as `rulesResolver` reads them), pass the shared
 * rule: for a dialog whose send button waits until they do ("Create it" waits for a name).
 */
export function useRulesPass<TValues extends FieldValues>(
  control: Control<TValues, unknown, unknown>,
  schema: z.ZodType,
): boolean {
  const values = useWatch({ control }) as FieldValues;
  return schema.safeParse(trimmed(values)).success;
}

/** A rule that takes null for empty, fed from a text field that holds '' for empty. */
export const blankAsNull = <T extends z.ZodType>(rule: T) =>
  z.preprocess((value) => (value === '' ? null : value), rule);

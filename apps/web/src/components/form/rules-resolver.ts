import type { FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/**
 * zodResolver for a form that holds what its inputs show (text for text fields, '' for empty) and
 * submits what the shared rules give (trimmed, null for empty). The rules accept any input of the right shape, so
 * the form's own value type is the one to keep.
 */
export function rulesResolver<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, FieldValues>,
): Resolver<TValues, unknown, TOutput> {
  const resolve = zodResolver(schema) as unknown as Resolver<TValues, unknown, TOutput>;
  // Text without the spaces around it: the API refuses padded numbers (docs/rules.md "Numeric
  // text"); a person's " 5" is the 5 they meant.
  return (values, context, options) => resolve(trimmed(values), context, options);
}

export function trimmed<T extends FieldValues>(values: T): T {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.trim() : value,
    ]),
  ) as T;
}

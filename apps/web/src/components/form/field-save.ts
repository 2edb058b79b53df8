import type { z } from 'zod';

/**
 * The pure part of "save this field when it changed" (spec 1 §2 Project Info, §5 condition cards:
 * "Fields save on blur only when the value changed"): what leaving a field does, and the field's
 * saving / saved / refused state. Hooks and components only wire these to React.
 */

export type TSaveDecision =
  { action: 'none' } | { action: 'invalid'; message: string } | { action: 'save'; value: unknown };

/**
 * What a person typed, without the spaces around it: the API refuses padded numbers (docs/rules.md
 * "Numeric text"), so the form drops them before the shared rule reads the value.
 */
const parse = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(typeof value === 'string' ? value.trim() : value);

/**
 * Leaving a field: nothing when it holds the saved value (also when typed differently, "62.50"
 * for "62.5"), the rule's message when it refuses the value, otherwise save the parsed value.
 */
export function decideSave(schema: z.ZodType, value: unknown, savedValue: unknown): TSaveDecision {
  if (Object.is(value, savedValue)) return { action: 'none' };
  const next = parse(schema, value);
  if (!next.success) {
    return { action: 'invalid', message: next.error.issues[0]?.message ?? 'Invalid value.' };
  }
  const saved = parse(schema, savedValue);
  if (saved.success && Object.is(saved.data, next.data)) return { action: 'none' };
  return { action: 'save', value: next.data };
}

export type TSaveStatus =
  | { state: 'idle' }
  | { state: 'saving'; attempt: number }
  | { state: 'saved' }
  | { state: 'refused'; message: string };

export type TSaveEvent =
  | { type: 'saving'; attempt: number }
  | { type: 'saved'; attempt: number }
  | { type: 'refused'; attempt: number; message: string }
  /** The user changed the value again: a saved mark or a refusal no longer describes it. */
  | { type: 'edited' };

export const IDLE: TSaveStatus = { state: 'idle' };

/** One field's state; an answer to an older attempt than the one under way is ignored. */
export function saveStatusReducer(status: TSaveStatus, event: TSaveEvent): TSaveStatus {
  switch (event.type) {
    case 'saving':
      return { state: 'saving', attempt: event.attempt };
    case 'saved':
    case 'refused':
      if (status.state !== 'saving' || status.attempt !== event.attempt) return status;
      return event.type === 'saved'
        ? { state: 'saved' }
        : { state: 'refused', message: event.message };
    case 'edited':
      return status.state === 'saving' || status.state === 'idle' ? status : IDLE;
  }
}

/** Every field's state of one form, by field name. */
export type TSaveStatuses = Readonly<Record<string, TSaveStatus>>;

export function formSaveReducer(
  statuses: TSaveStatuses,
  event: TSaveEvent & { field: string },
): TSaveStatuses {
  const before = statuses[event.field] ?? IDLE;
  const after = saveStatusReducer(before, event);
  return after === before ? statuses : { ...statuses, [event.field]: after };
}

import { createContext, useCallback, useContext, useMemo, useReducer, useRef } from 'react';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { decideSave, formSaveReducer, IDLE, type TSaveStatus } from './field-save';

/** What the kit's fields call when they sit in a form that saves each field on its own. */
export interface TAutosave {
  /** The field was left (or a choice made): save it when it changed and its rule accepts it. */
  commit: (name: string, options?: { revertOnRefusal?: boolean }) => Promise<void>;
  /** The user changed the value again. */
  edited: (name: string) => void;
  statusOf: (name: string) => TSaveStatus;
}

export const AutosaveContext = createContext<TAutosave | null>(null);
export const useAutosaveContext = () => useContext(AutosaveContext);

/**
 * React-hook-form options of a form whose fields save on their own: a field is checked when first
 * left, then on every change, so a shown message (the rule's or the server's) goes as soon as the
 * value is valid again, even when it is the saved value.
 */
export const AUTOSAVE_FORM_MODE = { mode: 'onTouched', reValidateMode: 'onChange' } as const;

/**
 * How such a form takes the saved values again when the record is re-read (after any field's
 * save): a field being edited keeps its text, and shown messages and "left once" stay, so the
 * rule above still holds for the other fields.
 */
export const AUTOSAVE_RESET_OPTIONS = {
  keepDirtyValues: true,
  keepErrors: true,
  keepTouched: true,
} as const;

/**
 * "Save this field when it changed" for a react-hook-form form: the form's default values are
 * the saved ones; `save` sends one field's parsed value and answers the field's new saved value
 * (the server's, e.g. trimmed), which becomes its default. A refusal shows the server's message
 * under the field; a refused choice goes back to the saved value.
 */
export function useAutosave<TValues extends FieldValues>(
  form: UseFormReturn<TValues>,
  options: {
    schemaOf: (name: Path<TValues>) => z.ZodType;
    save: (name: Path<TValues>, value: unknown) => Promise<unknown>;
  },
): TAutosave {
  const [statuses, dispatch] = useReducer(formSaveReducer, {});
  const attempts = useRef(0);
  const { schemaOf, save } = options;

  const commit = useCallback(
    async (field: string, commitOptions: { revertOnRefusal?: boolean } = {}) => {
      const name = field as Path<TValues>;
      const value = form.getValues(name);
      const decision = decideSave(schemaOf(name), value, get(form.formState.defaultValues, name));
      if (decision.action === 'invalid') {
        form.setError(name, { type: 'validate', message: decision.message });
        return;
      }
      if (decision.action === 'none') return;
      const attempt = ++attempts.current;
      dispatch({ field, type: 'saving', attempt });
      try {
        const savedValue = await save(name, decision.value);
        dispatch({ field, type: 'saved', attempt });
        // What the user typed meanwhile stays; otherwise the field shows the saved value.
        if (Object.is(form.getValues(name), value)) {
          form.resetField(name, { defaultValue: savedValue as TValues[typeof name] });
        }
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        dispatch({ field, type: 'refused', attempt, message });
        if (commitOptions.revertOnRefusal) form.resetField(name);
        form.setError(name, { type: 'server', message });
      }
    },
    [form, schemaOf, save],
  );
  const edited = useCallback((field: string) => dispatch({ field, type: 'edited' }), []);
  const statusOf = useCallback((field: string) => statuses[field] ?? IDLE, [statuses]);
  return useMemo(() => ({ commit, edited, statusOf }), [commit, edited, statusOf]);
}

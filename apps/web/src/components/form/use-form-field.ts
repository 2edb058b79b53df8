import { useController } from 'react-hook-form';
import { useAutosaveContext } from './autosave';
import { IDLE } from './field-save';

/**
 * One kit field bound to the surrounding react-hook-form form (FormProvider): its value, its
 * message, and, in a form that saves each field, its save state. `leave` is for text inputs
 * (saved when left), `choose` for choices (saved at once). Inline editors (fields that save
 * themselves) keep every label above its field, as the Project Info form always has; dialogs
 * float a label in an empty field, MUI's default.
 */
export function useFormField<TValue>(name: string) {
  const { field, fieldState } = useController({ name });
  const autosave = useAutosaveContext();
  const change = (value: TValue) => {
    field.onChange(value);
    autosave?.edited(name);
  };
  return {
    value: field.value as TValue,
    ref: field.ref,
    error: fieldState.error?.message,
    status: autosave?.statusOf(name) ?? IDLE,
    isInline: autosave !== null,
    change,
    leave: () => {
      field.onBlur();
      void autosave?.commit(name);
    },
    choose: (value: TValue) => {
      change(value);
      field.onBlur();
      void autosave?.commit(name, { revertOnRefusal: true });
    },
  };
}

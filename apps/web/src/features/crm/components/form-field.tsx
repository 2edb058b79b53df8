import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { TContactFieldErrors } from '@n5/shared/crm/rules';
import type { TContactForm } from './contact-form';

type TTextKey = {
  [K in keyof TContactForm]: TContactForm[K] extends string ? K : never;
}[keyof TContactForm];

export interface TFormBinding {
  form: TContactForm;
  errors: TContactFieldErrors;
  set: (patch: Partial<TContactForm>) => void;
}

/** A text field bound to one form value, red with its message when the rules refuse it. */
export function FormTextField(
  props: { binding: TFormBinding; name: TTextKey; onBlurFormat?: (value: string) => string } & Omit<
    TextFieldProps,
    'name' | 'value' | 'onChange'
  >,
) {
  const { binding, name, onBlurFormat, helperText, ...rest } = props;
  const error = binding.errors[name];
  return (
    <TextField
      size="small"
      fullWidth
      {...rest}
      name={name}
      value={binding.form[name]}
      onChange={(event) => binding.set({ [name]: event.target.value })}
      onBlur={
        onBlurFormat
          ? (event) => {
              const formatted = onBlurFormat(event.target.value);
              if (formatted !== event.target.value) binding.set({ [name]: formatted });
            }
          : undefined
      }
      error={!!error}
      helperText={error ?? helperText}
    />
  );
}

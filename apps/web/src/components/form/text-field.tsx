import type { ReactNode } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { SaveStatusAdornment } from './save-status-adornment';
import { useFormField } from './use-form-field';

/** What every kit field takes: its form value's name and what the user reads around it. */
export interface TFieldProps {
  name: string;
  label: ReactNode;
  /** The accessible name when `label` is not plain text (a link). */
  ariaLabel?: string;
  helperText?: ReactNode;
  disabled?: boolean;
  required?: boolean;
}

export interface TTextFieldProps extends TFieldProps {
  placeholder?: string;
  /** A <datalist> of suggestions; free text stays allowed. */
  listId?: string;
  /** Tidies the text when the field is left ("9135550142" → "913-555-0142"). */
  formatOnBlur?: (text: string) => string;
}

/**
 * A MUI text field bound to the form: red with the rule's (or the server's) message under it
 * (aria-invalid, aria-describedby), the save state at its end. Enter leaves a one-line field,
 * which saves it in a form that saves on blur.
 */
export function FormTextInput(
  props: TTextFieldProps & {
    type?: 'text' | 'email' | 'date';
    multiline?: boolean;
    /** The lines a multiline field shows before it grows (2 unless told). */
    minRows?: number;
    /** Focused when it appears (the first field of a dialog). */
    autoFocus?: boolean;
    inputMode?: 'text' | 'numeric' | 'decimal';
    /** A unit before or after the value ($, %). */
    prefix?: string;
    suffix?: string;
    /** The most characters it takes (the rule's maximum, stopped at the keyboard). */
    maxLength?: number;
    /** Shown, selectable, not editable (a sent contract's text). */
    readOnly?: boolean;
    /** What the text may be while typed: a keystroke that breaks it is ignored (digits only). */
    accept?: RegExp;
    /** Enter submits the dialog's form (a one-field dialog) instead of leaving the field. */
    enterSubmits?: boolean;
  },
) {
  const field = useFormField<string>(props.name);
  const text = field.value ?? '';
  const type = props.type ?? 'text';
  return (
    <TextField
      inputRef={field.ref}
      label={props.label}
      value={text}
      type={type}
      multiline={props.multiline}
      minRows={props.multiline ? (props.minRows ?? 2) : undefined}
      autoFocus={props.autoFocus}
      disabled={props.disabled}
      required={props.required}
      placeholder={props.placeholder}
      error={!!field.error}
      helperText={field.error ?? props.helperText}
      onChange={(event) => {
        if (!props.accept || props.accept.test(event.target.value))
          field.change(event.target.value);
      }}
      onBlur={() => {
        const tidy = props.formatOnBlur?.(text);
        if (tidy !== undefined && tidy !== text) field.change(tidy);
        field.leave();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !props.multiline && !props.enterSubmits)
          (event.target as HTMLElement).blur();
      }}
      fullWidth
      size="small"
      slotProps={{
        // A date input always shows its mm/dd/yyyy, so its label stays above it.
        inputLabel: field.isInline || type === 'date' ? { shrink: true } : undefined,
        htmlInput: {
          'aria-label': props.ariaLabel,
          'data-field': props.name,
          list: props.listId,
          inputMode: props.inputMode,
          maxLength: props.maxLength,
        },
        input: {
          readOnly: props.readOnly,
          startAdornment: props.prefix && (
            <InputAdornment position="start">{props.prefix}</InputAdornment>
          ),
          endAdornment: <SaveStatusAdornment status={field.status} suffix={props.suffix} />,
        },
      }}
    />
  );
}

export const FormTextField = (props: TTextFieldProps & { type?: 'text' | 'email' }) => (
  <FormTextInput {...props} />
);
export const FormMultilineField = (props: TFieldProps) => <FormTextInput {...props} multiline />;
export const FormIntegerField = (props: TFieldProps) => (
  <FormTextInput {...props} inputMode="numeric" />
);
export const FormDateField = (props: TFieldProps) => <FormTextInput {...props} type="date" />;
export const FormMoneyField = (props: TFieldProps) => (
  <FormTextInput {...props} inputMode="decimal" prefix="$" />
);
export const FormQuantityField = (props: TFieldProps) => (
  <FormTextInput {...props} inputMode="decimal" />
);
/** What an unsigned decimal may be while typed: digits and one point (no sign, no exponent). */
export const UNSIGNED_DECIMAL_TYPING = /^\d*\.?\d*$/;
/** A rate, a percent or an amount that is never negative: other keystrokes are ignored. */
export const FormUnsignedDecimalField = (props: TFieldProps) => (
  <FormTextInput {...props} inputMode="decimal" accept={UNSIGNED_DECIMAL_TYPING} />
);
export const FormPercentField = (props: TFieldProps) => (
  <FormTextInput {...props} inputMode="decimal" suffix="%" />
);

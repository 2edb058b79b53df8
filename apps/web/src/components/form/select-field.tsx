import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SaveStatusAdornment } from './save-status-adornment';
import type { TFieldProps } from './text-field';
import { useFormField } from './use-form-field';

export type TOptionValue = string | number;

export interface TOption {
  value: TOptionValue;
  label: string;
  disabled?: boolean;
}

/** MUI's select keys its items by text; '' is the empty choice (the value null). */
const keyOf = (value: TOptionValue | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/**
 * A dropdown bound to the form; a choice is saved at once in a form that saves each field.
 * Until its list arrives (`options` undefined) it shows "Loading…", never a raw id; a value the
 * loaded list lacks (an inactive user) shows `unknownLabel`.
 */
export function FormSelectField(
  props: TFieldProps & {
    options: readonly TOption[] | undefined;
    /** The label of the empty choice; without it there is none. */
    emptyLabel?: string;
    unknownLabel?: string;
  },
) {
  const field = useFormField<TOptionValue | null>(props.name);
  const isLoading = props.options === undefined;
  const options = props.options ?? [];
  const current = keyOf(field.value);
  const isKnown = current === '' || options.some((o) => keyOf(o.value) === current);
  const missingLabel = isLoading ? 'Loading…' : (props.unknownLabel ?? 'Not in the list');
  return (
    <TextField
      select
      inputRef={field.ref}
      label={props.label}
      value={current}
      disabled={props.disabled || isLoading}
      required={props.required}
      error={!!field.error}
      helperText={field.error ?? props.helperText}
      onChange={(event) => {
        const key = event.target.value;
        if (key === current) return;
        field.choose(options.find((o) => keyOf(o.value) === key)?.value ?? null);
      }}
      fullWidth
      size="small"
      slotProps={{
        inputLabel: field.isInline ? { shrink: true } : undefined,
        select: {
          displayEmpty: field.isInline,
          inputProps: { 'aria-label': props.ariaLabel, 'data-field': props.name },
        },
        input: {
          endAdornment: isLoading ? (
            <InputAdornment position="end" sx={{ mr: 3 }}>
              <CircularProgress size={16} aria-label="Loading the list" />
            </InputAdornment>
          ) : (
            <SaveStatusAdornment status={field.status} />
          ),
        },
      }}
    >
      {props.emptyLabel !== undefined && (
        <MenuItem value="">
          <em>{props.emptyLabel}</em>
        </MenuItem>
      )}
      {!isKnown && (
        <MenuItem value={current} disabled>
          {missingLabel}
        </MenuItem>
      )}
      {options.map((o) => (
        <MenuItem key={keyOf(o.value)} value={keyOf(o.value)} disabled={o.disabled}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

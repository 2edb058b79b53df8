import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { TFieldProps } from './text-field';
import { useFormField } from './use-form-field';

/** A 0/1 flag (the spec's "...Ind" fields) as a labelled checkbox; saved at once when ticked. */
export function FormCheckboxField(props: Omit<TFieldProps, 'helperText' | 'required'>) {
  const field = useFormField<0 | 1>(props.name);
  return (
    <FormControlLabel
      label={props.label}
      disabled={props.disabled}
      control={
        <Checkbox
          inputRef={field.ref}
          checked={field.value === 1}
          onChange={(event) => field.choose(event.target.checked ? 1 : 0)}
          slotProps={{
            input: { 'aria-label': props.ariaLabel, 'data-field': props.name } as object,
          }}
        />
      }
    />
  );
}

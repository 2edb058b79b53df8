import type { HTMLAttributes, Key, ReactNode, Ref } from 'react';
import Autocomplete, { type AutocompleteProps } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { TFieldProps } from './text-field';
import { useFormField } from './use-form-field';

type TOptionKey = string | number;
type TOptionProps = HTMLAttributes<HTMLLIElement> & { key: Key };

interface TAutocompleteProps<T> extends TFieldProps {
  /** Undefined while the list loads: the field shows MUI's loading state. */
  options: readonly T[] | undefined;
  getOptionLabel: (option: T) => string;
  getOptionKey: (option: T) => TOptionKey;
  renderOption?: (props: TOptionProps, option: T) => ReactNode;
  filterOptions?: AutocompleteProps<T, false, false, boolean>['filterOptions'];
  /** What the user types, for a list searched on the server (then pass filterOptions={(o) => o}). */
  onSearch?: (text: string) => void;
}

/**
 * Pick one of a long list by typing (contacts, companies); the form value is the chosen option's
 * id (`getOptionKey`), null when cleared.
 */
export function FormAutocompleteField<T>(props: TAutocompleteProps<T>) {
  const field = useFormField<TOptionKey | null>(props.name);
  const options = props.options ?? [];
  const chosen = options.find((o) => props.getOptionKey(o) === field.value) ?? null;
  return (
    <Autocomplete<T>
      options={options}
      loading={props.options === undefined}
      filterOptions={props.filterOptions}
      getOptionLabel={props.getOptionLabel}
      getOptionKey={props.getOptionKey}
      renderOption={props.renderOption}
      isOptionEqualToValue={(a, b) => props.getOptionKey(a) === props.getOptionKey(b)}
      value={chosen}
      disabled={props.disabled}
      onChange={(_event, option) => field.choose(option ? props.getOptionKey(option) : null)}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input' || reason === 'clear') props.onSearch?.(text);
      }}
      renderInput={(params) => <AutocompleteInput params={params} field={field} {...props} />}
    />
  );
}

/**
 * A name typed freely, with suggestions (spec 1 §4: typing a new name makes a new contact or
 * company; choosing an existing one loads it). The form value is the text; a chosen suggestion
 * goes to `onChoose`, typing to `onType` (or straight into the value).
 */
export function FormNameAutocompleteField<T>(
  props: TAutocompleteProps<T> & {
    onChoose: (option: T) => void;
    onType?: (text: string) => void;
  },
) {
  const field = useFormField<string>(props.name);
  return (
    <Autocomplete<T, false, false, true>
      freeSolo
      options={props.options ?? []}
      loading={props.options === undefined}
      filterOptions={props.filterOptions}
      getOptionLabel={(o) => (typeof o === 'string' ? o : props.getOptionLabel(o))}
      getOptionKey={(o) => (typeof o === 'string' ? o : props.getOptionKey(o))}
      renderOption={props.renderOption}
      inputValue={field.value ?? ''}
      onInputChange={(_event, text, reason) => {
        if (reason !== 'input' && reason !== 'clear') return;
        if (props.onType) props.onType(text);
        else field.change(text);
      }}
      onChange={(_event, option) => {
        if (option && typeof option !== 'string') props.onChoose(option);
      }}
      value={null}
      disabled={props.disabled}
      renderInput={(params) => (
        <AutocompleteInput params={params} field={field} {...props} onBlur={field.leave} />
      )}
    />
  );
}

/** The text input of both: label, required mark, the message or helper text under it. */
function AutocompleteInput(
  props: TFieldProps & {
    params: Parameters<AutocompleteProps<unknown, false, false, boolean>['renderInput']>[0];
    field: { error?: string; ref: Ref<HTMLInputElement> };
    onBlur?: () => void;
  },
) {
  const { params, field } = props;
  return (
    <TextField
      {...params}
      inputRef={field.ref}
      size="small"
      label={props.label}
      required={props.required}
      error={!!field.error}
      helperText={field.error ?? props.helperText}
      onBlur={props.onBlur}
      slotProps={{
        htmlInput: {
          ...params.inputProps,
          'aria-label': props.ariaLabel,
          'data-field': props.name,
        },
      }}
    />
  );
}

import { useState, type ReactNode } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TProjectInfoField } from '@n5/shared/projects/project-info-rules';
import { useSetProjectInfo } from '../api/project-info-queries';

type TValue = string | number | null;

interface TFieldProps {
  projectId: number;
  field: TProjectInfoField;
  label: ReactNode;
  /** The accessible name when `label` is not plain text. */
  ariaLabel?: string;
  disabled?: boolean;
  helperText?: ReactNode;
}

const savingAdornment = (
  <InputAdornment position="end">
    <CircularProgress size={16} aria-label="Saving" />
  </InputAdornment>
);

/**
 * A text-like field saved on blur when its text changed since it was loaded (spec 1 §2): the
 * draft is kept while the user types, the server's answer replaces it after a save, and a
 * refusal is shown under the field with the draft left for correction. Enter blurs one-line
 * fields.
 */
export function SavedTextField(
  props: TFieldProps & {
    value: TValue;
    /** The server value as the user sees and types it; `parse` turns text back (null: invalid). */
    format?: (value: TValue) => string;
    parse?: (text: string) => { value: TValue } | { error: string };
    multiline?: boolean;
    type?: 'text' | 'date' | 'number';
    suffix?: string;
    placeholder?: string;
    /** A <datalist> of suggestions (free text stays allowed). */
    listId?: string;
  },
) {
  const format = props.format ?? ((v: TValue) => (v === null ? '' : String(v)));
  const shown = format(props.value);
  const [draft, setDraft] = useState<string | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const save = useSetProjectInfo(props.projectId);
  const text = draft ?? shown;

  const handleBlur = () => {
    if (draft === null || draft === shown) {
      setDraft(null);
      return;
    }
    const parsed = props.parse ? props.parse(draft) : { value: draft };
    if ('error' in parsed) {
      setLocalError(parsed.error);
      return;
    }
    setLocalError(null);
    save.mutate({ field: props.field, value: parsed.value }, { onSuccess: () => setDraft(null) });
  };

  const error = localError ?? (save.isError ? save.error.message : null);
  return (
    <TextField
      label={props.label}
      value={text}
      type={props.type ?? 'text'}
      multiline={props.multiline}
      minRows={props.multiline ? 2 : undefined}
      disabled={props.disabled}
      placeholder={props.placeholder}
      error={!!error}
      helperText={error ?? props.helperText}
      onChange={(e) => {
        setDraft(e.target.value);
        if (localError) setLocalError(null);
      }}
      onBlur={handleBlur}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && !props.multiline) (e.target as HTMLElement).blur();
      }}
      fullWidth
      size="small"
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: {
          'aria-label': props.ariaLabel,
          'data-field': props.field,
          list: props.listId,
          ...(props.type === 'number' ? { min: 0, step: 1 } : {}),
        },
        input: {
          endAdornment: save.isPending
            ? savingAdornment
            : props.suffix && <InputAdornment position="end">{props.suffix}</InputAdornment>,
        },
      }}
    />
  );
}

export interface TOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** A dropdown saved as soon as a value is chosen; '' is the empty choice (saved as null). */
export function SavedSelectField(
  props: TFieldProps & {
    value: TValue;
    options: TOption[];
    emptyLabel?: string;
    toValue?: (text: string) => TValue;
  },
) {
  const save = useSetProjectInfo(props.projectId);
  const current = props.value === null ? '' : String(props.value);
  const pending = save.isPending ? String(save.variables.value ?? '') : null;
  const known = props.options.some((o) => o.value === current);
  return (
    <TextField
      select
      label={props.label}
      value={pending ?? current}
      disabled={props.disabled}
      error={save.isError}
      helperText={save.isError ? save.error.message : props.helperText}
      onChange={(e) => {
        const text = e.target.value;
        if (text === current) return;
        save.mutate({
          field: props.field,
          value: props.toValue ? props.toValue(text) : text === '' ? null : text,
        });
      }}
      fullWidth
      size="small"
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          displayEmpty: true,
          inputProps: { 'aria-label': props.ariaLabel, 'data-field': props.field },
        },
        input: { endAdornment: save.isPending ? savingAdornment : undefined },
      }}
    >
      {props.emptyLabel !== undefined && (
        <MenuItem value="">
          <em>{props.emptyLabel}</em>
        </MenuItem>
      )}
      {!known && current !== '' && <MenuItem value={current}>{current}</MenuItem>}
      {props.options.map((o) => (
        <MenuItem key={o.value} value={o.value} disabled={o.disabled}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

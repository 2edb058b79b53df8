import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogContentText from '@mui/material/DialogContentText';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DialogShell } from '../dialog-shell';
import { SaveStatusAdornment } from './save-status-adornment';
import type { TFieldProps } from './text-field';
import { useFormField } from './use-form-field';

export type TOptionValue = string | number;

export interface TOption {
  value: TOptionValue;
  label: string;
  disabled?: boolean;
}

/** The question a choice asks before it is made (and saved): a title and two buttons. */
export interface TChoiceConfirmation {
  title: string;
  text?: ReactNode;
  confirmLabel: string;
  dismissLabel: string;
}

/** MUI's select keys its items by text; '' is the empty choice (the value null). */
const keyOf = (value: TOptionValue | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** One choice of the list (MUI's select needs the items as its direct children). */
const optionItem = (o: TOption) => (
  <MenuItem key={keyOf(o.value)} value={keyOf(o.value)} disabled={o.disabled}>
    {o.label}
  </MenuItem>
);

/** The question a choice asks; only its confirm button makes the choice. */
function ChoiceConfirmDialog(props: {
  confirmation: TChoiceConfirmation;
  onDismiss: () => void;
  onConfirm: () => void;
}) {
  const { confirmation } = props;
  return (
    <DialogShell
      title={confirmation.title}
      onClose={props.onDismiss}
      fullWidth={false}
      actions={
        <>
          <Button onClick={props.onDismiss}>{confirmation.dismissLabel}</Button>
          <Button variant="contained" onClick={props.onConfirm}>
            {confirmation.confirmLabel}
          </Button>
        </>
      }
    >
      {confirmation.text && <DialogContentText>{confirmation.text}</DialogContentText>}
    </DialogShell>
  );
}

/** The spinner while the list loads, else the field's save status. */
function SelectAdornment(props: {
  isLoading: boolean;
  status: Parameters<typeof SaveStatusAdornment>[0]['status'];
}) {
  return props.isLoading ? (
    <InputAdornment position="end" sx={{ mr: 3 }}>
      <CircularProgress size={16} aria-label="Loading the list" />
    </InputAdornment>
  ) : (
    <SaveStatusAdornment status={props.status} clearOfCaret />
  );
}

/**
 * A dropdown bound to the form; a choice is saved at once in a form that saves each field.
 * Until its list arrives (`options` undefined) it shows "Loading…", never a raw id; a value the
 * loaded list lacks (an inactive user) shows `unknownLabel`. A choice that `confirmChoice` asks
 * about opens a dialog first; only its confirm button makes (and saves) the choice.
 */
export function FormSelectField(
  props: TFieldProps & {
    options: readonly TOption[] | undefined;
    /** The label of the empty choice; without it there is none. */
    emptyLabel?: string;
    unknownLabel?: string;
    /** A choice that needs a confirmation first (a stage change); null: choose at once. */
    confirmChoice?: (value: TOptionValue | null) => TChoiceConfirmation | null;
  },
) {
  const field = useFormField<TOptionValue | null>(props.name);
  const [asking, setAsking] = useState<{
    value: TOptionValue | null;
    confirmation: TChoiceConfirmation;
  } | null>(null);
  const isLoading = props.options === undefined;
  const options = props.options ?? [];
  const current = keyOf(field.value);
  const isKnown = current === '' || options.some((o) => keyOf(o.value) === current);
  const missingLabel = isLoading ? 'Loading…' : (props.unknownLabel ?? 'Not in the list');
  return (
    <>
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
          const value = options.find((o) => keyOf(o.value) === key)?.value ?? null;
          const question = props.confirmChoice?.(value) ?? null;
          if (question) setAsking({ value, confirmation: question });
          else field.choose(value);
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
            endAdornment: <SelectAdornment isLoading={isLoading} status={field.status} />,
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
        {options.map(optionItem)}
      </TextField>
      {asking && (
        <ChoiceConfirmDialog
          confirmation={asking.confirmation}
          onDismiss={() => setAsking(null)}
          onConfirm={() => {
            setAsking(null);
            field.choose(asking.value);
          }}
        />
      )}
    </>
  );
}

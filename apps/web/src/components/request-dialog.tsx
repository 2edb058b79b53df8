import type { FormEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { DialogShell } from './dialog-shell';

/**
 * A dialog whose buttons send one request: its title names it, and a refused request shows its
 * message above the buttons so the user can correct and try again without losing the dialog.
 */
export function RequestDialog(props: {
  title: ReactNode;
  error: Error | null;
  actions: ReactNode;
  onClose: () => void;
  /** Narrow dialogs that hold one input. */
  narrow?: boolean;
  /** The dialog is a form (the kit's forms): Enter and a submit button call this. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <DialogShell
      title={props.title}
      onClose={props.onClose}
      actions={props.actions}
      {...(props.onSubmit ? { onSubmit: props.onSubmit } : {})}
      {...(props.narrow ? { maxWidth: 'xs' as const } : { fullWidth: false })}
    >
      {props.children}
      {props.error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {props.error.message}
        </Alert>
      )}
    </DialogShell>
  );
}

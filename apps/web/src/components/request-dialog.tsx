import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

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
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={props.onClose}
      aria-labelledby={titleId}
      {...(props.narrow ? { fullWidth: true, maxWidth: 'xs' as const } : {})}
    >
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        {props.children}
        {props.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {props.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>{props.actions}</DialogActions>
    </Dialog>
  );
}

import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { DialogShell } from './dialog-shell';

/**
 * Asks before something that cannot be taken back (deleting, discarding typed changes). Escape,
 * a click outside and the cancel button all keep things as they are; only the confirm button acts.
 */
export function ConfirmDialog(props: {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** A red confirm button, for deleting. */
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <DialogShell
      title={props.title}
      onClose={props.onCancel}
      maxWidth="xs"
      actions={
        <>
          <Button onClick={props.onCancel} autoFocus>
            {props.cancelLabel ?? 'Cancel'}
          </Button>
          <Button
            variant="contained"
            color={props.destructive ? 'error' : 'primary'}
            onClick={props.onConfirm}
          >
            {props.confirmLabel}
          </Button>
        </>
      }
    >
      {props.children && <DialogContentText component="div">{props.children}</DialogContentText>}
    </DialogShell>
  );
}

import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

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
  const titleId = useId();
  return (
    <Dialog open onClose={props.onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      {props.children && (
        <DialogContent>
          <DialogContentText component="div">{props.children}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
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
      </DialogActions>
    </Dialog>
  );
}

import { useId, type ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

/** A form dialog named by its title, with its body and action buttons (the tabs' dialogs). */
export function DialogShell(props: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  actions: ReactNode;
  maxWidth?: 'xs' | 'sm';
}) {
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={props.onClose}
      aria-labelledby={titleId}
      maxWidth={props.maxWidth ?? 'sm'}
      fullWidth
    >
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>{props.children}</DialogContent>
      <DialogActions>{props.actions}</DialogActions>
    </Dialog>
  );
}

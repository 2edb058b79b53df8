import { useId, type FormEvent, type ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SxProps, Theme } from '@mui/material/styles';

export interface TDialogShellProps {
  /** Names the dialog (its accessible name). */
  title: ReactNode;
  /** Escape, a click outside (unless `keepOnBackdropClick`); the caller's buttons close it too. */
  onClose: () => void;
  /** The body; left out, the dialog is its title and buttons (a question). */
  children?: ReactNode;
  /** The buttons; left out, the dialog has no button row. */
  actions?: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  /** Stretch to `maxWidth` (the default); false lets the body size the dialog. */
  fullWidth?: boolean;
  /** The whole screen on phones (a dialog with a form or a table). */
  fullScreenOnPhone?: boolean;
  /** Lines above and below a scrolling body. */
  dividers?: boolean;
  /** Kept mounted and shown or hidden (a dialog whose drawing must survive); open by default. */
  open?: boolean;
  /** A click outside does not close it (work that a stray click must not throw away). */
  keepOnBackdropClick?: boolean;
  /** The dialog is a form: Enter and a `type="submit"` button call this (browser checks off). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** The id of the text that describes the dialog (`aria-describedby`). */
  describedBy?: string;
  titleSx?: SxProps<Theme>;
  actionsSx?: SxProps<Theme>;
}

/**
 * Every dialog of the app: named by its title, its body and its buttons, optionally a form.
 * Confirm, request and sign dialogs are this shell with their own buttons.
 */
export function DialogShell(props: TDialogShellProps) {
  const titleId = useId();
  const isPhone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'), { noSsr: true });
  const { onSubmit } = props;
  const fullWidth = props.fullWidth ?? true;
  return (
    <Dialog
      open={props.open ?? true}
      onClose={(_, reason) => {
        if (!(props.keepOnBackdropClick && reason === 'backdropClick')) props.onClose();
      }}
      aria-labelledby={titleId}
      aria-describedby={props.describedBy}
      maxWidth={props.maxWidth ?? 'sm'}
      fullWidth={fullWidth}
      fullScreen={!!props.fullScreenOnPhone && isPhone}
      slotProps={
        onSubmit
          ? {
              paper: {
                component: 'form',
                noValidate: true,
                onSubmit: (event: FormEvent<HTMLFormElement>) => onSubmit(event),
              } as object,
            }
          : undefined
      }
    >
      <DialogTitle id={titleId} sx={props.titleSx}>
        {props.title}
      </DialogTitle>
      {props.children ? (
        <DialogContent dividers={props.dividers}>{props.children}</DialogContent>
      ) : null}
      {props.actions ? <DialogActions sx={props.actionsSx}>{props.actions}</DialogActions> : null}
    </Dialog>
  );
}

import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { REJECTION_REASON_MIN } from '@n5/shared/billing/constants';
import { PAYAPP_TEXTS } from '@n5/shared/payapp/texts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { usePayAppDecision } from '../api/payapp-queries';

function RejectDialog(props: {
  busy: boolean;
  error: string | null;
  onSend: (reason: string) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const short = reason.trim().length < REJECTION_REASON_MIN;
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{PAYAPP_TEXTS.rejectTitle}</DialogTitle>
      <DialogContent>
        {props.error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {props.error}
          </Alert>
        )}
        <TextField
          label={PAYAPP_TEXTS.rejectLabel}
          required
          multiline
          minRows={4}
          fullWidth
          autoFocus
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          helperText={`At least ${REJECTION_REASON_MIN} characters; the project manager reads it.`}
          slotProps={{ htmlInput: { maxLength: 4000 } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancel</Button>
        <Button
          variant="contained"
          color="error"
          disabled={short || props.busy}
          onClick={() => props.onSend(reason.trim())}
        >
          {PAYAPP_TEXTS.sendRejection}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Approve (confirmed) and Reject (with a reason): the client's two actions on a pending pay app. */
export function PayAppDecision(props: {
  guid: string;
  figuresHash: string;
  disabled: boolean;
  /** The client's rejection was taken: who was told (the page keeps this after a reload). */
  onRejected: (notifiedName: string | null) => void;
}) {
  const { approve, reject } = usePayAppDecision(props.guid, props.figuresHash, props.onRejected);
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const busy = approve.isPending || reject.isPending || props.disabled;
  return (
    <>
      {(approve.error ?? (dialog === null ? reject.error : null)) && (
        <Alert severity="error" sx={{ maxWidth: 720 }}>
          {(approve.error ?? reject.error)!.message}
        </Alert>
      )}
      <Stack direction="row" spacing={1.5} className="payapp-no-print">
        <Button variant="contained" disabled={busy} onClick={() => setDialog('approve')}>
          Approve
        </Button>
        <Button
          variant="outlined"
          color="error"
          disabled={busy}
          onClick={() => setDialog('reject')}
        >
          Reject
        </Button>
      </Stack>
      {dialog === 'approve' && (
        <ConfirmDialog
          title={PAYAPP_TEXTS.approveConfirm}
          confirmLabel="Yes"
          onCancel={() => setDialog(null)}
          onConfirm={() => {
            setDialog(null);
            approve.mutate();
          }}
        />
      )}
      {dialog === 'reject' && (
        <RejectDialog
          busy={reject.isPending}
          error={reject.error?.message ?? null}
          onClose={() => {
            reject.reset();
            setDialog(null);
          }}
          onSend={(reason) => reject.mutate(reason, { onSuccess: () => setDialog(null) })}
        />
      )}
    </>
  );
}

import { useState } from 'react';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { VOID_REASON_MIN } from '@n5/shared/billing/rules';
import { RequestDialog } from '../../../components/request-dialog';

/**
 * Void and revise a certified pay app (issue 31 item 3): the reason is required; the certified
 * version is kept, and the pay app reopens as its next revision to be corrected and certified.
 */
export function VoidPayAppDialog(props: {
  number: number;
  busy: boolean;
  error: Error | null;
  onVoid: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const short = reason.trim().length < VOID_REASON_MIN;
  return (
    <RequestDialog
      title={`Void and revise Pay App ${props.number}`}
      error={props.error}
      onClose={props.onClose}
      actions={
        <>
          <Button onClick={props.onClose}>Cancel</Button>
          <Button
            variant="contained"
            color="error"
            disabled={props.busy}
            onClick={() => (short ? setTouched(true) : props.onVoid(reason))}
          >
            Void and revise
          </Button>
        </>
      }
    >
      <DialogContentText sx={{ mb: 2 }}>
        The certified Pay App {props.number} is kept as void with this reason. The pay app reopens
        as its next revision: correct it and certify it again. The next pay app&apos;s line 7 then
        follows the revision.
      </DialogContentText>
      <TextField
        label="Reason"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        required
        fullWidth
        multiline
        minRows={2}
        error={touched && short}
        helperText={
          touched && short ? `The reason must be at least ${VOID_REASON_MIN} characters.` : ' '
        }
      />
    </RequestDialog>
  );
}

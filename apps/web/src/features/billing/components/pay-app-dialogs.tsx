import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { splitRecipients } from '@n5/shared/contracts/rules';
import { DialogShell } from '../../../components/dialog-shell';

/**
 * Send to client for approval: client emails (at least one; the field is required and shows
 * its error when empty), joined by commas, and a message (spec 1 §5, §9).
 */
export function SendToClientDialog(props: {
  number: number;
  initialRecipients: string[];
  link: string;
  busy: boolean;
  error: string | null;
  onSend: (recipients: string[], message: string) => void;
  onClose: () => void;
}) {
  const [recipients, setRecipients] = useState(props.initialRecipients.join(', '));
  const [message, setMessage] = useState('');
  const list = splitRecipients(recipients);
  const empty = list.length === 0;
  return (
    <DialogShell
      title="Send to client for approval"
      onClose={props.onClose}
      actions={
        <>
          <Button onClick={props.onClose}>Cancel</Button>
          <Button
            variant="contained"
            disabled={empty || props.busy}
            onClick={() => props.onSend(list, message)}
          >
            Send
          </Button>
        </>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {props.error && <Alert severity="error">{props.error}</Alert>}
        <TextField
          label="Client emails"
          helperText={
            empty ? 'At least one client email is required' : 'Separate addresses with commas'
          }
          value={recipients}
          onChange={(e) => setRecipients(e.target.value)}
          required
          error={empty}
          autoFocus
        />
        <TextField
          label="Message"
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          multiline
          minRows={3}
        />
        <Typography variant="body2" color="text.secondary">
          The email links to Pay App {props.number}: {props.link}. The Pay App Notifications group
          is copied.
        </Typography>
      </Stack>
    </DialogShell>
  );
}

/** Send to accounting: certifies the pay app (Approved, frozen) and pushes it as a job. */
export function SendToAccountingDialog(props: {
  number: number;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <DialogShell
      title="Send to accounting"
      onClose={props.onClose}
      actions={
        <>
          <Button onClick={props.onClose}>Cancel</Button>
          <Button variant="contained" disabled={props.busy} onClick={props.onConfirm} autoFocus>
            Send to accounting
          </Button>
        </>
      }
    >
      {props.error && <Alert severity="error">{props.error}</Alert>}
      <DialogContentText>
        Pay App {props.number} will be set to Approved and its figures frozen, then pushed to the
        accounting system as a pro forma invoice.
      </DialogContentText>
    </DialogShell>
  );
}

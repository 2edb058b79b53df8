import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { canSend, splitRecipients } from '@n5/shared/contracts/rules';
import { DialogShell } from '../../../components/dialog-shell';

/** Send Contract: recipients and a message; Send is enabled with both (spec 1 §5). */
export function SendContractDialog(props: {
  title?: string;
  initialRecipients: string;
  busy: boolean;
  error: string | null;
  onSend: (recipients: string[], message: string) => void;
  onClose: () => void;
}) {
  const [recipients, setRecipients] = useState(props.initialRecipients);
  const [message, setMessage] = useState('');
  const list = splitRecipients(recipients);
  return (
    <DialogShell
      title={props.title ?? 'Send Contract'}
      onClose={props.onClose}
      actions={
        <>
          <Button onClick={props.onClose}>Cancel</Button>
          <Button
            variant="contained"
            disabled={!canSend(list, message) || props.busy}
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
          label="Recipients"
          helperText="Separate addresses with semicolons"
          value={recipients}
          onChange={(e) => setRecipients(e.target.value)}
          required
          autoFocus
        />
        <TextField
          label="Message"
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          multiline
          minRows={4}
          required
        />
      </Stack>
    </DialogShell>
  );
}

/** Project Errors Detected: the readiness messages; "Got it" closes. */
export function ProjectErrorsDialog(props: { messages: string[]; onClose: () => void }) {
  return (
    <DialogShell
      title="Project Errors Detected"
      onClose={props.onClose}
      maxWidth="xs"
      actions={
        <Button variant="contained" onClick={props.onClose} autoFocus>
          Got it
        </Button>
      }
    >
      <List dense>
        {props.messages.map((m) => (
          <ListItem key={m}>{m}</ListItem>
        ))}
      </List>
    </DialogShell>
  );
}

/** Missing Contract Information: the server's message for a sub contract. */
export function MissingInformationDialog(props: { message: string; onClose: () => void }) {
  return (
    <DialogShell
      title="Missing Contract Information"
      onClose={props.onClose}
      maxWidth="xs"
      actions={
        <Button variant="contained" onClick={props.onClose} autoFocus>
          Got it
        </Button>
      }
    >
      <DialogContentText>{props.message}</DialogContentText>
    </DialogShell>
  );
}

/** Inclusion Description: the contract's description (read-only once sent) and its inclusions. */
export function InclusionDescriptionDialog(props: {
  contractType: string;
  description: string;
  readOnly: boolean;
  inclusions: Array<{ text: string }>;
  busy: boolean;
  error: string | null;
  onSave: (description: string) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState(props.description);
  return (
    <DialogShell
      title="Inclusion Description"
      onClose={props.onClose}
      actions={
        <>
          <Button onClick={props.onClose}>{props.readOnly ? 'Close' : 'Cancel'}</Button>
          {!props.readOnly && (
            <Button variant="contained" disabled={props.busy} onClick={() => props.onSave(text)}>
              Save
            </Button>
          )}
        </>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {props.error && <Alert severity="error">{props.error}</Alert>}
        <TextField
          label={`${props.contractType} description`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          multiline
          minRows={3}
          slotProps={{ input: { readOnly: props.readOnly } }}
        />
        <DialogContentText component="div">
          Inclusions:{' '}
          {props.inclusions.length ? props.inclusions.map((i) => i.text).join(', ') : 'none yet'}
        </DialogContentText>
      </Stack>
    </DialogShell>
  );
}

const BID_DATE = /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/;

/** Upload Bid: bid date MM/DD/YYYY and a PDF. */
export function UploadBidDialog(props: {
  busy: boolean;
  error: string | null;
  onUpload: (bidDate: string, file: File) => void;
  onClose: () => void;
}) {
  const [bidDate, setBidDate] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const dateOk = BID_DATE.test(bidDate);
  return (
    <DialogShell
      title="Upload Bid"
      onClose={props.onClose}
      maxWidth="xs"
      actions={
        <>
          <Button onClick={props.onClose}>Cancel</Button>
          <Button
            variant="contained"
            disabled={!dateOk || !file || props.busy}
            onClick={() => file && props.onUpload(bidDate, file)}
          >
            Upload
          </Button>
        </>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {props.error && <Alert severity="error">{props.error}</Alert>}
        <TextField
          label="Bid date"
          placeholder="MM/DD/YYYY"
          value={bidDate}
          onChange={(e) => setBidDate(e.target.value)}
          error={bidDate !== '' && !dateOk}
          helperText="MM/DD/YYYY"
          autoFocus
        />
        <Button variant="outlined" component="label">
          {file ? file.name : 'Choose bid file (PDF)'}
          <input
            hidden
            type="file"
            accept="application/pdf"
            aria-label="Bid file"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </Button>
      </Stack>
    </DialogShell>
  );
}

/** A yes/no confirmation with the spec's text; an error keeps the dialog open. */
export function ConfirmContractDialog(props: {
  title: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <DialogShell
      title={props.title}
      onClose={props.onClose}
      maxWidth="xs"
      actions={
        <>
          <Button onClick={props.onClose} autoFocus>
            Cancel
          </Button>
          <Button variant="contained" disabled={props.busy} onClick={props.onConfirm}>
            {props.confirmLabel}
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        {props.error && <Alert severity="error">{props.error}</Alert>}
        <DialogContentText>{props.text}</DialogContentText>
      </Stack>
    </DialogShell>
  );
}

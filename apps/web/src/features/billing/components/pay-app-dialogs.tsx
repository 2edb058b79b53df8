import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { splitRecipients } from '@n5/shared/contracts/rules';
import { DialogShell } from '../../../components/dialog-shell';
import { PayAppDatesSection } from './pay-app-dates-section';

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

/**
 * A pay app's settings: its dates (Period to, application date), retainage rates (work, and stored materials when different), a whole
 * column by percent of each row's adjusted amount, and materials presently stored per row.
 */
export function PayAppSettingsDialog(props: {
  number: number;
  retainagePercent: string;
  storedRetainagePercent: string | null;
  periodTo: string;
  applicationDate: string;
  readOnly: boolean;
  /** The rows and this pay app's materials stored on each. */
  rows: Array<{ subCategoryCode: string; description: string; stored: string }>;
  busy: boolean;
  error: string | null;
  onSaveRetainage: (work: string, stored: string | null) => void;
  onSaveDates: (periodTo: string, applicationDate: string) => void;
  onApplyColumn: (percent: string) => void;
  onSaveStored: (subCategoryCode: string, amount: string) => void;
  onClose: () => void;
}) {
  const [work, setWork] = useState(props.retainagePercent);
  const [stored, setStored] = useState(props.storedRetainagePercent ?? '');
  const [column, setColumn] = useState('');
  const [row, setRow] = useState(props.rows[0]?.subCategoryCode ?? '');
  const [material, setMaterial] = useState(props.rows[0]?.stored ?? '');
  const numeric = (v: string) => /^\d*\.?\d*$/.test(v);
  return (
    <DialogShell
      title={`Pay App ${props.number} settings`}
      onClose={props.onClose}
      actions={<Button onClick={props.onClose}>Close</Button>}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {props.error && <Alert severity="error">{props.error}</Alert>}
        {props.readOnly && (
          <Alert severity="info">This pay app is certified: its figures do not change.</Alert>
        )}
        <PayAppDatesSection
          periodTo={props.periodTo}
          applicationDate={props.applicationDate}
          readOnly={props.readOnly}
          busy={props.busy}
          onSave={props.onSaveDates}
        />
        <Divider />
        <Stack direction="row" spacing={2}>
          <TextField
            label="Retainage %"
            value={work}
            onChange={(e) => numeric(e.target.value) && setWork(e.target.value)}
            disabled={props.readOnly}
            required
          />
          <TextField
            label="Stored retainage %"
            helperText="Empty: the same as work"
            value={stored}
            onChange={(e) => numeric(e.target.value) && setStored(e.target.value)}
            disabled={props.readOnly}
          />
        </Stack>
        <Button
          variant="outlined"
          disabled={props.readOnly || props.busy || work === ''}
          onClick={() => props.onSaveRetainage(work, stored === '' ? null : stored)}
          sx={{ alignSelf: 'flex-start' }}
        >
          Save retainage
        </Button>
        <Divider />
        <TextField
          label="Bill the whole column at %"
          helperText="Each row: adjusted × percent ÷ 100, adding up to the column exactly"
          value={column}
          onChange={(e) => numeric(e.target.value) && setColumn(e.target.value)}
          disabled={props.readOnly}
        />
        <Button
          variant="outlined"
          disabled={props.readOnly || props.busy || column === ''}
          onClick={() => props.onApplyColumn(column)}
          sx={{ alignSelf: 'flex-start' }}
        >
          Apply to column
        </Button>
        <Divider />
        <Stack direction="row" spacing={2}>
          <TextField
            select
            label="Sub-category"
            value={row}
            onChange={(e) => {
              setRow(e.target.value);
              setMaterial(
                props.rows.find((r) => r.subCategoryCode === e.target.value)?.stored ?? '',
              );
            }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            disabled={props.readOnly}
            sx={{ minWidth: 220 }}
          >
            {props.rows.map((r) => (
              <option key={r.subCategoryCode} value={r.subCategoryCode}>
                {r.subCategoryCode} {r.description}
              </option>
            ))}
          </TextField>
          <TextField
            label="Materials presently stored"
            value={material}
            onChange={(e) => numeric(e.target.value) && setMaterial(e.target.value)}
            disabled={props.readOnly}
          />
        </Stack>
        <Button
          variant="outlined"
          disabled={props.readOnly || props.busy || row === '' || material === ''}
          onClick={() => props.onSaveStored(row, material)}
          sx={{ alignSelf: 'flex-start' }}
        >
          Save stored materials
        </Button>
      </Stack>
    </DialogShell>
  );
}

import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DialogShell } from '../../../components/dialog-shell';

/**
 * A retainage release application (issue 31 item 2): the next pay app, billing only retainage
 * held on completed work — an amount (a partial release) or, left empty, all of it.
 */
export function ReleaseDialog(props: {
  busy: boolean;
  error: string | null;
  onCreate: (amount: string | null) => void;
  onClose: () => void;
}) {
  const [amount, setAmount] = useState('');
  return (
    <DialogShell
      title="Retainage release"
      onClose={props.onClose}
      actions={
        <>
          <Button onClick={props.onClose}>Cancel</Button>
          <Button
            variant="contained"
            disabled={props.busy}
            onClick={() => props.onCreate(amount === '' ? null : amount)}
          >
            Create release
          </Button>
        </>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {props.error && <Alert severity="error">{props.error}</Alert>}
        <DialogContentText>
          The release is the next pay app: it bills no work, only retainage held, split over the
          lines by what each holds. It is sent and certified like any pay app.
        </DialogContentText>
        <TextField
          label="Amount to release"
          helperText="Empty: release all the retainage held (a full release)"
          value={amount}
          onChange={(e) => /^\d*\.?\d{0,2}$/.test(e.target.value) && setAmount(e.target.value)}
          autoFocus
        />
      </Stack>
    </DialogShell>
  );
}

import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NAME_REQUIRED, SIGNATURE_REQUIRED } from '@n5/shared/contract-page/rules';
import { SignaturePad, type TSignaturePadHandle } from '../../../components/signature-pad';

interface TSignDialogProps {
  open: boolean;
  saving: boolean;
  error: string | null;
  onClose: () => void;
  onSave: (input: { approvedBy: string; signature: string }) => void;
}

/**
 * 'Sign Approval' (spec 3 §2.3, §5): 'Your name' and a drawn signature, Save, Clear and Close.
 * Clicking outside does not close it; Escape does not either while saving.
 */
export function SignDialog({ open, saving, error, onClose, onSave }: TSignDialogProps) {
  const pad = useRef<TSignaturePadHandle>(null);
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const [isEmpty, setEmpty] = useState(true);
  const nameMissing = tried && name.trim() === '';
  const drawingMissing = tried && isEmpty;

  const save = () => {
    setTried(true);
    const signature = pad.current?.toPng() ?? null;
    if (name.trim() === '' || !signature) return;
    onSave({ approvedBy: name.trim(), signature });
  };

  return (
    <Dialog
      open={open}
      onClose={(_, reason) => {
        if (reason !== 'backdropClick' && !saving) onClose();
      }}
      fullWidth
      maxWidth="sm"
      aria-labelledby="sign-dialog-title"
    >
      <DialogTitle id="sign-dialog-title">Sign Approval</DialogTitle>
      <DialogContent>
        <TextField
          label="Your name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          fullWidth
          required
          autoFocus
          margin="dense"
          error={nameMissing}
          helperText={nameMissing ? NAME_REQUIRED : ' '}
          disabled={saving}
        />
        <SignaturePad
          ref={pad}
          label="Draw your signature"
          onChange={setEmpty}
          invalid={drawingMissing}
        />
        {drawingMissing && (
          <Typography variant="caption" color="error" role="alert">
            {SIGNATURE_REQUIRED}
          </Typography>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => pad.current?.clear()} disabled={saving}>
          Clear
        </Button>
        <Button onClick={onClose} disabled={saving}>
          Close
        </Button>
        <Button variant="contained" onClick={save} loading={saving}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SIGNATURE_REQUIRED } from '@n5/shared/contract-page/rules';
import { ZSignerName } from '@n5/shared/contract-page/schemas';
import { DialogShell } from './dialog-shell';
import { rulesResolver } from './form/rules-resolver';
import { FormTextInput } from './form/text-field';
import { SignaturePad, type TSignaturePadHandle } from './signature-pad';

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
  const form = useForm<{ approvedBy: string }, unknown, { approvedBy: string }>({
    defaultValues: { approvedBy: '' },
    resolver: rulesResolver<{ approvedBy: string }, { approvedBy: string }>(ZSignerName),
  });
  const [tried, setTried] = useState(false);
  const [isEmpty, setEmpty] = useState(true);
  const drawingMissing = tried && isEmpty;

  const save = () => {
    setTried(true);
    void form.handleSubmit(({ approvedBy }) => {
      const signature = pad.current?.toPng() ?? null;
      if (signature) onSave({ approvedBy, signature });
    })();
  };

  return (
    <DialogShell
      open={open}
      title="Sign Approval"
      onClose={() => {
        if (!saving) onClose();
      }}
      keepOnBackdropClick
      actions={
        <>
          <Button onClick={() => pad.current?.clear()} disabled={saving}>
            Clear
          </Button>
          <Button onClick={onClose} disabled={saving}>
            Close
          </Button>
          <Button variant="contained" onClick={save} loading={saving}>
            Save
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <Box sx={{ mt: 1 }}>
          <FormTextInput
            name="approvedBy"
            label="Your name"
            required
            autoFocus
            helperText=" "
            disabled={saving}
          />
        </Box>
      </FormProvider>
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
    </DialogShell>
  );
}

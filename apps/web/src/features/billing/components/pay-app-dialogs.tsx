import { useEffect } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { splitRecipients } from '@n5/shared/contracts/rules';
import { DialogShell } from '../../../components/dialog-shell';
import { FormTextInput } from '../../../components/form/text-field';

const CLIENT_EMAIL_REQUIRED = 'At least one client email is required';

/** The send dialog's values as typed: at least one client email (shown at once when none). */
const ZSendToClientForm = z.object({
  recipients: z.string().refine((text) => splitRecipients(text).length > 0, CLIENT_EMAIL_REQUIRED),
  message: z.string(),
});
type TSendToClientForm = z.infer<typeof ZSendToClientForm>;

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
  const form = useForm<TSendToClientForm>({
    defaultValues: { recipients: props.initialRecipients.join(', '), message: '' },
    resolver: zodResolver(ZSendToClientForm),
    mode: 'onChange',
  });
  const { trigger } = form;
  // An empty list is refused before anything is typed, as the field says.
  useEffect(() => void trigger('recipients'), [trigger]);
  const recipients = useWatch({ control: form.control, name: 'recipients' });
  const empty = splitRecipients(recipients).length === 0;
  const submit = form.handleSubmit((values) => {
    if (!props.busy) props.onSend(splitRecipients(values.recipients), values.message);
  });
  return (
    <FormProvider {...form}>
      <DialogShell
        title="Send to client for approval"
        onClose={props.onClose}
        onSubmit={(event) => void submit(event)}
        actions={
          <>
            <Button onClick={props.onClose}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={empty || props.busy}>
              Send
            </Button>
          </>
        }
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          {props.error && <Alert severity="error">{props.error}</Alert>}
          <FormTextInput
            name="recipients"
            label="Client emails"
            helperText="Separate addresses with commas"
            required
            autoFocus
          />
          <FormTextInput name="message" label="Message" multiline minRows={3} />
          <Typography variant="body2" color="text.secondary">
            The email links to Pay App {props.number}: {props.link}. The Pay App Notifications group
            is copied.
          </Typography>
        </Stack>
      </DialogShell>
    </FormProvider>
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

import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import { canSend, splitRecipients } from '@n5/shared/contracts/rules';
import {
  CONTRACT_DESCRIPTION_MAX,
  ZBidDateField,
  ZDescriptionBody,
} from '@n5/shared/contracts/schemas';
import { DialogShell } from '../../../components/dialog-shell';
import { rulesResolver } from '../../../components/form/rules-resolver';
import { useRulesPass } from '../../../components/form/rules-pass';
import { FormTextInput } from '../../../components/form/text-field';

/** What the send dialog holds: the recipients as typed, and the message. */
interface TSendForm {
  recipients: string;
  message: string;
}

/** Send Contract: recipients and a message; Send is enabled with both (spec 1 §5). */
export function SendContractDialog(props: {
  title?: string;
  initialRecipients: string;
  busy: boolean;
  error: string | null;
  onSend: (recipients: string[], message: string) => void;
  onClose: () => void;
}) {
  const form = useForm<TSendForm>({
    defaultValues: { recipients: props.initialRecipients, message: '' },
  });
  const values = useWatch({ control: form.control }) as TSendForm;
  const list = splitRecipients(values.recipients);
  const isReady = canSend(list, values.message) && !props.busy;
  const submit = form.handleSubmit((sent) => {
    if (isReady) props.onSend(splitRecipients(sent.recipients), sent.message);
  });
  return (
    <FormProvider {...form}>
      <DialogShell
        title={props.title ?? 'Send Contract'}
        onClose={props.onClose}
        onSubmit={(event) => void submit(event)}
        actions={
          <>
            <Button onClick={props.onClose}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={!isReady}>
              Send
            </Button>
          </>
        }
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          {props.error && <Alert severity="error">{props.error}</Alert>}
          <FormTextInput
            name="recipients"
            label="Recipients"
            helperText="Separate addresses with semicolons"
            required
            autoFocus
          />
          <FormTextInput name="message" label="Message" multiline minRows={4} required />
        </Stack>
      </DialogShell>
    </FormProvider>
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

const ZDescriptionForm = ZDescriptionBody.pick({ contractDescription: true });
interface TDescriptionForm {
  contractDescription: string;
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
  const form = useForm<TDescriptionForm, unknown, TDescriptionForm>({
    defaultValues: { contractDescription: props.description },
    resolver: rulesResolver<TDescriptionForm, TDescriptionForm>(ZDescriptionForm),
  });
  const submit = form.handleSubmit(({ contractDescription }) => {
    if (!props.readOnly) props.onSave(contractDescription);
  });
  return (
    <FormProvider {...form}>
      <DialogShell
        title="Inclusion Description"
        onClose={props.onClose}
        onSubmit={(event) => void submit(event)}
        actions={
          <>
            <Button onClick={props.onClose}>{props.readOnly ? 'Close' : 'Cancel'}</Button>
            {!props.readOnly && (
              <Button type="submit" variant="contained" disabled={props.busy}>
                Save
              </Button>
            )}
          </>
        }
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          {props.error && <Alert severity="error">{props.error}</Alert>}
          <FormTextInput
            name="contractDescription"
            label={`${props.contractType} description`}
            multiline
            minRows={3}
            maxLength={CONTRACT_DESCRIPTION_MAX}
            readOnly={props.readOnly}
          />
          <DialogContentText component="div">
            Inclusions:{' '}
            {props.inclusions.length ? props.inclusions.map((i) => i.text).join(', ') : 'none yet'}
          </DialogContentText>
        </Stack>
      </DialogShell>
    </FormProvider>
  );
}

/** Upload Bid: bid date MM/DD/YYYY (the shared rule, checked as typed) and a PDF. */
export function UploadBidDialog(props: {
  busy: boolean;
  error: string | null;
  onUpload: (bidDate: string, file: File) => void;
  onClose: () => void;
}) {
  const form = useForm<{ bidDate: string }>({
    mode: 'onChange',
    defaultValues: { bidDate: '' },
    resolver: rulesResolver<{ bidDate: string }, { bidDate: string }>(ZBidDateField),
  });
  const [file, setFile] = useState<File | null>(null);
  const isDated = useRulesPass(form.control, ZBidDateField);
  const submit = form.handleSubmit(({ bidDate }) => {
    if (file) props.onUpload(bidDate, file);
  });
  return (
    <FormProvider {...form}>
      <DialogShell
        title="Upload Bid"
        onClose={props.onClose}
        maxWidth="xs"
        onSubmit={(event) => void submit(event)}
        actions={
          <>
            <Button onClick={props.onClose}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={!isDated || !file || props.busy}>
              Upload
            </Button>
          </>
        }
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          {props.error && <Alert severity="error">{props.error}</Alert>}
          <FormTextInput
            name="bidDate"
            label="Bid date"
            placeholder="MM/DD/YYYY"
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
    </FormProvider>
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

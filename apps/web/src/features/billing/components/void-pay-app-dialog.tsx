import { FormProvider, useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { ZVoidPayAppBody } from '@n5/shared/billing/schemas';
import { RequestDialog } from '../../../components/request-dialog';
import { rulesResolver } from '../../../components/form/rules-resolver';
import { FormTextInput } from '../../../components/form/text-field';

const ZVoidForm = ZVoidPayAppBody.pick({ reason: true });
interface TVoidForm {
  reason: string;
}

/**
 * Void and revise a certified pay app (issue 31 item 3): the reason is required (the shared
 * body's rule); the certified version is kept, and the pay app reopens as its next revision to
 * be corrected and certified.
 */
export function VoidPayAppDialog(props: {
  number: number;
  busy: boolean;
  error: Error | null;
  onVoid: (reason: string) => void;
  onClose: () => void;
}) {
  const form = useForm<TVoidForm, unknown, { reason: string }>({
    defaultValues: { reason: '' },
    resolver: rulesResolver<TVoidForm, { reason: string }>(ZVoidForm),
  });
  const submit = form.handleSubmit((valid) => props.onVoid(valid.reason));
  return (
    <FormProvider {...form}>
      <RequestDialog
        title={`Void and revise Pay App ${props.number}`}
        error={props.error}
        onClose={props.onClose}
        onSubmit={(event) => void submit(event)}
        actions={
          <>
            <Button onClick={props.onClose}>Cancel</Button>
            <Button type="submit" variant="contained" color="error" disabled={props.busy}>
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
        <FormTextInput name="reason" label="Reason" multiline minRows={2} required autoFocus />
      </RequestDialog>
    </FormProvider>
  );
}

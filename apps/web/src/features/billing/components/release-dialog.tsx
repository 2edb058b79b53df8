import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import { ZAddReleaseBody } from '@n5/shared/billing/retainage-schemas';
import { DialogShell } from '../../../components/dialog-shell';
import { blankAsNull } from '../../../components/form/rules-pass';
import { rulesResolver } from '../../../components/form/rules-resolver';
import { FormTextInput } from '../../../components/form/text-field';

/** The body's amount; the field holds '' for "all of it". */
const ZReleaseForm = z.object({
  releaseAmount: blankAsNull(ZAddReleaseBody.shape.releaseAmount),
});
interface TReleaseForm {
  releaseAmount: string;
}

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
  const form = useForm<TReleaseForm, unknown, z.output<typeof ZReleaseForm>>({
    defaultValues: { releaseAmount: '' },
    resolver: rulesResolver(ZReleaseForm),
  });
  const submit = form.handleSubmit(({ releaseAmount }) =>
    props.onCreate(releaseAmount === null ? null : String(releaseAmount)),
  );
  return (
    <FormProvider {...form}>
      <DialogShell
        title="Retainage release"
        onClose={props.onClose}
        onSubmit={(event) => void submit(event)}
        actions={
          <>
            <Button onClick={props.onClose}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={props.busy}>
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
          <FormTextInput
            name="releaseAmount"
            label="Amount to release"
            helperText="Empty: release all the retainage held (a full release)"
            inputMode="decimal"
            accept={/^\d*\.?\d{0,2}$/}
            autoFocus
          />
        </Stack>
      </DialogShell>
    </FormProvider>
  );
}

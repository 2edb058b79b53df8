import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { REJECTION_REASON_MAX, REJECTION_REASON_MIN } from '@n5/shared/billing/constants';
import { ZRejectBody } from '@n5/shared/payapp/schemas';
import { PAYAPP_TEXTS } from '@n5/shared/payapp/texts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { usePayAppDecision } from '../api/payapp-queries';
import { DialogShell } from '../../../components/dialog-shell';
import { rulesResolver } from '../../../components/form/rules-resolver';
import { useRulesPass } from '../../../components/form/rules-pass';
import { FormTextInput } from '../../../components/form/text-field';

const ZReasonForm = ZRejectBody.pick({ reason: true });
interface TReasonForm {
  reason: string;
}

/** The client's reason: Send waits until it passes the shared rule (5 characters, trimmed). */
function RejectDialog(props: {
  busy: boolean;
  error: string | null;
  onSend: (reason: string) => void;
  onClose: () => void;
}) {
  const form = useForm<TReasonForm, unknown, { reason: string }>({
    defaultValues: { reason: '' },
    resolver: rulesResolver<TReasonForm, { reason: string }>(ZReasonForm),
  });
  const isLongEnough = useRulesPass(form.control, ZReasonForm);
  const submit = form.handleSubmit(({ reason }) => props.onSend(reason));
  return (
    <FormProvider {...form}>
      <DialogShell
        title={PAYAPP_TEXTS.rejectTitle}
        onClose={props.onClose}
        onSubmit={(event) => void submit(event)}
        actions={
          <>
            <Button onClick={props.onClose}>Cancel</Button>
            <Button
              type="submit"
              variant="contained"
              color="error"
              disabled={!isLongEnough || props.busy}
            >
              {PAYAPP_TEXTS.sendRejection}
            </Button>
          </>
        }
      >
        {props.error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {props.error}
          </Alert>
        )}
        <Box sx={{ mt: 1 }}>
          <FormTextInput
            name="reason"
            label={PAYAPP_TEXTS.rejectLabel}
            required
            multiline
            minRows={4}
            autoFocus
            maxLength={REJECTION_REASON_MAX}
            helperText={`At least ${REJECTION_REASON_MIN} characters; the project manager reads it.`}
          />
        </Box>
      </DialogShell>
    </FormProvider>
  );
}

/** Approve (confirmed) and Reject (with a reason): the client's two actions on a pending pay app. */
export function PayAppDecision(props: {
  guid: string;
  figuresHash: string;
  disabled: boolean;
  /** The client's rejection was taken: who was told (the page keeps this after a reload). */
  onRejected: (notifiedName: string | null) => void;
}) {
  const { approve, reject } = usePayAppDecision(props.guid, props.figuresHash, props.onRejected);
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const busy = approve.isPending || reject.isPending || props.disabled;
  return (
    <>
      {(approve.error ?? (dialog === null ? reject.error : null)) && (
        <Alert severity="error" sx={{ maxWidth: 720 }}>
          {(approve.error ?? reject.error)!.message}
        </Alert>
      )}
      <Stack direction="row" spacing={1.5} className="payapp-no-print">
        <Button variant="contained" disabled={busy} onClick={() => setDialog('approve')}>
          Approve
        </Button>
        <Button
          variant="outlined"
          color="error"
          disabled={busy}
          onClick={() => setDialog('reject')}
        >
          Reject
        </Button>
      </Stack>
      {dialog === 'approve' && (
        <ConfirmDialog
          title={PAYAPP_TEXTS.approveConfirm}
          confirmLabel="Yes"
          onCancel={() => setDialog(null)}
          onConfirm={() => {
            setDialog(null);
            approve.mutate();
          }}
        />
      )}
      {dialog === 'reject' && (
        <RejectDialog
          busy={reject.isPending}
          error={reject.error?.message ?? null}
          onClose={() => {
            reject.reset();
            setDialog(null);
          }}
          onSend={(reason) => reject.mutate(reason, { onSuccess: () => setDialog(null) })}
        />
      )}
    </>
  );
}

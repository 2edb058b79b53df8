import { FormProvider, useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ZRecordPaymentBody } from '@n5/shared/billing/payment-schemas';
import { RequestDialog } from '../../../components/request-dialog';
import { FormDateField, FormMoneyField, FormTextField } from '../../../components/form/text-field';
import { rulesResolver } from '../../../components/form/rules-resolver';
import { formatUsd } from '../../../lib/format';

const ZPaymentForm = ZRecordPaymentBody.pick({ amount: true, receivedOn: true, reference: true });
type TPaymentForm = { amount: string; receivedOn: string; reference: string };
export type TPaymentInput = { amount: string; receivedOn: string; reference: string };

/**
 * Record a payment received against a certified pay app (issue 31 item 5): the amount (what is
 * still owed by default), the day it was received and its check or transfer number. The shared
 * rules check the fields; the server refuses an overpayment and the dialog shows its message.
 */
export function RecordPaymentDialog(props: {
  number: number;
  open: string;
  today: string;
  busy: boolean;
  error: Error | null;
  onRecord: (payment: TPaymentInput) => void;
  onClose: () => void;
}) {
  const form = useForm<TPaymentForm, unknown, TPaymentInput>({
    resolver: rulesResolver(ZPaymentForm) as never,
    defaultValues: { amount: props.open, receivedOn: props.today, reference: '' },
  });
  const submit = form.handleSubmit((values) =>
    props.onRecord({
      amount: String(values.amount),
      receivedOn: values.receivedOn,
      reference: values.reference,
    }),
  );
  return (
    <RequestDialog
      title={`Record a payment on Pay App ${props.number}`}
      error={props.error}
      onClose={props.onClose}
      narrow
      actions={
        <>
          <Button onClick={props.onClose}>Cancel</Button>
          <Button variant="contained" disabled={props.busy} onClick={() => void submit()}>
            Record payment
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <Stack spacing={2} sx={{ pt: 1 }} component="form" onSubmit={(e) => void submit(e)}>
          <Typography variant="body2" color="text.secondary">
            Still owed on Pay App {props.number}: {formatUsd(props.open)}
          </Typography>
          <FormMoneyField name="amount" label="Amount received" required />
          <FormDateField name="receivedOn" label="Date received" required />
          <FormTextField
            name="reference"
            label="Reference"
            helperText="Check or transfer number"
            required
          />
        </Stack>
      </FormProvider>
    </RequestDialog>
  );
}

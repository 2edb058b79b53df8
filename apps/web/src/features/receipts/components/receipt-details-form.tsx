import { FormProvider, useForm, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { canSubmitReceipt, RECEIPT_TEXTS } from '@n5/shared/receipts/rules';
import { ZReceiptDetailsForm, type TReceiptDetailsForm } from '@n5/shared/receipts/schemas';
import type { TReceiptReading } from '@n5/shared/receipts/parse-receipt';
import { rulesResolver } from '../../../components/form/rules-resolver';
import {
  FormDateField,
  FormMoneyField,
  FormTextField,
  FormTextInput,
} from '../../../components/form/text-field';
import { CardQuestion } from './card-question';

const initialValues = (reading: TReceiptReading | null): TReceiptDetailsForm => ({
  vendor: reading?.vendor ?? '',
  transactionDate: reading?.transactionDate ?? '',
  total: reading?.total ?? '',
  purchasedWithCard: '' as never,
  notes: '',
});

/**
 * What the analyzer read, for the user to confirm (spec 3 §2.10 steps 3–4 / 6–7): vendor, date,
 * total, the card question and notes; 'Submit to accounting' shows once date, total and the
 * answer exist. Every input is disabled while submitting.
 */
export function ReceiptDetailsForm(props: {
  kind: 'project' | 'nonproject';
  steps: [details: number, submit: number];
  reading: TReceiptReading | null;
  /** Replaces the analyzer's note (the receipt is read later, without network). */
  note?: string;
  isSubmitting: boolean;
  submitError: string | null;
  onSubmit: (values: TReceiptDetailsForm) => void;
}) {
  const form = useForm<TReceiptDetailsForm>({
    defaultValues: initialValues(props.reading),
    resolver: rulesResolver(ZReceiptDetailsForm),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const values = useWatch({ control: form.control });
  const ready = canSubmitReceipt({
    transactionDate: values.transactionDate,
    total: values.total,
    purchasedWithCard: values.purchasedWithCard ? values.purchasedWithCard === 'yes' : null,
  });
  const busy = props.isSubmitting;
  return (
    <FormProvider {...form}>
      <Stack
        component="form"
        noValidate
        spacing={2}
        aria-label="Receipt details"
        onSubmit={form.handleSubmit((parsed) => props.onSubmit(parsed))}
      >
        <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
          Step {props.steps[0]}: Check the details
        </Typography>
        {props.note ? (
          <Alert severity="warning">{props.note}</Alert>
        ) : (
          <Alert severity="info">{RECEIPT_TEXTS.analyzerNote}</Alert>
        )}
        <FormTextField name="vendor" label="Vendor Name" disabled={busy} />
        <FormDateField name="transactionDate" label="Transaction Date" required disabled={busy} />
        <FormMoneyField name="total" label="Total" required disabled={busy} />
        <CardQuestion disabled={busy} />
        {props.kind === 'nonproject' ? (
          <FormTextInput name="notes" label={RECEIPT_TEXTS.purpose} multiline disabled={busy} />
        ) : (
          <FormTextInput
            name="notes"
            label="Notes"
            multiline
            placeholder={RECEIPT_TEXTS.notesPlaceholder}
            disabled={busy}
          />
        )}
        {props.submitError && <Alert severity="error">{props.submitError}</Alert>}
        {ready && (
          <Stack spacing={1}>
            <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
              Step {props.steps[1]}: Send it
            </Typography>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={busy}
              startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
              sx={{ minHeight: 48 }}
            >
              {RECEIPT_TEXTS.submit}
            </Button>
          </Stack>
        )}
      </Stack>
    </FormProvider>
  );
}

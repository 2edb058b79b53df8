import { useCallback, useEffect } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { z } from 'zod';
import {
  WAIVER_KIND_LABELS,
  WAIVER_KINDS,
  type TWaiverDirection,
  type TWaiverKind,
} from '@n5/shared/waivers/rules';
import { ZRequestWaiverBody, type ZWaiversReply } from '@n5/shared/waivers/schemas';
import { RequestDialog } from '../../../components/request-dialog';
import { FormSelectField } from '../../../components/form/select-field';
import { FormMoneyField, FormTextField } from '../../../components/form/text-field';
import { rulesResolver } from '../../../components/form/rules-resolver';
import { blankAsNull } from '../../../components/form/rules-pass';

type TWaivers = z.infer<typeof ZWaiversReply>;
// The amount field holds '' when empty (a waiver we give states the pay app's figures).
const ZForm = ZRequestWaiverBody.omit({ projectID: true }).extend({
  amount: blankAsNull(ZRequestWaiverBody.shape.amount),
});
export type TWaiverRequest = z.infer<typeof ZForm>;
type TFormValues = {
  paymentApplicationType: number | null;
  kind: TWaiverKind;
  direction: TWaiverDirection;
  subContractId: string | null;
  amount: string;
  email: string;
};

const KIND_OPTIONS = WAIVER_KINDS.map((kind) => ({ value: kind, label: WAIVER_KIND_LABELS[kind] }));
const DIRECTION_OPTIONS = [
  { value: 'to-client', label: 'From us to the client' },
  { value: 'from-sub', label: 'From a subcontractor to us' },
];

/**
 * Request a lien waiver (issue 31 item 4): a certified pay app, the kind, who gives it, and the
 * email its link goes to. A waiver we give states the pay app's figures; a subcontractor's states
 * the amount entered. The server's refusal shows above the buttons.
 */
export function RequestWaiverDialog(props: {
  data: TWaivers;
  busy: boolean;
  error: Error | null;
  onRequest: (request: TWaiverRequest) => void;
  onClose: () => void;
}) {
  const certified = props.data.payApps.filter((p) => p.certified);
  const form = useForm<TFormValues, unknown, TWaiverRequest>({
    resolver: rulesResolver(ZForm) as never,
    defaultValues: {
      paymentApplicationType: certified.at(-1)?.number ?? null,
      kind: 'conditional-progress',
      direction: 'to-client',
      subContractId: null,
      amount: '',
      email: props.data.pmEmail,
    },
  });
  const direction = useWatch({ control: form.control, name: 'direction' });
  const fromSub = direction === 'from-sub';
  const submit = form.handleSubmit((values) =>
    props.onRequest({
      ...values,
      subContractId: fromSub ? values.subContractId : null,
      amount: fromSub && values.amount ? String(values.amount) : null,
    }),
  );
  const { subcontractors } = props.data;
  const pickSub = useCallback(
    (id: string | number | null) => {
      const sub = subcontractors.find((s) => s.subContractId === id);
      if (sub?.email) form.setValue('email', sub.email);
    },
    [subcontractors, form],
  );
  return (
    <RequestDialog
      title="Request a lien waiver"
      error={props.error}
      onClose={props.onClose}
      narrow
      actions={
        <>
          <Button onClick={props.onClose}>Cancel</Button>
          <Button variant="contained" disabled={props.busy} onClick={() => void submit()}>
            Request and email
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <Stack spacing={2} sx={{ pt: 1 }} component="form" onSubmit={(e) => void submit(e)}>
          <FormSelectField
            name="paymentApplicationType"
            label="Pay app"
            required
            options={certified.map((p) => ({
              value: p.number,
              label: `Pay App ${p.number} (${p.status})`,
            }))}
          />
          <FormSelectField name="kind" label="Waiver" required options={KIND_OPTIONS} />
          <FormSelectField name="direction" label="Given" required options={DIRECTION_OPTIONS} />
          {fromSub && <SubFields subcontractors={props.data.subcontractors} onPick={pickSub} />}
          <FormTextField name="email" label="Email the link to" required />
          <Typography variant="caption" color="text.secondary">
            {fromSub
              ? 'The subcontractor signs on the link; the amount is the one entered.'
              : "The amount is the pay app's: this application's payment due for a progress waiver, everything completed and stored for a final one."}
          </Typography>
        </Stack>
      </FormProvider>
    </RequestDialog>
  );
}

function SubFields(props: {
  subcontractors: TWaivers['subcontractors'];
  onPick: (id: string | number | null) => void;
}) {
  const subContractId = useWatch({ name: 'subContractId' }) as string | null;
  const { onPick } = props;
  // The subcontractor's email is the default recipient once one is chosen.
  useEffect(() => onPick(subContractId), [subContractId, onPick]);
  const options = props.subcontractors.map((s) => ({
    value: s.subContractId,
    label: `${s.companyName} (${s.contractType})`,
  }));
  return (
    <>
      <FormSelectField
        name="subContractId"
        label="Subcontractor"
        required
        options={options}
        helperText={options.length === 0 ? 'No approved sub contract names a subcontractor.' : ''}
      />
      <FormMoneyField name="amount" label="Amount waived" required />
    </>
  );
}

import type { z } from 'zod';
import { FormProvider, useForm } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import { LOGGING_ACTIONS, type TPurchaseOrderType } from '@n5/shared/cost-logging/rules';
import { ZPurchaseOrderFields } from '@n5/shared/cost-logging/schemas';
import { RequestDialog } from '../../../components/request-dialog';
import { rulesResolver } from '../../../components/form/rules-resolver';
import { FormMoneyField, FormTextField } from '../../../components/form/text-field';
import { formatUsd } from '../../../lib/format';
import { saveButtons, text, type TLogContext, type TLogWrite } from './log-dialog-kit';

type TPurchaseForm = {
  purchaseOrderAmount: string;
  invoiceNo: string;
  purchaseOrderType: TPurchaseOrderType;
  estimateToComplete: string;
};

const KIND_OF: Record<TPurchaseOrderType, 'material' | 'equipment' | 'other'> = {
  Material: 'material',
  Equipment: 'equipment',
  Other: 'other',
};

/**
 * Log Material / Log Equipment / Log Other Costs: an amount (digits and one decimal point), the
 * invoice number, and the estimate to complete (required for other costs). Acts as the signed-in
 * user (spec 3 §6).
 */
export function PurchaseDialog(props: {
  context: TLogContext;
  type: TPurchaseOrderType;
  onSave: (write: TLogWrite) => void;
  onClose: () => void;
}) {
  const { context, type } = props;
  const fixing = context.fixing?.body;
  const form = useForm<TPurchaseForm, unknown, z.output<typeof ZPurchaseOrderFields>>({
    resolver: rulesResolver(ZPurchaseOrderFields),
    defaultValues: {
      purchaseOrderAmount: text(fixing?.purchaseOrderAmount),
      invoiceNo: text(fixing?.invoiceNo),
      purchaseOrderType: type,
      estimateToComplete: text(fixing?.estimateToComplete),
    },
  });
  const formId = `log-${KIND_OF[type]}-form`;
  const submit = form.handleSubmit((fields) =>
    props.onSave({
      route: 'addPurchaseOrder',
      body: {
        userID: context.userId,
        conditionID: context.conditionId,
        purchaseOrderDate: context.date,
        ...fields,
      },
      label: `${type} ${formatUsd(fields.purchaseOrderAmount)}${fields.invoiceNo ? `, invoice ${fields.invoiceNo}` : ''}`,
    }),
  );
  return (
    <RequestDialog
      title={LOGGING_ACTIONS[KIND_OF[type]]}
      error={null}
      onClose={props.onClose}
      narrow
      actions={saveButtons(props.onClose, formId)}
    >
      <FormProvider {...form}>
        <Stack component="form" id={formId} spacing={2} sx={{ pt: 1 }} onSubmit={submit} noValidate>
          <FormMoneyField name="purchaseOrderAmount" label="Amount" required />
          <FormTextField name="invoiceNo" label="Invoice No" />
          {type !== 'Material' && (
            <FormMoneyField
              name="estimateToComplete"
              label="Estimate to complete"
              required={type === 'Other'}
            />
          )}
        </Stack>
      </FormProvider>
    </RequestDialog>
  );
}

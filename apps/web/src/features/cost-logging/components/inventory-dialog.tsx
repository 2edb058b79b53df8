import type { z } from 'zod';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { inventoryTotal, LOGGING_ACTIONS } from '@n5/shared/cost-logging/rules';
import { ZInventoryFields, type TStockItem } from '@n5/shared/cost-logging/schemas';
import { RequestDialog } from '../../../components/request-dialog';
import { rulesResolver } from '../../../components/form/rules-resolver';
import { FormSelectField } from '../../../components/form/select-field';
import { FormQuantityField } from '../../../components/form/text-field';
import { formatUsd } from '../../../lib/format';
import { stockItemsQuery } from '../api/cost-logging-queries';
import { saveButtons, text, type TLogContext, type TLogWrite } from './log-dialog-kit';

type TInventoryForm = { inventoryID: string | null; quantity: string };

/** The queued write of an inventory entry: the item's cost as the server will check it. */
function inventoryWrite(
  context: TLogContext,
  fields: z.output<typeof ZInventoryFields>,
  chosen: TStockItem | undefined,
): TLogWrite {
  return {
    route: 'addInventoryItem',
    body: {
      userID: context.userId,
      projectID: context.projectId,
      conditionID: context.conditionId,
      acumaticaUniqueID: chosen?.acumaticaUniqueID,
      inventoryID: fields.inventoryID,
      description: chosen?.description ?? '',
      baseUOM: chosen?.baseUOM ?? null,
      date: context.date,
      itemCost: chosen?.averageCost,
      quantity: fields.quantity,
    },
    label: `Inventory ${fields.quantity} x ${chosen?.description ?? fields.inventoryID}`,
  };
}

/** A figure the form computes, shown as a read-only field. */
function ReadOnlyMoney(props: { label: string; value: string }) {
  return (
    <TextField
      label={props.label}
      value={props.value ? formatUsd(props.value) : ''}
      size="small"
      fullWidth
      slotProps={{ htmlInput: { readOnly: true } }}
    />
  );
}

/**
 * Log Inventory: a stock item, a non-zero quantity; the cost is the item's average (read-only)
 * and the total is quantity x cost (spec 3 §5).
 */
export function InventoryDialog(props: {
  context: TLogContext;
  onSave: (write: TLogWrite) => void;
  onClose: () => void;
}) {
  const { context } = props;
  const fixing = context.fixing?.body;
  const stock = useQuery(stockItemsQuery);
  const form = useForm<TInventoryForm, unknown, z.output<typeof ZInventoryFields>>({
    resolver: rulesResolver(ZInventoryFields),
    defaultValues: {
      inventoryID: fixing ? text(fixing.inventoryID) : null,
      quantity: text(fixing?.quantity),
    },
  });
  const [inventoryID, quantity] = useWatch({
    control: form.control,
    name: ['inventoryID', 'quantity'],
  });
  const item = stock.data?.stockItems.find((s) => s.inventoryID === inventoryID);
  const cost = item?.averageCost ?? '';
  const total = item ? inventoryTotal(quantity, item.averageCost) : '';
  const submit = form.handleSubmit((fields) => {
    const chosen = stock.data?.stockItems.find((s) => s.inventoryID === fields.inventoryID);
    props.onSave(inventoryWrite(context, fields, chosen));
  });
  return (
    <RequestDialog
      title={LOGGING_ACTIONS.inventory}
      error={stock.error}
      onClose={props.onClose}
      narrow
      actions={saveButtons(props.onClose, 'log-inventory-form')}
    >
      <FormProvider {...form}>
        <Stack
          component="form"
          id="log-inventory-form"
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={submit}
          noValidate
        >
          <FormSelectField
            name="inventoryID"
            label="Item"
            required
            options={stock.data?.stockItems.map((s) => ({
              value: s.inventoryID,
              label: `${s.inventoryID} ${s.description}${s.baseUOM ? ` (${s.baseUOM})` : ''}`,
            }))}
          />
          <FormQuantityField name="quantity" label="Quantity" required />
          <ReadOnlyMoney label="Cost" value={cost} />
          <ReadOnlyMoney label="Total" value={total} />
        </Stack>
      </FormProvider>
    </RequestDialog>
  );
}

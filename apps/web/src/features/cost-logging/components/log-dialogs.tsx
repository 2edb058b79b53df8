import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { parseInteger } from '@n5/shared/core/integer';
import {
  inventoryTotal,
  LOGGING_ACTIONS,
  type TPurchaseOrderType,
} from '@n5/shared/cost-logging/rules';
import {
  ZInventoryFields,
  ZLaborFields,
  ZPurchaseOrderFields,
} from '@n5/shared/cost-logging/schemas';
import { RequestDialog } from '../../../components/request-dialog';
import { rulesResolver } from '../../../components/form/rules-resolver';
import { FormSelectField } from '../../../components/form/select-field';
import {
  FormMoneyField,
  FormQuantityField,
  FormTextField,
} from '../../../components/form/text-field';
import { formatUsd } from '../../../lib/format';
import { displayNamesQuery } from '../../../lib/reference-data';
import { laborHoursQuery, stockItemsQuery } from '../api/cost-logging-queries';

/** What every log dialog knows: the condition, the day, who is signed in, the entry being fixed. */
export interface TLogContext {
  projectId: number;
  conditionId: number;
  conditionName: string;
  date: string;
  userId: number;
  /** The signed-in user's display name (the label of a queued entry). */
  userName: string;
  /** A refused queued entry being fixed: its body fills the form. */
  fixing?: { key: string; body: Record<string, unknown> } | null;
}

export interface TLogWrite {
  route: 'saveLabor' | 'addPurchaseOrder' | 'addInventoryItem';
  body: Record<string, unknown>;
  label: string;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

const saveButtons = (onClose: () => void, formId: string) => (
  <>
    <Button onClick={onClose}>Cancel</Button>
    <Button type="submit" form={formId} variant="contained">
      Save
    </Button>
  </>
);

/* ---- Labor time ---- */

type TLaborForm = { regularHours: string; overtimeHours: string; estimateToCompleteHours: string };

/**
 * Log Labor Time: Reg, OT and the estimate to complete of a person on the condition that day;
 * the proxy-user dropdown for spec 3 §6's roles. The saved hours of that person and day fill it.
 */
export function LaborDialog(props: {
  context: TLogContext;
  mayProxy: boolean;
  onSave: (write: TLogWrite) => void;
  onClose: () => void;
}) {
  const { context } = props;
  const fixing = context.fixing?.body;
  const [userId, setUserId] = useState<number>(
    fixing ? (parseInteger(text(fixing.userID)) ?? context.userId) : context.userId,
  );
  const saved = useQuery({
    ...laborHoursQuery(context.projectId, {
      conditionID: context.conditionId,
      userID: userId,
      date: context.date,
    }),
    enabled: !fixing,
  });
  const users = useQuery({ ...displayNamesQuery, enabled: props.mayProxy });
  const form = useForm<TLaborForm, unknown, z.output<typeof ZLaborFields>>({
    resolver: rulesResolver(ZLaborFields),
    defaultValues: {
      regularHours: text(fixing?.regularHours),
      overtimeHours: text(fixing?.overtimeHours),
      estimateToCompleteHours: text(fixing?.estimateToCompleteHours),
    },
  });
  const { reset } = form;
  useEffect(() => {
    if (!saved.data) return;
    reset({
      regularHours: text(saved.data.actualHoursRegular),
      overtimeHours: text(saved.data.actualHoursOT),
      estimateToCompleteHours: text(saved.data.estimateToCompleteHours),
    });
  }, [saved.data, reset]);
  const name =
    users.data?.find((u) => u.UserID === userId)?.DisplayName ??
    (userId === context.userId ? context.userName : `user ${userId}`);
  const submit = form.handleSubmit((fields) =>
    props.onSave({
      route: 'saveLabor',
      body: { userID: userId, conditionID: context.conditionId, date: context.date, ...fields },
      label: `Labor ${fields.regularHours ?? '0'} Reg / ${fields.overtimeHours ?? '0'} OT, ${name}`,
    }),
  );
  return (
    <RequestDialog
      title={LOGGING_ACTIONS.labor}
      error={null}
      onClose={props.onClose}
      narrow
      actions={saveButtons(props.onClose, 'log-labor-form')}
    >
      <FormProvider {...form}>
        <Stack
          component="form"
          id="log-labor-form"
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={submit}
          noValidate
        >
          {props.mayProxy && (
            <TextField
              select
              label="Team member"
              value={users.data ? userId : ''}
              onChange={(e) => setUserId(parseInteger(String(e.target.value)) ?? userId)}
              disabled={!users.data}
              size="small"
              fullWidth
            >
              {(users.data ?? []).map((u) => (
                <MenuItem key={u.UserID} value={u.UserID}>
                  {u.DisplayName}
                </MenuItem>
              ))}
            </TextField>
          )}
          <FormQuantityField name="regularHours" label="Reg hours" />
          <FormQuantityField name="overtimeHours" label="OT hours" />
          <FormQuantityField name="estimateToCompleteHours" label="Estimate to complete (hours)" />
        </Stack>
      </FormProvider>
    </RequestDialog>
  );
}

/* ---- Material, equipment, other costs ---- */

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

/* ---- Inventory ---- */

type TInventoryForm = { inventoryID: string | null; quantity: string };

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
    props.onSave({
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
    });
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
          <TextField
            label="Cost"
            value={cost ? formatUsd(cost) : ''}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <TextField
            label="Total"
            value={total ? formatUsd(total) : ''}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { readOnly: true } }}
          />
        </Stack>
      </FormProvider>
    </RequestDialog>
  );
}

import { memo, useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import HistoryIcon from '@mui/icons-material/History';
import LockIcon from '@mui/icons-material/LockOutlined';
import SendIcon from '@mui/icons-material/Send';
import type { TContractOptions } from '@n5/shared/contracts/schemas';
import { UNITS_OF_MEASURE } from '@n5/shared/estimating/constants';
import { computeCondition, type TConditionDerived } from '@n5/shared/estimating/math';
import {
  canDeleteCondition,
  conditionProblems,
  fieldLockReason,
  lockStateOf,
  type TConditionField,
} from '@n5/shared/estimating/rules';
import type { TCondition } from '@n5/shared/estimating/schemas';
import {
  AUTOSAVE_FORM_MODE,
  AUTOSAVE_RESET_OPTIONS,
  AutosaveContext,
  useAutosave,
} from '../../../components/form/autosave';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDecimalInput, parseDecimalInput } from '../../../components/form/decimal-input';
import { FieldList, type TFieldDeclaration } from '../../../components/form/field-list';
import { rulesResolver } from '../../../components/form/rules-resolver';
import { FormSelectField } from '../../../components/form/select-field';
import { formatUsd, formatUsdWhole } from '../../../lib/format';
import { useDeleteCondition, useSetCondition } from '../api/estimating-queries';
import { BidHistoryDialog } from './bid-history-dialog';
import {
  cardValueOf,
  cardValues,
  conditionCardSchema,
  conditionSchemaOf,
  isQuantityRequired,
  QUANTITY_REQUIRED,
  type TCardField,
} from './condition-fields';
import { SubBids } from './sub-bids';
import { TemplateRequestDialog } from './template-request-dialog';

const UNIT_OPTIONS = UNITS_OF_MEASURE.map(([value, label]) => ({
  value,
  label: `${label} (${value})`,
}));
type TValues = Record<string, unknown>;

export interface TCardContext {
  projectId: number;
  subCategoryCode: string;
  mainCategory: string;
  contracts: TContractOptions | undefined;
  subcontractorOptions: ReadonlyArray<{ CompanyID: number; CompanyName: string }>;
  tax: { ksRemodelingTaxInd: number; taxRate: string };
}

/** A read-only figure of the card. */
function Figure(props: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div" noWrap>
        {props.label}
      </Typography>
      <Typography
        component="div"
        sx={{ fontWeight: props.strong ? 700 : 400, fontVariantNumeric: 'tabular-nums' }}
        noWrap
      >
        {props.value}
      </Typography>
    </Box>
  );
}

/** The derived figures, from what is typed (shown at once), before the server's stored ones. */
function LiveTotals({ condition, tax }: { condition: TCondition; tax: TCardContext['tax'] }) {
  const values = useWatch() as TValues;
  const derived: TConditionDerived | null = useMemo(() => {
    const num = (name: TCardField, kind: 'quantity' | 'money' | 'percent') => {
      const parsed = parseDecimalInput(kind, String(values[name] ?? ''));
      return parsed.ok ? (parsed.value ?? '0') : null;
    };
    const inputs = {
      totalQuantities: num('TotalQuantities', 'quantity'),
      laborHours: num('LaborHours', 'quantity'),
      laborRate: num('LaborRate', 'money'),
      laborMarkup: num('LaborMarkup', 'percent'),
      materialCost: num('MaterialCost', 'quantity'),
      materialMarkup: num('MaterialMarkup', 'percent'),
      equipmentCost: num('EquipmentCost', 'quantity'),
      equipmentMarkup: num('EquipmentMarkup', 'percent'),
      otherCostsCost: num('OtherCostsCost', 'quantity'),
      otherCostsMarkup: num('OtherCostsMarkup', 'percent'),
    };
    if (Object.values(inputs).some((v) => v === null)) return null;
    const bid = condition.Bids.find((b) => b.CompanyID === condition.SelectedSubcontractor);
    return computeCondition(
      inputs as Record<keyof typeof inputs, string>,
      bid ? { bidAmount: bid.BidAmount, markup: bid.Markup } : null,
      tax,
    );
  }, [values, condition, tax]);
  const d = derived ?? {
    laborCost: condition.LaborCost,
    laborTotal: condition.LaborTotal,
    laborHoursTotal: condition.LaborHoursTotal,
    laborCostTotal: condition.LaborCostTotal,
    laborGrandTotal: condition.LaborGrandTotal,
    materialCostTotal: condition.MaterialCostTotal,
    materialGrandTotal: condition.MaterialGrandTotal,
    equipmentCostTotal: condition.EquipmentCostTotal,
    equipmentGrandTotal: condition.EquipmentGrandTotal,
    otherCostsCostTotal: condition.OtherCostsCostTotal,
    otherCostsGrandTotal: condition.OtherCostsGrandTotal,
    totalCost: condition.TotalCost,
    totalMarkup: condition.TotalMarkup,
    preTax: condition.PreTax,
    unitPrice: condition.UnitPrice,
    tax: condition.Tax,
    grandTotal: condition.GrandTotal,
  };
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        gap: 1.5,
      }}
      data-testid="condition-totals"
    >
      <Figure label="Labor hours total" value={formatDecimalInput('quantity', d.laborHoursTotal)} />
      <Figure label="Labor cost / unit" value={formatUsd(d.laborCost)} />
      <Figure label="Labor cost" value={formatUsd(d.laborCostTotal)} />
      <Figure label="Labor total" value={formatUsd(d.laborGrandTotal)} />
      {/* Material, equipment and other costs show whole dollars in the editor (spec 1 §6). */}
      <Figure label="Material cost" value={formatUsdWhole(d.materialCostTotal)} />
      <Figure label="Material total" value={formatUsdWhole(d.materialGrandTotal)} />
      <Figure label="Equipment cost" value={formatUsdWhole(d.equipmentCostTotal)} />
      <Figure label="Equipment total" value={formatUsdWhole(d.equipmentGrandTotal)} />
      <Figure label="Other costs cost" value={formatUsdWhole(d.otherCostsCostTotal)} />
      <Figure label="Other costs total" value={formatUsdWhole(d.otherCostsGrandTotal)} />
      <Figure label="Total cost" value={formatUsd(d.totalCost)} />
      <Figure label="Total markup" value={formatUsd(d.totalMarkup)} />
      <Figure label="Unit price" value={d.unitPrice === null ? '—' : formatUsd(d.unitPrice)} />
      <Figure label="Pre-tax" value={formatUsd(d.preTax)} strong />
      <Figure label="Tax" value={formatUsd(d.tax)} />
      <Figure label="Grand total" value={formatUsd(d.grandTotal)} strong />
    </Box>
  );
}

/** The lock icon of a group of fields, its reason as the tooltip (spec 1 §4). */
function LockNote({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return (
    <Tooltip title={reason}>
      <IconButton size="small" aria-label={reason} sx={{ ml: 0.5 }}>
        <LockIcon fontSize="inherit" />
      </IconButton>
    </Tooltip>
  );
}

const GROUP_SX = {
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  gap: 1.5,
  alignItems: 'start',
} as const;

/**
 * One condition (spec 1 §3 "Condition"): every field, each saved when left if it changed
 * (the form kit's autosave mode), locks from the shared rules, derived totals at once.
 * Each card keeps its own form, so typing re-renders that card only.
 */
export const ConditionCard = memo(function ConditionCard({
  condition,
  context,
}: {
  condition: TCondition;
  context: TCardContext;
}) {
  const setCondition = useSetCondition(context.projectId, context.subCategoryCode);
  const remove = useDeleteCondition(context.projectId, context.subCategoryCode);
  const [dialog, setDialog] = useState<'delete' | 'history' | 'template' | null>(null);
  // The quantity's rule follows the condition (required once a contract or a sub is chosen).
  const quantityRequired = isQuantityRequired(condition);
  const schemaOf = (name: string) => conditionSchemaOf(name as TCardField, quantityRequired);
  const resolver = useMemo(
    () => rulesResolver(conditionCardSchema(quantityRequired)),
    [quantityRequired],
  );
  const form = useForm<TValues>({
    ...AUTOSAVE_FORM_MODE,
    resolver,
    values: cardValues(condition),
    resetOptions: AUTOSAVE_RESET_OPTIONS,
  });
  const autosave = useAutosave(form, {
    schemaOf,
    save: async (name, value) => {
      const { condition: saved } = await setCondition.mutateAsync({
        conditionID: condition.ConditionID,
        field: name,
        value: value as string | number | null,
      });
      return cardValueOf(name as TCardField, saved);
    },
  });
  const lockState = lockStateOf(condition);
  const lock = (field: TConditionField) => fieldLockReason(field, lockState);
  const problems = conditionProblems({
    clientContractId: condition.ClientContractID,
    subContractId: condition.SubContractID,
    selectedSubcontractorId: condition.SelectedSubcontractor,
    totalQuantities: condition.TotalQuantities,
    measurementType: condition.MeasurementType,
    internalComments: condition.InternalComments,
    subcontractorScope: condition.SubcontractorScope,
  });
  const clientOptions = context.contracts?.clientContracts.map((x) => ({
    value: x.ContractID,
    label: `${x.ContractType} (${x.ContractStageCategory})`,
  }));
  const subOptions = context.contracts?.subContracts.map((x) => ({
    value: x.ContractID,
    label: `${x.CompanyName} – ${x.SubContractType}`,
  }));
  const costLock = lock('LaborHours');
  const markupLock = lock('LaborMarkup');
  const qtyLock = lock('TotalQuantities');
  const decl = (
    name: TCardField,
    label: string,
    kind: 'quantity' | 'money' | 'percent' | 'text' | 'multiline',
    extra: Partial<TFieldDeclaration> = {},
  ): TFieldDeclaration =>
    ({
      kind,
      name,
      label,
      disabled: !!lock(name as TConditionField),
      ...extra,
    }) as TFieldDeclaration;

  const mainFields: TFieldDeclaration[] = [
    decl('ConditionName', 'Condition', 'text', { span: { xs: 'span 2', md: 'span 2' } } as never),
    {
      kind: 'select',
      name: 'ClientContractID',
      label: 'Client Contract',
      options: clientOptions,
      emptyLabel: 'None',
    },
    {
      kind: 'custom',
      name: 'SubContractID',
      render: () => (
        // Red when a subcontractor is selected without a sub contract (spec 1 §5).
        <Box
          data-missing={problems.subContractMissing || undefined}
          sx={
            problems.subContractMissing
              ? {
                  '& .MuiOutlinedInput-notchedOutline': { borderColor: 'error.main' },
                  '& .MuiFormHelperText-root, & .MuiInputLabel-root': { color: 'error.main' },
                }
              : undefined
          }
        >
          <FormSelectField
            name="SubContractID"
            label="Sub Contract"
            options={subOptions}
            emptyLabel="None"
            helperText={
              problems.subContractMissing
                ? 'Choose the sub contract of the selected subcontractor.'
                : undefined
            }
          />
        </Box>
      ),
    },
    decl('TotalQuantities', 'Quantity', 'quantity', {
      helperText: problems.quantityMissing ? QUANTITY_REQUIRED : undefined,
    }),
    {
      kind: 'select',
      name: 'MeasurementType',
      label: 'Unit of measure',
      options: UNIT_OPTIONS,
      emptyLabel: 'None',
      disabled: !!qtyLock,
      helperText: problems.unitMissing ? 'Choose the unit of measure.' : undefined,
    },
  ];
  const costFields: TFieldDeclaration[] = [
    decl('LaborHours', 'Labor hours / unit', 'quantity'),
    decl('LaborRate', 'Labor rate', 'money'),
    decl('LaborMarkup', 'Labor markup', 'percent'),
    decl('MaterialCost', 'Material cost / unit', 'quantity'),
    decl('MaterialMarkup', 'Material markup', 'percent'),
    decl('EquipmentCost', 'Equipment cost / unit', 'quantity'),
    decl('EquipmentMarkup', 'Equipment markup', 'percent'),
    decl('OtherCostsCost', 'Other costs / unit', 'quantity'),
    decl('OtherCostsMarkup', 'Other costs markup', 'percent'),
  ];
  const textFields: TFieldDeclaration[] = [
    decl('InternalComments', 'Condition description', 'multiline', {
      helperText: problems.descriptionMissing ? 'The condition description is missing.' : undefined,
    }),
    decl('SubcontractorScope', 'Subcontractor description', 'multiline', {
      helperText: problems.subDescriptionMissing
        ? 'The subcontractor description is missing.'
        : undefined,
    }),
  ];

  const titleId = `condition-${condition.ConditionID}-title`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      data-testid="condition-card"
      data-condition-id={condition.ConditionID}
      sx={{
        p: 2,
        display: 'grid',
        gap: 2,
        borderColor:
          problems.subContractMissing || problems.descriptionMissing ? 'warning.main' : undefined,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mr: 1 }}>
          {condition.ConditionName}
        </Typography>
        <Chip size="small" label={condition.Stage} />
        {condition.ClientApprovedInd === 1 && (
          <Chip size="small" color="success" label="Client approved" />
        )}
        {condition.SubContractApprovedInd === 1 && (
          <Chip size="small" color="info" label="Sub approved" />
        )}
        {condition.OverwriteCostInd === 1 && <Chip size="small" label="Cost overwrite" />}
        <Box sx={{ ml: 'auto', display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          <Button
            size="small"
            startIcon={<HistoryIcon />}
            onClick={() => setDialog('history')}
            disabled={!condition.MeasurementType}
          >
            Bid history
          </Button>
          <Button size="small" startIcon={<SendIcon />} onClick={() => setDialog('template')}>
            Request template
          </Button>
          {canDeleteCondition(lockState) && (
            <Tooltip title="Delete condition">
              <IconButton
                size="small"
                aria-label={`Delete condition ${condition.ConditionName}`}
                onClick={() => setDialog('delete')}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Box>
      </Box>
      <FormProvider {...form}>
        <AutosaveContext value={autosave}>
          <Box sx={GROUP_SX}>
            <FieldList fields={mainFields} />
          </Box>
          <Box>
            <Typography
              variant="subtitle2"
              component="h4"
              sx={{ display: 'flex', alignItems: 'center' }}
            >
              Costs and markups
              <LockNote reason={costLock} />
              {markupLock && markupLock !== costLock && <LockNote reason={markupLock} />}
            </Typography>
            <Box sx={{ ...GROUP_SX, mt: 1 }}>
              <FieldList fields={costFields} />
            </Box>
          </Box>
          <LiveTotals condition={condition} tax={context.tax} />
          <Box
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 1.5 }}
          >
            <FieldList fields={textFields} />
          </Box>
        </AutosaveContext>
      </FormProvider>
      <SubBids condition={condition} context={context} />
      {setCondition.isError && (
        <Typography role="alert" color="error" variant="body2">
          {setCondition.error.message}
        </Typography>
      )}
      {dialog === 'delete' && (
        <ConfirmDialog
          title="Delete condition"
          confirmLabel="Delete"
          destructive
          onCancel={() => setDialog(null)}
          onConfirm={() => {
            setDialog(null);
            remove.mutate(condition.ConditionID);
          }}
        >
          Delete the condition “{condition.ConditionName}”?
        </ConfirmDialog>
      )}
      {dialog === 'history' && condition.MeasurementType && (
        <BidHistoryDialog
          conditionName={condition.ConditionName}
          measurementType={condition.MeasurementType}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'template' && (
        <TemplateRequestDialog
          condition={condition}
          mainCategory={context.mainCategory}
          onClose={() => setDialog(null)}
        />
      )}
      {remove.isError && (
        <Typography role="alert" color="error" variant="body2">
          {remove.error.message}
        </Typography>
      )}
    </Paper>
  );
});

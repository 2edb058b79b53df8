import Box from '@mui/material/Box';
import { UNITS_OF_MEASURE } from '@n5/shared/estimating/constants';
import type { conditionProblems, TConditionField } from '@n5/shared/estimating/rules';
import type { TFieldDeclaration } from '../../../components/form/field-list';
import { FormSelectField } from '../../../components/form/select-field';
import { warningHint } from '../../../components/form/warning-hint';
import type { TCardContext } from './condition-card';
import { QUANTITY_REQUIRED, type TCardField } from './condition-fields';

const UNIT_OPTIONS = UNITS_OF_MEASURE.map(([value, label]) => ({
  value,
  label: `${label} (${value})`,
}));

type TProblems = ReturnType<typeof conditionProblems>;
type TLock = (field: TConditionField) => string | null;

/** A field of the card, disabled while its lock has a reason. */
function declare(lock: TLock) {
  return (
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
}

/** Red when a subcontractor is selected without a sub contract (spec 1 §5). */
function SubContractField(props: {
  missing: boolean;
  options: Parameters<typeof FormSelectField>[0]['options'];
}) {
  return (
    <Box
      data-missing={props.missing || undefined}
      sx={
        props.missing
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
        options={props.options}
        emptyLabel="None"
        helperText={warningHint(
          props.missing ? 'Choose the sub contract of the selected subcontractor.' : null,
        )}
      />
    </Box>
  );
}

/** The card's first row: name, contracts, quantity and unit. */
export function mainFieldsOf(
  context: TCardContext,
  lock: TLock,
  problems: TProblems,
): TFieldDeclaration[] {
  const decl = declare(lock);
  const clientOptions = context.contracts?.clientContracts.map((x) => ({
    value: x.ContractID,
    label: `${x.ContractType} (${x.ContractStageCategory})`,
  }));
  const subOptions = context.contracts?.subContracts.map((x) => ({
    value: x.ContractID,
    label: `${x.CompanyName} – ${x.SubContractType}`,
  }));
  return [
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
      render: () => <SubContractField missing={problems.subContractMissing} options={subOptions} />,
    },
    decl('TotalQuantities', 'Quantity', 'quantity', {
      helperText: warningHint(problems.quantityMissing ? QUANTITY_REQUIRED : null),
    }),
    {
      kind: 'select',
      name: 'MeasurementType',
      label: 'Unit of measure',
      options: UNIT_OPTIONS,
      emptyLabel: 'None',
      disabled: !!lock('TotalQuantities'),
      helperText: warningHint(problems.unitMissing ? 'Choose the unit of measure.' : null),
    },
  ];
}

/** Costs and markups per unit. */
export function costFieldsOf(lock: TLock): TFieldDeclaration[] {
  const decl = declare(lock);
  return [
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
}

/** The condition's and the subcontractor's descriptions. */
export function textFieldsOf(lock: TLock, problems: TProblems): TFieldDeclaration[] {
  const decl = declare(lock);
  return [
    decl('InternalComments', 'Condition description', 'multiline', {
      helperText: warningHint(
        problems.descriptionMissing ? 'The condition description is missing.' : null,
      ),
    }),
    decl('SubcontractorScope', 'Subcontractor description', 'multiline', {
      helperText: warningHint(
        problems.subDescriptionMissing ? 'The subcontractor description is missing.' : null,
      ),
    }),
  ];
}

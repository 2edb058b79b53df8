import { z } from 'zod';
import { CONDITION_FIELD_RULES, requiredMessage } from '@n5/shared/estimating/fields';
import {
  CONDITION_EDITABLE_FIELDS,
  conditionProblems,
  isNoQuantity,
  needsQuantity,
  type TConditionField,
} from '@n5/shared/estimating/rules';
import type { TCondition } from '@n5/shared/estimating/schemas';
import { formatDecimalInput, type TDecimalKind } from '../../../components/form/decimal-input';
import { entrySchema, type TFieldKind } from '../../../components/form/field-entry';

/** How each editable field of the card is typed (spec 1 §9 decimals): the shared field rules. */
type TCardFieldName = Exclude<TConditionField, 'OverwriteCostInd'>;
export const FIELD_KINDS = Object.fromEntries(
  CONDITION_EDITABLE_FIELDS.filter((f): f is TCardFieldName => f !== 'OverwriteCostInd').map(
    (f) => [f, CONDITION_FIELD_RULES[f].entry as TFieldKind],
  ),
) as Record<TCardFieldName, TFieldKind>;
export type TCardField = keyof typeof FIELD_KINDS;
export const CARD_FIELDS = Object.keys(FIELD_KINDS) as TCardField[];

const decimalRule = z.string().nullable();
const RULES: Partial<Record<TCardField, z.ZodType>> = {
  ConditionName: z.string().trim().min(1, requiredMessage('ConditionName')),
  InternalComments: z.string().trim(),
  SubcontractorScope: z.string().trim(),
};
const isDecimal = (kind: TFieldKind): kind is TDecimalKind =>
  kind === 'money' || kind === 'quantity' || kind === 'percent';

export function cardSchemaOf(name: TCardField): z.ZodType {
  const kind = FIELD_KINDS[name];
  if (isDecimal(kind))
    return entrySchema(
      kind,
      decimalRule.transform((v) => v ?? '0'),
    );
  if (kind === 'select') return z.union([z.string(), z.null()]);
  return RULES[name] ?? z.string();
}

/**
 * A field's rule on this condition: the quantity is required once a client contract or a
 * subcontractor is chosen (spec 1 §5), so clearing it shows the error instead of saving 0.
 */
export function conditionSchemaOf(name: TCardField, quantityRequired: boolean): z.ZodType {
  if (name !== 'TotalQuantities' || !quantityRequired) return cardSchemaOf(name);
  return entrySchema(
    'quantity',
    decimalRule.refine((v) => !isNoQuantity(v), QUANTITY_REQUIRED),
  );
}
export const QUANTITY_REQUIRED = 'Enter the quantity.';

/** Whether this condition's quantity is required (a client contract or a subcontractor chosen). */
export const isQuantityRequired = (condition: TCondition) =>
  needsQuantity({
    clientContractId: condition.ClientContractID,
    selectedSubcontractorId: condition.SelectedSubcontractor,
  });

/** The resolver's schema of all fields; each field's own decides its save. */
export const conditionCardSchema = (quantityRequired: boolean) =>
  z.object(Object.fromEntries(CARD_FIELDS.map((f) => [f, conditionSchemaOf(f, quantityRequired)])));

/** A stored value as the card's field holds it. */
export function cardValueOf(name: TCardField, condition: TCondition): unknown {
  const kind = FIELD_KINDS[name];
  const value = condition[name];
  if (isDecimal(kind)) return formatDecimalInput(kind, value as string);
  if (kind === 'select') return value ?? null;
  return value ?? '';
}

export const cardValues = (condition: TCondition) =>
  Object.fromEntries(CARD_FIELDS.map((f) => [f, cardValueOf(f, condition)]));

/** The rules' problems of a saved condition (spec 1 §5): missing contract, quantity, descriptions. */
export const conditionProblemsOf = (condition: TCondition) =>
  conditionProblems({
    clientContractId: condition.ClientContractID,
    subContractId: condition.SubContractID,
    selectedSubcontractorId: condition.SelectedSubcontractor,
    totalQuantities: condition.TotalQuantities,
    measurementType: condition.MeasurementType,
    internalComments: condition.InternalComments,
    subcontractorScope: condition.SubcontractorScope,
  });

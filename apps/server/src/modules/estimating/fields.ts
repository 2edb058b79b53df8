import { compare, fromNumeric, toNumeric } from '@n5/shared/core/decimal';
import { parseNumericInput } from '@n5/shared/core/strict-inputs';
import { UNIT_CODES, type TUnitOfMeasure } from '@n5/shared/estimating/constants';
import {
  CONDITION_FIELD_RULES,
  CONDITION_NAME_MAX,
  CONDITION_TEXT_MAX,
  type TConditionFieldRule,
} from '@n5/shared/estimating/fields';
import { CONDITION_EDITABLE_FIELDS, type TConditionField } from '@n5/shared/estimating/rules';
import { badRequest } from '../../lib/errors';
import type { TConditionInsert } from './queries';

type TColumn = keyof TConditionInsert;
type TFieldSpec = TConditionFieldRule & { column: TColumn };

/** The column each editable field is stored in. */
const COLUMNS: Record<TConditionField, TColumn> = {
  ConditionName: 'conditionName',
  ClientContractID: 'clientContractId',
  SubContractID: 'subContractId',
  TotalQuantities: 'totalQuantities',
  MeasurementType: 'measurementType',
  InternalComments: 'internalComments',
  SubcontractorScope: 'subcontractorScope',
  LaborHours: 'laborHours',
  LaborRate: 'laborRate',
  LaborMarkup: 'laborMarkup',
  MaterialCost: 'materialCost',
  MaterialMarkup: 'materialMarkup',
  EquipmentCost: 'equipmentCost',
  EquipmentMarkup: 'equipmentMarkup',
  OtherCostsCost: 'otherCostsCost',
  OtherCostsMarkup: 'otherCostsMarkup',
  OverwriteCostInd: 'overwriteCostInd',
};

/**
 * The setcondition whitelist: each field's column and how its value is checked (the shared
 * CONDITION_FIELD_RULES, which the card uses too).
 */
export const FIELD_SPECS = Object.fromEntries(
  CONDITION_EDITABLE_FIELDS.map((field) => [
    field,
    { ...CONDITION_FIELD_RULES[field], column: COLUMNS[field] },
  ]),
) as Record<TConditionField, TFieldSpec>;

export function fieldSpec(field: string): TFieldSpec & { field: TConditionField } {
  if (!(CONDITION_EDITABLE_FIELDS as readonly string[]).includes(field))
    throw badRequest(
      `${field} is not a field of a condition that can be set. Fields: ${CONDITION_EDITABLE_FIELDS.join(', ')}.`,
    );
  return { ...FIELD_SPECS[field as TConditionField], field: field as TConditionField };
}

const TEXT_MAX = CONDITION_TEXT_MAX;
const NAME_MAX = CONDITION_NAME_MAX;

/**
 * The stored value of a field from what the client sent, or a 400 naming the field. Contract
 * ids are checked against the project by the service (they need the database).
 */
export function parseFieldValue(
  spec: TFieldSpec,
  value: string | number | null,
): string | number | null {
  switch (spec.kind) {
    case 'name': {
      const text = typeof value === 'string' ? value.trim() : '';
      if (!text) throw badRequest(`${spec.label} is required.`);
      if (text.length > NAME_MAX)
        throw badRequest(`${spec.label} may hold at most ${NAME_MAX} characters.`);
      return text;
    }
    case 'text': {
      if (value !== null && typeof value !== 'string')
        throw badRequest(`${spec.label} must be text.`);
      const text = (value ?? '').trim();
      if (text.length > TEXT_MAX)
        throw badRequest(`${spec.label} may hold at most ${TEXT_MAX} characters.`);
      return text;
    }
    case 'decimal': {
      if (value === null || value === '') return toNumeric(fromNumeric('0'), spec.places);
      // Numeric text as sent: padded " 1 " is refused (docs/rules.md "Numeric text").
      const d = parseNumericInput(value);
      if (d === null) throw badRequest(`${spec.label} must be a number.`);
      if (d.scale > spec.places)
        throw badRequest(`${spec.label} may have at most ${spec.places} decimals.`);
      if (d.units < 0n && !spec.negative) throw badRequest(`${spec.label} cannot be negative.`);
      if (compare(d, fromNumeric(spec.max)) > 0)
        throw badRequest(`${spec.label} may be at most ${spec.max}.`);
      if (compare(d, fromNumeric(`-${spec.max}`)) < 0)
        throw badRequest(`${spec.label} may be at least -${spec.max}.`);
      return toNumeric(d, spec.places);
    }
    case 'unit': {
      if (value === null || value === '') return null;
      if (typeof value !== 'string' || !(UNIT_CODES as readonly string[]).includes(value))
        throw badRequest(`${spec.label} must be one of ${UNIT_CODES.join(', ')}.`);
      return value as TUnitOfMeasure;
    }
    case 'clientContract':
    case 'subContract': {
      if (value === null || value === '') return null;
      if (typeof value !== 'string') throw badRequest(`${spec.label} must be a contract id.`);
      return value;
    }
    case 'flag': {
      if (value !== 0 && value !== 1 && value !== '0' && value !== '1')
        throw badRequest(`${spec.label} must be 0 or 1.`);
      return value === 1 || value === '1' ? 1 : 0;
    }
  }
}

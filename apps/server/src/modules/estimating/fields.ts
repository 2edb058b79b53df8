import { compare, fromNumeric, parseDecimal, toNumeric } from '@n5/shared/core/decimal';
import { UNIT_CODES, type TUnitOfMeasure } from '@n5/shared/estimating/constants';
import { CONDITION_EDITABLE_FIELDS, type TConditionField } from '@n5/shared/estimating/rules';
import { badRequest } from '../../lib/errors';
import type { TConditionInsert } from './queries';

type TColumn = keyof TConditionInsert;
type TFieldSpec =
  | { kind: 'name'; column: TColumn; label: string }
  | { kind: 'text'; column: TColumn; label: string }
  | { kind: 'decimal'; column: TColumn; label: string; places: number; max: string }
  | { kind: 'unit'; column: TColumn; label: string }
  | { kind: 'clientContract'; column: TColumn; label: string }
  | { kind: 'subContract'; column: TColumn; label: string }
  | { kind: 'flag'; column: TColumn; label: string };

const MAX_AMOUNT = '9999999999.9999';
/** 999.99% as a fraction (numeric(7, 4) holds up to 999.9999). */
const MAX_MARKUP = '9.9999';

/** The setcondition whitelist: each field's column and how its value is checked. */
export const FIELD_SPECS: Record<TConditionField, TFieldSpec> = {
  ConditionName: { kind: 'name', column: 'conditionName', label: 'Condition name' },
  ClientContractID: {
    kind: 'clientContract',
    column: 'clientContractId',
    label: 'Client contract',
  },
  SubContractID: { kind: 'subContract', column: 'subContractId', label: 'Sub contract' },
  TotalQuantities: {
    kind: 'decimal',
    column: 'totalQuantities',
    label: 'Quantity',
    places: 4,
    max: MAX_AMOUNT,
  },
  MeasurementType: { kind: 'unit', column: 'measurementType', label: 'Unit of measure' },
  InternalComments: { kind: 'text', column: 'internalComments', label: 'Condition description' },
  SubcontractorScope: {
    kind: 'text',
    column: 'subcontractorScope',
    label: 'Subcontractor description',
  },
  LaborHours: {
    kind: 'decimal',
    column: 'laborHours',
    label: 'Labor hours',
    places: 4,
    max: MAX_AMOUNT,
  },
  LaborRate: {
    kind: 'decimal',
    column: 'laborRate',
    label: 'Labor rate',
    places: 2,
    max: '99999.99',
  },
  LaborMarkup: {
    kind: 'decimal',
    column: 'laborMarkup',
    label: 'Labor markup',
    places: 4,
    max: MAX_MARKUP,
  },
  MaterialCost: {
    kind: 'decimal',
    column: 'materialCost',
    label: 'Material cost',
    places: 4,
    max: MAX_AMOUNT,
  },
  MaterialMarkup: {
    kind: 'decimal',
    column: 'materialMarkup',
    label: 'Material markup',
    places: 4,
    max: MAX_MARKUP,
  },
  EquipmentCost: {
    kind: 'decimal',
    column: 'equipmentCost',
    label: 'Equipment cost',
    places: 4,
    max: MAX_AMOUNT,
  },
  EquipmentMarkup: {
    kind: 'decimal',
    column: 'equipmentMarkup',
    label: 'Equipment markup',
    places: 4,
    max: MAX_MARKUP,
  },
  OtherCostsCost: {
    kind: 'decimal',
    column: 'otherCostsCost',
    label: 'Other costs',
    places: 4,
    max: MAX_AMOUNT,
  },
  OtherCostsMarkup: {
    kind: 'decimal',
    column: 'otherCostsMarkup',
    label: 'Other costs markup',
    places: 4,
    max: MAX_MARKUP,
  },
  OverwriteCostInd: { kind: 'flag', column: 'overwriteCostInd', label: 'Overwrite cost' },
};

export function fieldSpec(field: string): TFieldSpec & { field: TConditionField } {
  if (!(CONDITION_EDITABLE_FIELDS as readonly string[]).includes(field))
    throw badRequest(
      `${field} is not a field of a condition that can be set. Fields: ${CONDITION_EDITABLE_FIELDS.join(', ')}.`,
    );
  return { ...FIELD_SPECS[field as TConditionField], field: field as TConditionField };
}

const TEXT_MAX = 4000;
const NAME_MAX = 200;

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
      const d = parseDecimal(value);
      if (d === null) throw badRequest(`${spec.label} must be a number.`);
      if (d.scale > spec.places)
        throw badRequest(`${spec.label} may have at most ${spec.places} decimals.`);
      if (d.units < 0n) throw badRequest(`${spec.label} cannot be negative.`);
      if (compare(d, fromNumeric(spec.max)) > 0)
        throw badRequest(`${spec.label} may be at most ${spec.max}.`);
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

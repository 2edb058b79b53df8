import type { TConditionField } from './rules';

/**
 * The condition card's field rules, once for the server (setcondition's whitelist and checks,
 * apps/server/src/modules/estimating/fields.ts) and the card (its inputs and messages,
 * apps/web/src/features/estimating/components/condition-fields.ts): each field's label, how it is
 * checked (`kind`, with places and maximum for decimals) and how the card types it (`entry`).
 */

/** The longest condition name and description (characters). */
export const CONDITION_NAME_MAX = 200;
export const CONDITION_TEXT_MAX = 4000;
/** The largest quantity, hours or per-unit cost: numeric(14, 4). */
export const CONDITION_MAX_AMOUNT = '9999999999.9999';
/** 999.99% as a fraction (numeric(7, 4) holds up to 999.9999). */
export const CONDITION_MAX_MARKUP = '9.9999';

/** How the card's input types a field (the web form kit's kinds). */
export type TConditionEntry = 'text' | 'multiline' | 'select' | 'quantity' | 'money' | 'percent';

export type TConditionFieldRule =
  | { kind: 'name' | 'text'; label: string; entry: 'text' | 'multiline' }
  | { kind: 'unit' | 'clientContract' | 'subContract'; label: string; entry: 'select' }
  | { kind: 'flag'; label: string; entry: null }
  | {
      kind: 'decimal';
      label: string;
      places: number;
      max: string;
      /** Down to −max: a negative quantity is a deduction on a change order (issue 31 item 1). */
      negative?: true;
      entry: 'quantity' | 'money' | 'percent';
    };

const amount = (label: string) =>
  ({ kind: 'decimal', label, places: 4, max: CONDITION_MAX_AMOUNT, entry: 'quantity' }) as const;
const markup = (label: string) =>
  ({ kind: 'decimal', label, places: 4, max: CONDITION_MAX_MARKUP, entry: 'percent' }) as const;

export const CONDITION_FIELD_RULES: Record<TConditionField, TConditionFieldRule> = {
  ConditionName: { kind: 'name', label: 'Condition name', entry: 'text' },
  ClientContractID: { kind: 'clientContract', label: 'Client contract', entry: 'select' },
  SubContractID: { kind: 'subContract', label: 'Sub contract', entry: 'select' },
  TotalQuantities: { ...amount('Quantity'), negative: true },
  MeasurementType: { kind: 'unit', label: 'Unit of measure', entry: 'select' },
  InternalComments: { kind: 'text', label: 'Condition description', entry: 'multiline' },
  SubcontractorScope: { kind: 'text', label: 'Subcontractor description', entry: 'multiline' },
  LaborHours: amount('Labor hours'),
  LaborRate: { kind: 'decimal', label: 'Labor rate', places: 2, max: '99999.99', entry: 'money' },
  LaborMarkup: markup('Labor markup'),
  // Per-unit costs up to 4 places, shown without trailing zeros (whole dollars as "500").
  MaterialCost: amount('Material cost'),
  MaterialMarkup: markup('Material markup'),
  EquipmentCost: amount('Equipment cost'),
  EquipmentMarkup: markup('Equipment markup'),
  OtherCostsCost: amount('Other costs'),
  OtherCostsMarkup: markup('Other costs markup'),
  OverwriteCostInd: { kind: 'flag', label: 'Overwrite cost', entry: null },
};

/** The message of an empty required field ("Condition name is required."). */
export const requiredMessage = (field: TConditionField) =>
  `${CONDITION_FIELD_RULES[field].label} is required.`;

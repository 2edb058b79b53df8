import {
  add,
  compare,
  fromNumeric,
  mul,
  ONE,
  parseDecimal,
  round,
  toNumeric,
  type TDecimal,
} from '../core/decimal';
import { parseNumericInput } from '../core/strict-inputs';
import { UNIT_CODES, type TTemplateStatus } from '../estimating/constants';

/** The three lists of the approval screen (spec 2 §2.1, §4) and their address segments. */
export const TEMPLATE_LISTS = [
  { slug: 'awaiting-approval', status: 'Awaiting Approval', label: 'Awaiting Approval' },
  { slug: 'active', status: 'Active', label: 'Active' },
  { slug: 'inactive', status: 'Inactive', label: 'Inactive' },
] as const satisfies ReadonlyArray<{ slug: string; status: TTemplateStatus; label: string }>;
export type TTemplateListSlug = (typeof TEMPLATE_LISTS)[number]['slug'];
export const TEMPLATE_LIST_SLUGS = TEMPLATE_LISTS.map((l) => l.slug) as unknown as readonly [
  TTemplateListSlug,
  ...TTemplateListSlug[],
];

/** Spec texts of the approval screens, quoted exactly. */
export const TEMPLATE_TEXT = {
  title: (status: string) => `Condition Templates - ${status}`,
  newTab: 'New Condition Template Approval',
  overwriteTab: 'Condition Template Overwrite Approval',
} as const;

const MAX_AMOUNT = '9999999999.9999';
/** 999.99% as a fraction (numeric(7, 4) holds up to 9.9999). */
const MAX_MARKUP = '9.9999';

type TFieldSpec =
  | { kind: 'name' | 'text'; label: string }
  | { kind: 'unit'; label: string }
  | { kind: 'decimal'; label: string; places: number; max: string };

/**
 * The editable template fields of spec 2 §5, with their database column's range and scale.
 * Totals and LaborMarkup are read-only. Markups are fractions (0.15 = 15%).
 */
export const TEMPLATE_FIELD_SPECS = {
  ConditionName: { kind: 'name', label: 'Condition name' },
  InternalComments: { kind: 'text', label: 'Condition description' },
  SubcontractorScope: { kind: 'text', label: 'Subcontractor description' },
  TotalQuantities: { kind: 'decimal', label: 'Quantity', places: 4, max: MAX_AMOUNT },
  MeasurementType: { kind: 'unit', label: 'Unit of measure' },
  LaborHours: { kind: 'decimal', label: 'Labor hours', places: 4, max: MAX_AMOUNT },
  LaborRate: { kind: 'decimal', label: 'Labor rate', places: 2, max: '999999999999.99' },
  MaterialCost: { kind: 'decimal', label: 'Material cost', places: 4, max: MAX_AMOUNT },
  MaterialMarkup: { kind: 'decimal', label: 'Material markup', places: 4, max: MAX_MARKUP },
  EquipmentCost: { kind: 'decimal', label: 'Equipment cost', places: 4, max: MAX_AMOUNT },
  EquipmentMarkup: { kind: 'decimal', label: 'Equipment markup', places: 4, max: MAX_MARKUP },
  OtherCostsCost: { kind: 'decimal', label: 'Other costs cost', places: 4, max: MAX_AMOUNT },
  OtherCostsMarkup: { kind: 'decimal', label: 'Other costs markup', places: 4, max: MAX_MARKUP },
} as const satisfies Record<string, TFieldSpec>;
export type TTemplateField = keyof typeof TEMPLATE_FIELD_SPECS;
export const TEMPLATE_EDITABLE_FIELDS = Object.keys(TEMPLATE_FIELD_SPECS) as TTemplateField[];

export const isEditableTemplateField = (field: string): field is TTemplateField =>
  Object.hasOwn(TEMPLATE_FIELD_SPECS, field);

/**
 * Checks one edited value: the stored text, or the reason it is refused (naming the field).
 * Decimals are stored with the column's scale; names are required; units come from §5's list.
 */
export function parseTemplateValue(
  field: TTemplateField,
  value: string | number | null,
): { ok: true; value: string | null } | { ok: false; message: string } {
  const spec: TFieldSpec = TEMPLATE_FIELD_SPECS[field];
  const text = value === null ? '' : String(value).trim();
  switch (spec.kind) {
    case 'name':
      if (!text) return { ok: false, message: `${field}: ${spec.label} is required.` };
      if (text.length > 200) return { ok: false, message: `${field}: at most 200 characters.` };
      return { ok: true, value: text };
    case 'text':
      if (text.length > 4000) return { ok: false, message: `${field}: at most 4000 characters.` };
      return { ok: true, value: text };
    case 'unit':
      if (!text) return { ok: true, value: null };
      if (!(UNIT_CODES as readonly string[]).includes(text))
        return { ok: false, message: `${field}: ${text} is not a unit of measure.` };
      return { ok: true, value: text };
    case 'decimal': {
      // Numeric text as sent, not trimmed (docs/rules.md "Numeric text").
      const sent = value === null ? '' : String(value);
      const decimal = sent === '' ? parseDecimal('0') : parseNumericInput(sent);
      const range = `a number from 0 to ${spec.max} with at most ${spec.places} decimals`;
      if (
        !decimal ||
        decimal.scale > spec.places ||
        compare(decimal, fromNumeric('0')) < 0 ||
        compare(decimal, fromNumeric(spec.max)) > 0
      )
        return { ok: false, message: `${field}: ${spec.label} must be ${range}.` };
      return { ok: true, value: toNumeric(decimal, spec.places) };
    }
  }
}

/** The per-unit inputs a template's totals read. */
export interface TTemplateInputs {
  LaborHours: string;
  LaborRate: string;
  LaborMarkup: string;
  MaterialCost: string;
  MaterialMarkup: string;
  EquipmentCost: string;
  EquipmentMarkup: string;
  OtherCostsCost: string;
  OtherCostsMarkup: string;
}

const marked = (cost: TDecimal, markup: string) => mul(cost, add(ONE, fromNumeric(markup)));
const unit = (value: TDecimal) => toNumeric(round(value, 4), 4);

/**
 * A template's read-only totals per unit (DOMAIN "Condition math"): LaborTotal = LaborHours x
 * LaborRate x (1 + LaborMarkup); XTotal = XCost x (1 + XMarkup).
 */
export function templateTotals(t: TTemplateInputs) {
  return {
    LaborTotal: unit(
      marked(mul(fromNumeric(t.LaborHours), fromNumeric(t.LaborRate)), t.LaborMarkup),
    ),
    MaterialTotal: unit(marked(fromNumeric(t.MaterialCost), t.MaterialMarkup)),
    EquipmentTotal: unit(marked(fromNumeric(t.EquipmentCost), t.EquipmentMarkup)),
    OtherCostsTotal: unit(marked(fromNumeric(t.OtherCostsCost), t.OtherCostsMarkup)),
  };
}

/** What the list offers on a template (spec 2 §4). */
export function templateActions(status: TTemplateStatus): Array<'approve' | 'reject'> {
  if (status === 'Awaiting Approval') return ['approve', 'reject'];
  if (status === 'Active') return ['reject'];
  if (status === 'Inactive') return ['approve'];
  return [];
}

import type { TInclusionSums, TLegacyBlock, TLegacySummary } from '@n5/shared/inclusions/schemas';
import type { TGroupedSums } from './queries';
import { SUM_FIELD_NAMES } from './summary-sql';

/** The sums of a grouped row, without its grouping columns. */
export function sumsOf(row: TInclusionSums): TInclusionSums {
  return Object.fromEntries(SUM_FIELD_NAMES.map((k) => [k, row[k]])) as TInclusionSums;
}

/** A sub-category row of a grouped statement (its category and sub-category are set). */
export function subCategoryRow(projectId: number, row: TGroupedSums) {
  return {
    project_id: projectId,
    category_id: row.category_id!,
    category_code: row.category_code!,
    category_name: row.category_name!,
    sub_category_id: row.sub_category_id!,
    sub_category_code: row.sub_category_code!,
    sub_category_name: row.sub_category_name!,
    ...sumsOf(row),
  };
}

export function legacySummary(row: TInclusionSums, subList: string[]): TLegacySummary {
  return {
    preTax: row.total,
    taxableTotal: row.taxable_total,
    tax: row.tax,
    grandTotal: row.grand_total,
    laborHours: row.labor_hours,
    laborRate: row.labor_rate,
    laborCost: row.labor_cost,
    laborMarkup: row.labor_markup,
    laborTotal: row.labor_total,
    materialCost: row.material_cost,
    materialMarkup: row.material_markup,
    materialTotal: row.material_total,
    equipmentCost: row.equipment_cost,
    equipmentMarkup: row.equipment_markup,
    equipmentTotal: row.equipment_total,
    otherCostsCost: row.other_cost,
    otherCostsMarkup: row.other_markup,
    otherCostsTotal: row.other_total,
    subCost: row.subcontractor_cost_live,
    subMarkup: row.subcontractor_markup_live,
    subTotal: row.subcontractor_total,
    subList,
  };
}

const BLOCK_ORDER: readonly TLegacyBlock[] = [
  'Approved',
  'Pending',
  'Potential CO',
  'Inactive',
  'Alternates',
];
export const blockRank = (b: string) => BLOCK_ORDER.indexOf(b as TLegacyBlock);

/** An alternate without conditions sums to 0. */
export const EMPTY_SUMS: TInclusionSums = {
  total: '0.00',
  taxable_total: '0.00',
  tax: '0.00',
  grand_total: '0.00',
  labor_hours: '0.0000',
  labor_rate: null,
  labor_cost: '0.00',
  labor_markup: null,
  labor_total: '0.00',
  material_cost: '0.00',
  material_markup: null,
  material_total: '0.00',
  equipment_cost: '0.00',
  equipment_markup: null,
  equipment_total: '0.00',
  other_cost: '0.00',
  other_markup: null,
  other_total: '0.00',
  subcontractor_cost_live: '0.00',
  subcontractor_markup_live: null,
  subcontractor_total: '0.00',
  subcontractor_total_live: '0.00',
  has_subcontactor: false,
};

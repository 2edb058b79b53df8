import { COLUMN, fitsColumn, numericMax, type TNumericColumn } from '../core/column-ranges';
import type { TConditionDerived } from './math';

/**
 * The column of each derived value of a condition (apps/server/src/db/schema/estimating.ts):
 * inputs within their own ranges can still make a total too large to store (a bid of
 * 999,999,999,999.99 with a markup; issue 30 item 1), so the totals are checked before a write.
 */
const DERIVED_COLUMNS: Record<keyof TConditionDerived, TNumericColumn> = {
  laborCost: COLUMN.unit4,
  laborTotal: COLUMN.unit4,
  materialTotal: COLUMN.unit4,
  equipmentTotal: COLUMN.unit4,
  otherCostsTotal: COLUMN.unit4,
  laborHoursTotal: COLUMN.unit4,
  laborCostTotal: COLUMN.money,
  laborGrandTotal: COLUMN.money,
  materialCostTotal: COLUMN.money,
  materialGrandTotal: COLUMN.money,
  equipmentCostTotal: COLUMN.money,
  equipmentGrandTotal: COLUMN.money,
  otherCostsCostTotal: COLUMN.money,
  otherCostsGrandTotal: COLUMN.money,
  subCost: COLUMN.money,
  subMarkup: COLUMN.fraction,
  subTotal: COLUMN.money,
  totalCost: COLUMN.money,
  totalMarkup: COLUMN.money,
  preTax: COLUMN.money,
  unitPrice: COLUMN.unit4,
  taxableTotal: COLUMN.money,
  tax: COLUMN.money,
  grandTotal: COLUMN.money,
};

/** "laborGrandTotal" → "labor grand total". */
const words = (field: string) => field.replace(/([A-Z])/g, ' $1').toLowerCase();

/**
 * The first derived value a column cannot hold, said as the end of a sentence ("the labor grand
 * total would be over 999999999999.99"), or null when all fit.
 */
export function derivedOverflow(derived: Partial<TConditionDerived>): string | null {
  for (const [field, column] of Object.entries(DERIVED_COLUMNS)) {
    const value = derived[field as keyof TConditionDerived];
    if (typeof value === 'string' && !fitsColumn(value, column)) {
      return `the condition's ${words(field)} would be over ${numericMax(column)}`;
    }
  }
  return null;
}

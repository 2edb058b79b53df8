import { compare, fromNumeric, ZERO } from '../core/decimal';
import { contractKind } from './constants';

/**
 * Deductive change orders (issue 31 item 1; DOMAIN "Changes after signing"): scope taken out of a
 * signed contract is a change order whose conditions carry a negative quantity, so the change
 * order's total (Σ PreTax + Tax) is negative and it lowers the lines it touches.
 */

/** A negative quantity: scope taken out. */
export const isDeduction = (quantity: string) => compare(fromNumeric(quantity), ZERO) < 0;

/** A deduction with a subcontractor selected (the selection is refused with this). */
export const DEDUCTION_IN_HOUSE =
  'A deduction is priced in-house: a condition with a subcontractor selected cannot have a negative quantity.';

/**
 * Why a condition may not have this quantity, or null: a negative quantity (a deduction) belongs
 * on a change order only — a Base contract, an alternate or no contract would price negative
 * scope — and is priced in-house (a subcontractor's bid prices the whole condition and is never
 * negative).
 */
export function deductionRefusal(condition: {
  quantity: string;
  contractType: string | null;
  selectedSubcontractorId: number | null;
}): string | null {
  if (!isDeduction(condition.quantity)) return null;
  if (condition.contractType === null || contractKind(condition.contractType) !== 'CO')
    return 'A negative quantity is a deduction: it belongs on a change order (CO n). Choose the change order first.';
  if (condition.selectedSubcontractorId !== null) return DEDUCTION_IN_HOUSE;
  return null;
}

import { isOverBilled, type TG703Figures } from '@n5/shared/billing/pay-app-math';
import type { TPayAppAmounts } from '@n5/shared/payapp/schemas';

/** The calculation's G703 figures under the spec's field names (spec 3 §3 pay app totals). */
export function toAmounts(f: TG703Figures): TPayAppAmounts {
  return {
    base: f.original,
    approvedChanges: f.changeOrders,
    revisedValues: f.revised,
    previousPeriod: f.previous,
    thisPeriod: f.thisPeriod,
    storedMaterials: f.stored,
    totalCompleted: f.totalCompleted,
    percentComplete: f.percent,
    balanceToFinish: f.balanceToFinish,
    retainage: f.retainage,
    overBilled: isOverBilled(f),
  };
}

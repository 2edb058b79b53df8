import { isInvoicedStatus } from '@n5/shared/billing/rules';
import type { TPayAppHead } from '@n5/shared/billing/schemas';
import { fromNumeric, toPercent, toText } from '@n5/shared/core/decimal';
import { formatPercent } from '../../../lib/format';

export const pct = (fraction: string) =>
  formatPercent(fraction, { minDecimals: 0, maxDecimals: 1 });
/** A fraction ("0.1") as the percent the settings type ("10"); null stays null. */
export const percentOf = (fraction: string | null) =>
  fraction === null ? null : toText(toPercent(fromNumeric(fraction)));
/** The sub-category stays in view while the pay app columns scroll sideways. */
export const sticky = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
} as const;
/** Invoiced and Paid columns are greyed (spec 1 §2). */
export const greyed = (p: TPayAppHead) =>
  isInvoicedStatus(p.status) ? { bgcolor: 'action.hover', color: 'text.secondary' } : {};

import { can, PERMISSION, type TSubject } from '../permissions/can';
import { fromNumeric, round, toPercent, toText } from '../core/decimal';
import { isCertified, type TPayAppStatus } from './constants';
import { payappContract } from '../payapp/contract';

/** Status dropdown: permission 3 or 1; others see text (spec 1 §4, §6). */
export const canChangePayAppStatus = (user: TSubject | null | undefined) =>
  can(user, PERMISSION.BILLING) || can(user, PERMISSION.BILLING_MANAGER);

/** Permissions 3 and 1 unlock amounts: invoiced pay apps and billing past the schedule. */
export const canUnlockPayAppAmounts = (user: TSubject | null | undefined) =>
  can(user, PERMISSION.BILLING) && can(user, PERMISSION.BILLING_MANAGER);

/** The spec's invoiced list: pay apps the client was invoiced for (greyed on the tab). */
export const isInvoicedStatus = (status: TPayAppStatus) =>
  status === 'Invoiced' || status === 'Paid';

/**
 * Why a user may not change a pay app's amounts, or null when they may (spec 1 §4): invoiced
 * ones need permissions 3 and 1 ('forbidden'); a certified one is frozen for everyone
 * ('frozen': what the client or accounting approved never changes).
 */
export function amountsLock(
  user: TSubject | null | undefined,
  status: TPayAppStatus,
): 'forbidden' | 'frozen' | null {
  if (isInvoicedStatus(status) && !canUnlockPayAppAmounts(user)) return 'forbidden';
  if (isCertified(status)) return 'frozen';
  return null;
}

/**
 * Whether a status change is allowed (DOMAIN "Pay apps"): between Preparing and Pending freely,
 * forward to a certified status, and among certified statuses; never from a certified status
 * back to Preparing or Pending (the figures were approved and the next application's line 7
 * reads them).
 */
export function statusChangeRefusal(from: TPayAppStatus, to: TPayAppStatus): string | null {
  if (isCertified(from) && !isCertified(to)) {
    return `Pay app is ${from}: its figures were certified, so it cannot go back to ${to}. Correct it on the next pay app.`;
  }
  return null;
}

/** A pay app percent as shown: 0 to 1 decimals (spec 1 §9): fraction 0.125 → "12.5". */
export function payAppPercentText(fraction: string): string {
  const value = fromNumeric(fraction);
  return toText(round(toPercent(value), 1));
}

/** The client email's subject: project id, name and pay app number. */
export function payAppSubject(p: {
  projectId: number;
  projectName: string;
  number: number;
  workLocationName: string | null;
}) {
  const where = p.workLocationName ? ` — ${p.workLocationName}` : '';
  return `Payment Application ${p.number} for approval: #${p.projectId} ${p.projectName}${where}`;
}

/** The client's link to a pay app (the public pay app page, spec 3 §2.4). */
export const payAppLink = (publicUrl: string, guid: string) => `${publicUrl}/payapp?i=${guid}`;
/** The pay app's G702/G703 PDF (the pay app page's endpoint; the tab links to it too). */
export const payAppPdfPath = (guid: string) =>
  `${payappContract.pdf.path}?guid=${encodeURIComponent(guid)}`;

import { can, PERMISSION, type TSubject } from '../permissions/can';
import { fromNumeric, round, toPercent, toText } from '../core/decimal';
import { isCertified, type TPayAppStatus } from './constants';
import { payappContract } from '../payapp/contract';

/** Status dropdown: permission 3 or 1; others see text (spec 1 §4, §6). */
export const canChangePayAppStatus = (user: TSubject | null | undefined) =>
  can(user, PERMISSION.BILLING) || can(user, PERMISSION.BILLING_MANAGER);

/**
 * Who may certify a pay app outside the client's approval (the status dropdown to a certified
 * status, Send to accounting): the status permission, 3 or 1 (issue 28 item 6).
 */
export const canCertifyPayApp = canChangePayAppStatus;

/** Permissions 3 and 1 unlock amounts: invoiced pay apps and billing past the schedule. */
export const canUnlockPayAppAmounts = (user: TSubject | null | undefined) =>
  can(user, PERMISSION.BILLING) && can(user, PERMISSION.BILLING_MANAGER);

/** The spec's invoiced list: pay apps the client was invoiced for (greyed on the tab). */
export const isInvoicedStatus = (status: TPayAppStatus) =>
  status === 'Invoiced' || status === 'Paid';

/**
 * Why a user may not change a pay app's amounts or rates, or null when they may (spec 1 §4):
 * invoiced ones need permissions 3 and 1 ('forbidden'); a certified one is frozen for everyone
 * ('frozen': what the client or accounting approved never changes); one sent to the client is
 * locked until it returns to Preparing ('sent': the client approves what the client saw).
 */
export function amountsLock(
  user: TSubject | null | undefined,
  status: TPayAppStatus,
): 'forbidden' | 'frozen' | 'sent' | null {
  if (isInvoicedStatus(status) && !canUnlockPayAppAmounts(user)) return 'forbidden';
  if (isCertified(status)) return 'frozen';
  if (status === 'Pending') return 'sent';
  return null;
}

/** The 409 of a locked pay app ('frozen' or 'sent'), naming what to do instead. */
export function lockedAmountsMessage(number: number, status: TPayAppStatus): string {
  return status === 'Pending'
    ? `Pay app ${number} was sent to the client for approval: return it to Preparing to change it.`
    : `Pay app ${number} is ${status}: its figures were certified and do not change.`;
}

/**
 * Pay apps are certified strictly in number order (DOMAIN "Pay apps", issue 28 item 1): a new
 * one is added only when the last one is certified, so there is never more than one open pay
 * app and line 7 of pay app n is always line 6 of pay app n − 1 as certified.
 */
export function addPayAppRefusal(
  last: { number: number; status: TPayAppStatus } | undefined,
): string | null {
  if (!last || isCertified(last.status)) return null;
  return `Pay app ${last.number} is ${last.status}: it must be certified (approved by the client or sent to accounting) before pay app ${last.number + 1} is added.`;
}

/** Certifying pay app n needs pay app n − 1 certified (older data may hold several open ones). */
export function certifyOrderRefusal(
  number: number,
  previous: { status: TPayAppStatus } | undefined,
): string | null {
  if (number === 1 || (previous && isCertified(previous.status))) return null;
  return `Pay app ${number - 1} must be certified before pay app ${number}: pay apps are certified in number order.`;
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

/** A void's reason is at least this long (as a rejection's). */
export const VOID_REASON_MIN = 5;

/**
 * Why a pay app may not be voided and revised, or null (issue 31 item 3; DOMAIN "A certified
 * application is corrected only by voiding it and certifying a revision"): only a certified one
 * (an open one is simply edited); not while a later pay app is certified (its line 7 froze this
 * one's line 6: void that one first); not once cash was recorded against it (delete the payments
 * first) or it was marked Paid by hand.
 */
export function voidRefusal(
  payApp: {
    number: number;
    status: TPayAppStatus;
    paymentCount: number;
    /** The accounting push: a void waits while one is queued (it would push the voided figures). */
    accountingStatus?: string;
  },
  laterCertified: number | null,
): string | null {
  const n = payApp.number;
  if (!isCertified(payApp.status))
    return `Pay app ${n} is ${payApp.status}: only a certified pay app is voided; change this one directly.`;
  if (laterCertified !== null)
    return `Pay app ${laterCertified} is certified and its line 7 is pay app ${n}'s line 6: void pay app ${laterCertified} first.`;
  if (payApp.paymentCount > 0)
    return `Pay app ${n} has payments recorded against it: delete them before voiding it.`;
  if (payApp.status === 'Paid') return `Pay app ${n} was marked Paid: it cannot be voided.`;
  if (payApp.accountingStatus === 'queued')
    return `Pay app ${n} is being sent to accounting: void it once the push is done.`;
  return null;
}

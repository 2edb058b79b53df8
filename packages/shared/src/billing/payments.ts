import {
  compare,
  sub,
  sum,
  ZERO,
  type TDecimal,
  decimalOrZero as dec,
  moneyText as money,
} from '../core/decimal';
import { formatMoney } from '../core/money';
import { isCertified, type TPayAppStatus } from './constants';

/**
 * Payments received (issue 31 item 5; DOMAIN "Paid means cash received"): payments are recorded
 * against certified pay apps; a pay app is Paid when its payments cover its line 8 (current
 * payment due, as certified). Receivables age from the application date.
 */

const usd = (d: TDecimal) => formatMoney(d);

/** A certified pay app as the receivables read it. */
export interface TReceivableApp {
  number: number;
  status: TPayAppStatus;
  applicationDate: string;
  /** Line 8 (current payment due) as certified. */
  amountDue: string;
  /** Line 5 (retainage held to date) as certified. */
  retainage: string;
  /** The amounts of the payments recorded against it. */
  payments: readonly string[];
}

/**
 * The cash received for a pay app: the sum of its payments. A pay app marked Paid before
 * payments were recorded (issue 31) has none and counts its line 8 as received.
 */
export function receivedOf(app: Pick<TReceivableApp, 'status' | 'amountDue' | 'payments'>) {
  if (app.payments.length === 0 && app.status === 'Paid') return dec(app.amountDue);
  return sum(app.payments.map(dec));
}

/** What is still owed on a pay app: line 8 less the cash received (negative: a credit). */
export const openOf = (app: Pick<TReceivableApp, 'status' | 'amountDue' | 'payments'>) =>
  sub(dec(app.amountDue), receivedOf(app));

/**
 * Why a payment may not be recorded, or null: a pay app that is not certified has no amount due
 * yet ('conflict', 409); a payment past what is still owed is an overpayment ('invalid', 400).
 */
export function paymentRefusal(
  app: Pick<TReceivableApp, 'number' | 'status' | 'amountDue' | 'payments'>,
  amount: string,
): { kind: 'conflict' | 'invalid'; message: string } | null {
  if (!isCertified(app.status))
    return {
      kind: 'conflict',
      message: `Pay app ${app.number} is ${app.status}: payments are recorded against certified pay apps (Approved, Invoiced).`,
    };
  const open = openOf(app);
  if (compare(dec(amount), open) > 0)
    return {
      kind: 'invalid',
      message: `A payment of ${usd(dec(amount))} is more than the ${usd(compare(open, ZERO) > 0 ? open : ZERO)} still owed on pay app ${app.number} (line 8 ${usd(dec(app.amountDue))} less ${usd(receivedOf(app))} received).`,
    };
  return null;
}

/**
 * The status a certified pay app takes when its payments change (one recorded or deleted): Paid
 * once they cover line 8 (and line 8 is above zero); a Paid one whose payments no longer cover
 * it (a payment deleted) goes back to Invoiced; otherwise unchanged. (A pay app marked Paid by
 * hand before payments existed never gets here: no payment fits it and it has none to delete.)
 */
export function statusFromPayments(
  app: Pick<TReceivableApp, 'status' | 'amountDue' | 'payments'>,
): TPayAppStatus {
  const due = dec(app.amountDue);
  const covered = compare(sum(app.payments.map(dec)), due) >= 0 && compare(due, ZERO) > 0;
  if (covered) return 'Paid';
  if (app.status === 'Paid') return 'Invoiced';
  return app.status;
}

/** The aging buckets: 0–30 days since the application date, 31–60, 61–90, over 90. */
export const AGING_BUCKETS = ['current', 'days30', 'days60', 'days90'] as const;
export type TAgingBucket = (typeof AGING_BUCKETS)[number];
export const AGING_LABELS: Record<TAgingBucket, string> = {
  current: 'Current',
  days30: '31–60 days',
  days60: '61–90 days',
  days90: 'Over 90 days',
};

const DAY_MS = 86_400_000;
/** Whole days from one calendar day (YYYY-MM-DD) to another. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export function agingBucket(applicationDate: string, today: string): TAgingBucket {
  const days = daysBetween(applicationDate, today);
  if (days <= 30) return 'current';
  if (days <= 60) return 'days30';
  if (days <= 90) return 'days60';
  return 'days90';
}

export type TAging = Record<TAgingBucket | 'total', string>;

/**
 * A project's receivables: each certified pay app still open (line 8 less received, not zero;
 * a credit ages too, so the total is what is owed), the aging of those balances, and the
 * retainage receivable (line 5 of the latest certified pay app: retainage held to date).
 */
export function receivables(apps: readonly TReceivableApp[], today: string) {
  const certified = apps.filter((a) => isCertified(a.status));
  const open = certified
    .map((a) => ({
      number: a.number,
      open: openOf(a),
      bucket: agingBucket(a.applicationDate, today),
    }))
    .filter((a) => compare(a.open, ZERO) !== 0);
  const inBucket = (b: TAgingBucket) => sum(open.filter((a) => a.bucket === b).map((a) => a.open));
  const latest = [...certified].sort((a, b) => a.number - b.number).at(-1);
  return {
    open: open.map((a) => ({ number: a.number, open: money(a.open), bucket: a.bucket })),
    aging: {
      ...(Object.fromEntries(AGING_BUCKETS.map((b) => [b, money(inBucket(b))])) as Record<
        TAgingBucket,
        string
      >),
      total: money(sum(open.map((a) => a.open))),
    },
    retainageReceivable: money(latest ? dec(latest.retainage) : ZERO),
  };
}

/** Column totals of several projects' agings (the company report's footer). */
export function addAgings(rows: readonly TAging[]): TAging {
  const total = (key: keyof TAging) => money(sum(rows.map((r) => dec(r[key]))));
  return {
    current: total('current'),
    days30: total('days30'),
    days60: total('days60'),
    days90: total('days90'),
    total: total('total'),
  };
}

/**
 * The status dropdown and Paid: Paid is set by the payments that cover line 8, never by hand
 * (409); a pay app its payments made Paid leaves Paid only when a payment is deleted. A pay app
 * marked Paid by hand before payments were recorded (none recorded) may still be moved back.
 */
export function paidStatusRefusal(
  number: number,
  from: TPayAppStatus,
  to: TPayAppStatus,
  paymentCount: number,
): string | null {
  if (to === 'Paid' && from !== 'Paid')
    return `Pay app ${number} becomes Paid when the payments recorded against it cover its current payment due: record a payment instead.`;
  if (from === 'Paid' && to !== 'Paid' && paymentCount > 0)
    return `Pay app ${number} is Paid by the payments recorded against it: delete a payment to reopen it.`;
  return null;
}

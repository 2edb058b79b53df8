import { compare, fromNumeric, parseDecimal, PLACES, toNumeric, ZERO } from '../core/decimal';
import { parseInteger } from '../core/integer';
import { MONTH_NAMES } from '../core/company-time';
import { formatMoney } from '../core/money';

/** The four lien waivers (issue 31 item 4): conditional or not, for a progress or a final payment. */
export const WAIVER_KINDS = [
  'conditional-progress',
  'unconditional-progress',
  'conditional-final',
  'unconditional-final',
] as const;
export type TWaiverKind = (typeof WAIVER_KINDS)[number];

export const WAIVER_KIND_LABELS: Record<TWaiverKind, string> = {
  'conditional-progress': 'Conditional progress',
  'unconditional-progress': 'Unconditional progress',
  'conditional-final': 'Conditional final',
  'unconditional-final': 'Unconditional final',
};

/**
 * Who gives the waiver to whom: 'to-client' = we waive to our client for a client pay app;
 * 'from-sub' = a subcontractor of the project waives to us.
 */
export const WAIVER_DIRECTIONS = ['to-client', 'from-sub'] as const;
export type TWaiverDirection = (typeof WAIVER_DIRECTIONS)[number];

/** A requested waiver's link may be signed for this many days. */
export const WAIVER_LINK_DAYS = 30;

export const isFinalWaiver = (kind: TWaiverKind) => kind.endsWith('-final');

/** The pay app figures a waiver reads (G702 lines as decimal text) and its period. */
export interface TWaiverPayAppFigures {
  /** Line 4: total completed and stored to date. */
  totalCompletedAndStored: string;
  /** Line 8: current payment due. */
  currentPaymentDue: string;
  /** "Period to" (YYYY-MM-DD). */
  periodTo: string;
}

export type TWaiverFigures =
  { ok: true; amount: string; throughDate: string } | { ok: false; message: string };

/**
 * The waiver's amount and through-date, from the certified pay app:
 * - progress (to the client): line 8, this application's current payment due, through "Period to";
 * - final (to the client): line 4, everything completed and stored to date (retainage included),
 *   through "Period to": a final waiver gives up every claim for the work billed;
 * - from a subcontractor: the amount the requester enters (we hold no sub pay apps), through the
 *   pay app's "Period to".
 * A waiver of nothing (zero or a credit) is refused.
 */
export function waiverFiguresOf(
  kind: TWaiverKind,
  direction: TWaiverDirection,
  figures: TWaiverPayAppFigures,
  enteredAmount?: string | null,
): TWaiverFigures {
  let amountText: string | null | undefined;
  if (direction === 'from-sub') {
    amountText = enteredAmount;
    if (!amountText || parseDecimal(amountText) === null)
      return { ok: false, message: "A subcontractor's waiver needs the amount it waives." };
  } else {
    amountText = isFinalWaiver(kind) ? figures.totalCompletedAndStored : figures.currentPaymentDue;
  }
  const amount = fromNumeric(amountText);
  if (compare(amount, ZERO) <= 0)
    return {
      ok: false,
      message: `A waiver must be for more than $0.00; this one would be for ${formatMoney(amount)}.`,
    };
  return { ok: true, amount: toNumeric(amount, PLACES.money), throughDate: figures.periodTo };
}

/** What a template's placeholders stand for. */
export interface TWaiverValues {
  /** Who gives the waiver (we, or the subcontractor). */
  claimant: string;
  /** Who pays the claimant (the client, or we). */
  customer: string;
  /** The owner of the project (the client). */
  owner: string;
  project: string;
  payApp: string;
  /** Decimal text; printed as "$1,234.56". */
  amount: string;
  /** YYYY-MM-DD; printed as "November 27, 2026". */
  throughDate: string;
}

export const WAIVER_PLACEHOLDERS = [
  'claimant',
  'customer',
  'owner',
  'project',
  'payApp',
  'amount',
  'throughDate',
] as const;

/** "2026-11-27" → "November 27, 2026" (the day as written, no time zone). */
export function longDate(isoDay: string): string {
  const [y, m, d] = isoDay.split('-');
  const month = MONTH_NAMES[(parseInteger(m ?? '') ?? 1) - 1] ?? '';
  return `${month} ${parseInteger(d ?? '') ?? ''}, ${y}`;
}

/** The waiver's parties and figures, labelled: one list for its web page and its PDF. */
export function waiverFacts(d: {
  claimant: string;
  customer: string;
  project: string;
  payApp: string;
  amount: string;
  throughDate: string;
}): Array<[label: string, value: string]> {
  return [
    ['Claimant', d.claimant],
    ['Customer', d.customer],
    ['Project', d.project],
    ['Payment application', d.payApp],
    ['Amount', formatMoney(d.amount)],
    ['Through date', longDate(d.throughDate)],
  ];
}

/** A template's text with its {placeholders} filled; an unknown placeholder is left as written. */
export function fillWaiverTemplate(text: string, values: TWaiverValues): string {
  const printed: Record<string, string> = {
    ...values,
    amount: formatMoney(values.amount),
    throughDate: longDate(values.throughDate),
  };
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => printed[name] ?? whole);
}

export type TWaiverState = 'Requested' | 'Received';

/** Received once signed on its link or marked received with a paper copy; requested before. */
export const waiverStateOf = (w: { receivedAt: string | null }): TWaiverState =>
  w.receivedAt ? 'Received' : 'Requested';

/** The link expires WAIVER_LINK_DAYS after the request. */
export function linkExpiresAt(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + WAIVER_LINK_DAYS * 24 * 60 * 60 * 1000);
}

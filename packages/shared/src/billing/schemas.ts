import { z } from 'zod';
import { ZDecimalText } from '../core/money';
import { PAY_APP_KIND_VALUES, RETAINAGE_CONVENTION_VALUES } from './retainage';
import { ZIdInput } from '../core/ids';
import { COLUMN, MONEY_MAX, numericMax } from '../core/column-ranges';
import { decimalInput, wholeNumberInput } from '../core/strict-inputs';
import { PAY_APP_STATUSES } from './constants';
import { payAppDateInput } from './dates';

/** Money, percents and fractions cross as decimal text ("1234.50", "0.1000"). */
const ZText = ZDecimalText;

export const ZProjectQuery = z.object({ projectID: ZIdInput });
/** The spec's paymentApplicationType: the pay app's number, 1, 2, ... */
export const ZPayAppNumber = wholeNumberInput({ min: 1, max: 9999 });
export const ZPayAppQuery = z.object({
  projectID: ZIdInput,
  paymentApplicationType: ZPayAppNumber,
});

/** A pay app's head: number, link guid, status and what the tab shows about it. */
export const ZPayAppHead = z.object({
  paymentApplicationType: z.number().int(),
  guid: z.string(),
  status: z.enum(PAY_APP_STATUSES),
  /** Retainage rates as fractions ("0.1000"); stored null = same as work. */
  retainageRate: ZText,
  storedRetainageRate: ZText.nullable(),
  /** How the rate applies: to the whole balance or to new work only (issue 31 item 2). */
  retainageConvention: z.enum(RETAINAGE_CONVENTION_VALUES),
  /** 'release': a retainage release application, billing only retainage. */
  kind: z.enum(PAY_APP_KIND_VALUES),
  /** A release's amount; null = everything held (full release), and null on progress apps. */
  releaseAmount: ZText.nullable(),
  sentTo: z.string().nullable(),
  sentAt: z.string().nullable(),
  certifiedBy: z.string().nullable(),
  /** Who certified it: the user (status or Send to accounting), or null for the client's approval. */
  certifiedByName: z.string().nullable(),
  certifiedAt: z.string().nullable(),
  /** "Period to" and the application date (YYYY-MM-DD), entered by the user (issue 31 item 6). */
  periodTo: z.string(),
  applicationDate: z.string(),
  /** 0, then 1, 2, ... each time a certified version is voided and revised (issue 31 item 3). */
  revision: z.number().int(),
  /** The latest voided version: why, and when. */
  lastVoid: z.object({ reason: z.string(), voidedAt: z.string() }).nullable(),
  accounting: z.object({
    status: z.enum(['none', 'queued', 'synced', 'failed']),
    error: z.string().nullable(),
  }),
});
export type TPayAppHead = z.infer<typeof ZPayAppHead>;

const ZAppCell = z.object({
  amount: ZText,
  pct: ZText,
  stored: ZText,
  /** The line's own retainage rate (Column I override, issue 31 item 2); absent or null: none. */
  rate: ZText.nullable().optional(),
});

/** One row of the Invoice tab (spec 1 §3 "Invoicing rows"): apps keyed by pay app number. */
export const ZInvoicingRow = z.object({
  categoryCode: z.string(),
  subCategoryCode: z.string(),
  description: z.string(),
  base: ZText,
  approvedChanges: ZText,
  adjusted: ZText,
  /** Materials stored on the latest pay app (in Total Invoiced). */
  storedToDate: ZText,
  totalInvoiced: ZText,
  balanceToInvoice: ZText,
  pctLeftToInvoice: ZText,
  /** Billed past Adjusted (by a user holding 3 and 1): flagged on the tab. */
  overBilled: z.boolean(),
  apps: z.record(z.string(), ZAppCell),
});
export type TInvoicingRowReply = z.infer<typeof ZInvoicingRow>;

export const ZInvoicingTotals = z.object({
  baseTotal: ZText,
  approvedChangesTotal: ZText,
  adjustedTotal: ZText,
  storedToDateTotal: ZText,
  totalInvoicedTotal: ZText,
  balanceToInvoiceTotal: ZText,
  pctLeftToInvoiceTotal: ZText,
  payAppCount: z.number().int(),
  apps: z.record(z.string(), z.object({ amount: ZText, pct: ZText, stored: ZText })),
});

export const ZClientInvoicingReply = z.object({
  payapps: z.array(ZInvoicingRow),
  /** Numbers of the pay apps with status Invoiced or Paid, comma joined (spec). */
  invoicedPayAppTypes: z.string(),
  paqty: z.number().int(),
  payApps: z.array(ZPayAppHead),
  totals: ZInvoicingTotals,
  /** The Base contract's retention: the first pay app's default retainage rate. */
  baseRetention: ZText,
});
export type TClientInvoicingReply = z.infer<typeof ZClientInvoicingReply>;
export const ZInvoicingTotalsReply = z.object({ totals: ZInvoicingTotals });
export const ZPayAppStatusesReply = z.object({ statuses: z.array(ZPayAppHead) });
export const ZPayAppGuidReply = z.object({ guid: z.string() });
export const ZPayAppEmailReply = z.object({
  /** The project's client contact email, when set (the dialog's first recipient). */
  recipients: z.array(z.string()),
  subject: z.string(),
  link: z.string(),
});

// Writes
export const ZAddPayAppBody = z.object({ projectID: ZIdInput });
export const ZAddPayAppReply = z.object({
  paymentApplicationType: z.number().int(),
  guid: z.string(),
});

/** The columns' ranges (pay_app_lines numeric(14,2), entered_percent numeric(9,4)): a value they cannot hold is a 400. */
const money = decimalInput({ places: 2, min: '0', max: MONEY_MAX });
const percent = decimalInput({ places: 4, min: '0', max: numericMax(COLUMN.percent9) });
/** A retainage rate: a percent 0–100 with up to 4 decimals (5.3426%), stored as a 6-place fraction. */
const ratePercent = decimalInput({ places: 4, min: '0', max: '100' });

/**
 * One cell: the work amount in dollars, or as a percent of adjusted (amount = adjusted ×
 * percent / 100), and/or the materials presently stored.
 */
export const ZPayAppAmountBody = z.object({
  projectID: ZIdInput,
  paymentApplicationType: ZPayAppNumber,
  subCategoryCode: z.string().min(1).max(20),
  amount: money.optional(),
  percent: percent.optional(),
  stored: money.optional(),
});
/** A whole column by percent of each row's adjusted, allocated so the rows add up exactly. */
export const ZPayAppColumnBody = z.object({
  projectID: ZIdInput,
  paymentApplicationType: ZPayAppNumber,
  percent,
});
/** Retainage rates typed as percents ("10", "5.5"); stored null = the same as work. */
export const ZPayAppRetainageBody = z.object({
  projectID: ZIdInput,
  paymentApplicationType: ZPayAppNumber,
  retainagePercent: ratePercent,
  storedRetainagePercent: ratePercent.nullable(),
});
export const ZPayAppStatusBody = z.object({
  projectID: ZIdInput,
  paymentApplicationType: ZPayAppNumber,
  status: z.enum(PAY_APP_STATUSES),
});
export const ZSendPayAppBody = z.object({
  projectID: ZIdInput,
  paymentApplicationType: ZPayAppNumber,
  /** Client emails; at least one. */
  recipients: z.array(z.string().max(320)).max(50),
  message: z.string().max(10000),
});
export const ZPayAppAccountingBody = z.object({
  projectID: ZIdInput,
  paymentApplicationType: ZPayAppNumber,
});
/** A pay app's dates (issue 31 item 6): calendar days, 2000–2099 (400 otherwise). */
export const ZPayAppDatesBody = z.object({
  projectID: ZIdInput,
  paymentApplicationType: ZPayAppNumber,
  periodTo: payAppDateInput('Period to'),
  applicationDate: payAppDateInput('The application date'),
});
/** Void a certified pay app and reopen it as its next revision, with the reason (issue 31 item 3). */
export const ZVoidPayAppBody = z.object({
  projectID: ZIdInput,
  paymentApplicationType: ZPayAppNumber,
  reason: z
    .string({ error: 'The reason must be at least 5 characters.' })
    .max(4000, 'The reason must be at most 4000 characters.')
    .refine((text) => text.trim().length >= 5, 'The reason must be at least 5 characters.'),
});
export const ZPayAppWriteReply = z.object({ payApp: ZPayAppHead });
export const ZSendPayAppReply = z.object({ payApp: ZPayAppHead, emailedTo: z.string() });

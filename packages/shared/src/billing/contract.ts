import type { z } from 'zod';
import { defineRoute } from '../core/contract';
import { ACCESS, type TAccess } from '../permissions/access';
import { PERMISSION } from '../permissions/roles';
import * as s from './schemas';
import * as p from './payment-schemas';
import * as r from './retainage-schemas';

const office = ACCESS.office;
/** Permission 3 (Billing) or 1 (Billing manager): payments are accounting's. */
const billing: TAccess = {
  kind: 'anyOf',
  of: [ACCESS.permission(PERMISSION.BILLING), ACCESS.permission(PERMISSION.BILLING_MANAGER)],
};
const get = <Q extends z.ZodType, R extends z.ZodType>(
  path: string,
  summary: string,
  query: Q,
  reply: R,
) => defineRoute({ method: 'GET', path, access: office, summary, query, reply });

/** The Invoice tab (spec 1 §7 "Invoicing"; issue 16 items 1 and 2). */
export const billingContract = {
  clientInvoicing: get(
    '/api/invoice/client-invoicing',
    'Invoice tab rows, footer and pay apps',
    s.ZProjectQuery,
    s.ZClientInvoicingReply,
  ),
  clientInvoicingTotals: get(
    '/api/invoice/client-invoicing-totals',
    'Invoice tab footer',
    s.ZProjectQuery,
    s.ZInvoicingTotalsReply,
  ),
  statuses: get(
    '/api/invoice/payment-application-statuses',
    "The project's pay apps and their status",
    s.ZProjectQuery,
    s.ZPayAppStatusesReply,
  ),
  guid: get(
    '/api/invoice/payment-application-guid',
    "A pay app's guid (its /payapp?i= link)",
    s.ZPayAppQuery,
    s.ZPayAppGuidReply,
  ),
  email: get(
    '/api/invoice/payment-application-email',
    'Recipients, subject and link for the send-to-client dialog',
    s.ZPayAppQuery,
    s.ZPayAppEmailReply,
  ),

  receivables: get(
    '/api/invoice/receivables',
    "A project's payments received, open pay apps by age and retainage receivable",
    s.ZProjectQuery,
    p.ZProjectReceivablesReply,
  ),
  receivablesReport: defineRoute({
    method: 'GET',
    path: '/api/accounting-reports/receivables',
    access: ACCESS.accounting,
    summary: 'Receivables aging and retainage receivable per project and in total',
    reply: p.ZReceivablesReportReply,
  }),
  recordPayment: defineRoute({
    method: 'POST',
    path: '/api/invoice/payment-received',
    idempotency: 'key',
    access: billing,
    summary: 'Record a payment received against a certified pay app (permission 3 or 1)',
    body: p.ZRecordPaymentBody,
    reply: p.ZPaymentWriteReply,
  }),
  deletePayment: defineRoute({
    method: 'DELETE',
    path: '/api/invoice/payment-received/:paymentId',
    idempotency: 'repeatable',
    access: billing,
    summary: 'Delete a payment recorded by mistake (permission 3 or 1); Paid is cleared',
    params: p.ZDeletePaymentParams,
    reply: p.ZDeletePaymentReply,
  }),

  addPayApp: defineRoute({
    method: 'POST',
    path: '/api/invoice/add-payment-application',
    idempotency: 'key',
    access: office,
    summary: 'Create the next pay app (1, 2, ...)',
    body: s.ZAddPayAppBody,
    reply: s.ZAddPayAppReply,
  }),
  setAmount: defineRoute({
    method: 'POST',
    path: '/api/invoice/payment-application-amount',
    idempotency: 'repeatable',
    access: office,
    summary: "Set a pay app's amount (or percent) and stored materials for a sub-category",
    body: s.ZPayAppAmountBody,
    reply: s.ZPayAppWriteReply,
  }),
  setColumn: defineRoute({
    method: 'POST',
    path: '/api/invoice/payment-application-column',
    idempotency: 'repeatable',
    access: office,
    summary: "Set a pay app's whole column as a percent of adjusted",
    body: s.ZPayAppColumnBody,
    reply: s.ZPayAppWriteReply,
  }),
  setRetainage: defineRoute({
    method: 'POST',
    path: '/api/invoice/payment-application-retainage',
    idempotency: 'repeatable',
    access: office,
    summary: "Set a pay app's retainage rates (work and stored)",
    body: s.ZPayAppRetainageBody,
    reply: s.ZPayAppWriteReply,
  }),
  setDates: defineRoute({
    method: 'POST',
    path: '/api/invoice/payment-application-dates',
    idempotency: 'repeatable',
    access: office,
    summary: "Set a pay app's Period to and application date (frozen once certified)",
    body: s.ZPayAppDatesBody,
    reply: s.ZPayAppWriteReply,
  }),
  voidPayApp: defineRoute({
    method: 'POST',
    path: '/api/invoice/payment-application-void',
    // Voiding again finds the revision open and is refused (409): nothing more changes.
    idempotency: 'repeatable',
    access: office,
    summary: 'Void a certified pay app (kept, with the reason) and reopen it as its next revision',
    body: s.ZVoidPayAppBody,
    reply: s.ZPayAppWriteReply,
  }),
  setStatus: defineRoute({
    method: 'POST',
    path: '/api/invoice/payment-application-status',
    idempotency: 'repeatable',
    access: office,
    summary: "Set a pay app's status (permission 3 or 1)",
    body: s.ZPayAppStatusBody,
    reply: s.ZPayAppWriteReply,
  }),
  sendToClient: defineRoute({
    method: 'POST',
    path: '/api/invoice/send-payment-application',
    idempotency: 'unkeyed',
    access: office,
    summary: 'Email the pay app to the client for approval (sets Pending)',
    body: s.ZSendPayAppBody,
    reply: s.ZSendPayAppReply,
  }),
  sendToAccounting: defineRoute({
    method: 'POST',
    path: '/api/invoice/payment-application-accounting',
    idempotency: 'repeatable',
    access: office,
    summary: 'Send the pay app to accounting (certifies it as Approved; a job pushes it)',
    body: s.ZPayAppAccountingBody,
    reply: s.ZPayAppWriteReply,
  }),
  // Retainage control (issue 31 item 2).
  setLineRetainage: defineRoute({
    method: 'POST',
    path: '/api/invoice/payment-application-line-retainage',
    idempotency: 'repeatable',
    access: office,
    summary: "Set or clear one line's own retainage rate (Column I override)",
    body: r.ZLineRetainageBody,
    reply: s.ZPayAppWriteReply,
  }),
  setRetainageConvention: defineRoute({
    method: 'POST',
    path: '/api/invoice/payment-application-retainage-convention',
    idempotency: 'repeatable',
    access: office,
    summary: "Set how a pay app's retainage rate applies: whole balance or new work only",
    body: r.ZRetainageConventionBody,
    reply: s.ZPayAppWriteReply,
  }),
  addRelease: defineRoute({
    method: 'POST',
    path: '/api/invoice/add-retainage-release',
    idempotency: 'key',
    access: office,
    summary: 'Create a retainage release application (all or part of the retainage held)',
    body: r.ZAddReleaseBody,
    reply: s.ZAddPayAppReply,
  }),
};

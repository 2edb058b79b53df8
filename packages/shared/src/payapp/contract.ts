import { z } from 'zod';
import { defineRoute } from '../core/contract';
import { ACCESS } from '../permissions/access';
import * as s from './schemas';

/**
 * The client's payment application page, reached by link (spec 3 §7 "Pay app"): every call is
 * public, reads only the pay app its GUID names, and is rate limited per address.
 */
export const payappContract = {
  subtotals: defineRoute({
    method: 'GET',
    path: '/api/payapp/payment-application-approval-subtotals',
    access: ACCESS.public,
    summary: 'G703 rows of a pay app, grouped by main category with group totals',
    query: s.ZPayAppGuidQuery,
    reply: s.ZSubtotalsReply,
  }),
  grandTotals: defineRoute({
    method: 'GET',
    path: '/api/payapp/payment-application-approval-grand-totals',
    access: ACCESS.public,
    summary: 'A pay app: status, project, G703 grand totals and the G702 summary',
    query: s.ZPayAppGuidQuery,
    reply: s.ZGrandTotalsReply,
  }),
  approved: defineRoute({
    method: 'POST',
    path: '/api/payapp/payment-application-approved',
    // A pending pay app is approved once; the same request again is a 409 and changes nothing.
    idempotency: 'repeatable',
    access: ACCESS.public,
    summary: 'The client approves a pending pay app (it is certified and frozen)',
    body: s.ZApproveBody,
    reply: s.ZDecisionReply,
  }),
  rejected: defineRoute({
    method: 'POST',
    path: '/api/payapp/payment-application-rejected',
    idempotency: 'repeatable',
    access: ACCESS.public,
    summary: 'The client rejects a pending pay app with a reason (back to Preparing)',
    body: s.ZRejectBody,
    reply: s.ZDecisionReply,
  }),
  pdf: defineRoute({
    method: 'GET',
    path: '/api/payapp/payment-application-pdf',
    access: ACCESS.public,
    summary: 'The G702/G703 PDF of a pay app (what was certified, once certified)',
    query: s.ZPayAppGuidQuery,
    reply: z.unknown(),
  }),
} as const;

import { z } from 'zod';
import { defineRoute } from '../core/contract';
import { SIGNATURE_BODY_LIMIT } from '../core/signature';
import { ACCESS, type TAccess } from '../permissions/access';
import { PERMISSION } from '../permissions/roles';
import * as s from './schemas';

/** Permission 3 (Billing) or 1 (Billing manager), as recording a payment received. */
const billing: TAccess = {
  kind: 'anyOf',
  of: [ACCESS.permission(PERMISSION.BILLING), ACCESS.permission(PERMISSION.BILLING_MANAGER)],
};

/**
 * Lien waivers (issue 31 item 4): requested and tracked on the Invoice tab, signed by their
 * public link (/waiver?i={guid}), whose GUID is the capability.
 */
export const waiversContract = {
  list: defineRoute({
    method: 'GET',
    path: '/api/invoice/lien-waivers',
    access: ACCESS.office,
    summary: "A project's lien waivers, with the subcontractors a waiver may be requested from",
    query: s.ZWaiversQuery,
    reply: s.ZWaiversReply,
  }),
  request: defineRoute({
    method: 'POST',
    path: '/api/invoice/lien-waiver-request',
    idempotency: 'key',
    access: ACCESS.office,
    summary: 'Request a lien waiver for a certified pay app: its PDF, and its link emailed',
    body: s.ZRequestWaiverBody,
    reply: s.ZWaiverReply,
  }),
  pdf: defineRoute({
    method: 'GET',
    path: '/api/invoice/lien-waiver-pdf',
    access: ACCESS.office,
    summary: "A lien waiver's PDF (signed once signed; the paper copy once uploaded)",
    query: s.ZWaiverIdQuery,
    reply: z.unknown(),
  }),
  markReceived: defineRoute({
    method: 'POST',
    path: '/api/invoice/lien-waiver-received',
    // Received once: the same request again is refused (409).
    idempotency: 'unkeyed',
    access: billing,
    summary: 'Mark a waiver received with its paper copy (multipart: file + waiverId; 3 or 1)',
    reply: s.ZWaiverReply,
  }),

  page: defineRoute({
    method: 'GET',
    path: '/api/waiver/waiver',
    access: ACCESS.public,
    summary: 'A lien waiver by its link: the document as shown and its hash',
    query: s.ZWaiverGuidQuery,
    reply: s.ZWaiverPageReply,
  }),
  sign: defineRoute({
    method: 'POST',
    path: '/api/waiver/signature',
    // Signing twice is refused (409), never applied twice.
    idempotency: 'unkeyed',
    access: ACCESS.public,
    summary: 'Sign a lien waiver on its link (once, before the link expires; 409 after)',
    body: s.ZWaiverSignatureBody,
    bodyLimit: SIGNATURE_BODY_LIMIT,
    reply: s.ZWaiverPageReply,
  }),
  publicPdf: defineRoute({
    method: 'GET',
    path: '/api/waiver/pdf',
    access: ACCESS.public,
    summary: 'A lien waiver PDF by its link (signed once signed)',
    query: s.ZWaiverGuidQuery,
    reply: z.unknown(),
  }),
} as const;

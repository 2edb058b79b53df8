import { z } from 'zod';
import { defineRoute } from '../core/contract';
import { SIGNATURE_BODY_LIMIT } from '../core/signature';
import { ACCESS } from '../permissions/access';
import * as s from './schemas';

const open = ACCESS.public;

/**
 * The public contract pages (spec 3 §2.3, §7 "Contract and signing"; issue 15). No sign-in: the
 * contract GUID in the link is the capability, and each call answers only for that contract.
 */
export const contractPageContract = {
  contract: defineRoute({
    method: 'GET',
    path: '/api/contract/contract',
    access: open,
    summary: 'The contract document of a /contract/ link (recipient, guid, companyID)',
    query: s.ZContractQuery,
    reply: s.ZContractPageReply,
  }),
  signature: defineRoute({
    method: 'POST',
    path: '/api/contract/signature',
    // Signing twice is refused (409), never applied twice; no key is needed.
    idempotency: 'unkeyed',
    access: open,
    summary: 'Sign a contract from its /contract/ link (once; 409 after)',
    body: s.ZSignatureBody,
    bodyLimit: SIGNATURE_BODY_LIMIT,
    reply: s.ZContractPageReply,
  }),
  checkContractExists: defineRoute({
    method: 'GET',
    path: '/api/contract/checkcontractexists',
    access: open,
    summary: 'Whether the signed PDF of a contract is ready, and where it downloads',
    query: s.ZCheckContractQuery,
    reply: s.ZCheckContractReply,
  }),
  signedPdf: defineRoute({
    method: 'GET',
    path: '/api/contract/signed-pdf',
    access: open,
    summary: 'The signed PDF of a contract, named by its guid',
    query: s.ZCheckContractQuery,
    reply: z.unknown(),
  }),
  clientContract: defineRoute({
    method: 'GET',
    path: '/api/contracts/:contractId/client',
    access: open,
    summary: 'The client contract view (/contracts/{contractId}/client)',
    params: s.ZContractIdParams,
    reply: s.ZContractPageReply,
  }),
  clientSignature: defineRoute({
    method: 'POST',
    path: '/api/contracts/:contractId/client/signature',
    idempotency: 'unkeyed',
    access: open,
    summary: 'Sign from the client contract view (once; 409 after)',
    params: s.ZContractIdParams,
    body: s.ZSignatureFields,
    bodyLimit: SIGNATURE_BODY_LIMIT,
    reply: s.ZContractPageReply,
  }),
} as const;

import type { z } from 'zod';
import { defineRoute } from '../core/contract';
import { ACCESS } from '../permissions/access';
import * as s from './schemas';

const office = ACCESS.office;
const get = <Q extends z.ZodType, R extends z.ZodType>(
  path: string,
  summary: string,
  query: Q,
  reply: R,
) => defineRoute({ method: 'GET', path, access: office, summary, query, reply });

/** Client and sub contracts (spec 1 §7 "Contracts"; issue 13 added contractOptions, issue 14 the rest). */
export const contractsContract = {
  contractOptions: defineRoute({
    method: 'GET',
    path: '/api/contract/contractoptions',
    access: ACCESS.office,
    summary: "The project's client and sub contracts (condition dropdowns)",
    query: s.ZContractOptionsQuery,
    reply: s.ZContractOptionsReply,
  }),

  // Reads
  clientContracts: get(
    '/api/contract/clientcontracts',
    "The project's client contracts",
    s.ZProjectQuery,
    s.ZClientContractsReply,
  ),
  clientContractsTotals: get(
    '/api/contract/clientcontractstotals',
    'Client contract totals by stage',
    s.ZProjectQuery,
    s.ZContractTotalsReply,
  ),
  clientContractDetail: get(
    '/api/contract/client-contract-detail',
    'Client Contract Detail rows',
    s.ZProjectQuery,
    s.ZContractDetailReply,
  ),
  clientContractDetailTotals: get(
    '/api/contract/client-contract-detail-totals',
    'Client Contract Detail footer',
    s.ZProjectQuery,
    s.ZContractDetailTotalsReply,
  ),
  subContracts: get(
    '/api/contract/subcontracts',
    "The project's sub contracts",
    s.ZProjectQuery,
    s.ZSubContractsReply,
  ),
  subContractsTotals: get(
    '/api/contract/subcontractstotals',
    'Sub contract totals by stage',
    s.ZProjectQuery,
    s.ZSubContractTotalsReply,
  ),
  subContractDetail: get(
    '/api/contract/sub-contract-detail',
    'Sub Contract Detail rows',
    s.ZProjectQuery,
    s.ZContractDetailReply,
  ),
  subContractDetailTotals: get(
    '/api/contract/sub-contract-detail-totals',
    'Sub Contract Detail footer',
    s.ZProjectQuery,
    s.ZContractDetailTotalsReply,
  ),
  alternateContractTypes: get(
    '/api/contract/alternate-contract-types',
    "The project's alternates, comma joined",
    s.ZProjectQuery,
    s.ZAlternateTypesReply,
  ),
  checkClientContractReady: get(
    '/api/contract/checkclientcontractready',
    'Readiness of a client contract to be sent',
    s.ZGuidQuery,
    s.ZClientReadinessReply,
  ),
  checkSubContractReady: get(
    '/api/contract/checksubcontractready',
    'Readiness of a sub contract to be sent',
    s.ZGuidQuery,
    s.ZSubReadinessReply,
  ),
  subCompanyEmail: get(
    '/api/contract/sub-company-email',
    "The subcontractor's email for the send dialog",
    s.ZGuidQuery,
    s.ZSubCompanyEmailReply,
  ),
  contractUri: get(
    '/api/contract/contract-uri',
    'Link of an uploaded contract file',
    s.ZFileUriQuery,
    s.ZFileUriReply,
  ),
  bidUri: get(
    '/api/contract/bid-uri',
    'Link of an uploaded bid file',
    s.ZFileUriQuery,
    s.ZFileUriReply,
  ),

  // Creates
  addClientContract: defineRoute({
    method: 'POST',
    path: '/api/project/addcontractclient',
    idempotency: 'key',
    access: office,
    summary: 'Add a client contract: Base first, then CO 1, CO 2...',
    body: s.ZAddClientContractBody,
    reply: s.ZAddClientContractReply,
  }),
  addAlternate: defineRoute({
    method: 'POST',
    path: '/api/contract/add-contract-alternate',
    idempotency: 'key',
    access: office,
    summary: 'Add an alternate client contract (Alt 1, Alt 2...)',
    body: s.ZAddAlternateBody,
    reply: s.ZAddClientContractReply,
  }),
  addSubContract: defineRoute({
    method: 'POST',
    path: '/api/contract/addcontractsub',
    idempotency: 'key',
    access: office,
    summary: 'Add a sub contract for a subcontractor company',
    body: s.ZAddSubContractBody,
    reply: s.ZAddSubContractReply,
  }),

  // Edits (read-only once sent: 409)
  setClientDescription: defineRoute({
    method: 'POST',
    path: '/api/contract/clientcontractdescription',
    idempotency: 'repeatable',
    access: office,
    summary: "Set a client contract's description",
    body: s.ZDescriptionBody,
    reply: s.ZClientContractReply,
  }),
  setClientWorkDays: defineRoute({
    method: 'POST',
    path: '/api/contract/clientworkdays',
    idempotency: 'repeatable',
    access: office,
    summary: "Set a client contract's work days (whole number or null)",
    body: s.ZClientWorkDaysBody,
    reply: s.ZClientContractReply,
  }),
  setClientRetention: defineRoute({
    method: 'POST',
    path: '/api/contract/client-retention',
    idempotency: 'repeatable',
    access: office,
    summary: "Set a client contract's retention (percent 0 to 100)",
    body: s.ZRetentionBody,
    reply: s.ZClientContractReply,
  }),
  setSubWorkDays: defineRoute({
    method: 'POST',
    path: '/api/contract/subworkdays',
    idempotency: 'repeatable',
    access: office,
    summary: "Set a sub contract's work days (whole number or null)",
    body: s.ZSubWorkDaysBody,
    reply: s.ZSubContractReply,
  }),
  setSubRetention: defineRoute({
    method: 'POST',
    path: '/api/contract/sub-retention',
    idempotency: 'repeatable',
    access: office,
    summary: "Set a sub contract's retention (percent 0 to 100)",
    body: s.ZRetentionBody,
    reply: s.ZSubContractReply,
  }),

  // Sending
  sendClientContract: defineRoute({
    method: 'POST',
    path: '/api/contract/setclientcontractsubmitted',
    idempotency: 'unkeyed',
    access: office,
    summary: 'Send a client contract (readiness checked) and mark it submitted',
    body: s.ZSendBody,
    reply: s.ZSendClientReply,
  }),
  sendSubContract: defineRoute({
    method: 'POST',
    path: '/api/contract/setsubcontractsubmitted',
    idempotency: 'unkeyed',
    access: office,
    summary: 'Send a sub contract (readiness checked) and mark it submitted',
    body: s.ZSendBody,
    reply: s.ZSendSubReply,
  }),
  sendAlternateSelection: defineRoute({
    method: 'POST',
    path: '/api/contract/send-alternate-selection-email',
    idempotency: 'unkeyed',
    access: office,
    summary: 'Email the alternates form and set its sent flag',
    body: s.ZAlternateEmailBody,
    reply: s.ZAlternateEmailReply,
  }),

  // Uploads (multipart: file + contractGUID; bid-file: file + bidGUID + bidDate)
  uploadClientContract: defineRoute({
    method: 'POST',
    path: '/api/contract/uploadclientcontract',
    idempotency: 'unkeyed',
    access: office,
    summary: 'Upload the signed client contract (PDF); approves it as "Manual contract upload"',
    reply: s.ZUploadReply,
  }),
  uploadSubContract: defineRoute({
    method: 'POST',
    path: '/api/contract/uploadsubcontract',
    idempotency: 'unkeyed',
    access: office,
    summary: 'Upload the signed sub contract (PDF); approves it as "Manual contract upload"',
    reply: s.ZUploadReply,
  }),
  uploadBid: defineRoute({
    method: 'POST',
    path: '/api/contract/bid-file',
    idempotency: 'unkeyed',
    access: office,
    summary: "Upload a subcontractor's bid (PDF) with its bid date MM/DD/YYYY",
    reply: s.ZUploadReply,
  }),

  // Stage changes
  clientInactive: defineRoute({
    method: 'POST',
    path: '/api/contract/clientcontractinactive',
    idempotency: 'repeatable',
    access: office,
    summary: 'Deactivate a pending client contract',
    body: s.ZGuidBody,
    reply: s.ZStageChangeReply,
  }),
  clientPending: defineRoute({
    method: 'POST',
    path: '/api/contract/clientcontractpending',
    idempotency: 'repeatable',
    access: office,
    summary: 'Reactivate an inactive client contract',
    body: s.ZGuidBody,
    reply: s.ZStageChangeReply,
  }),
  subInactive: defineRoute({
    method: 'POST',
    path: '/api/contract/subcontractinactive',
    idempotency: 'repeatable',
    access: office,
    summary: 'Deactivate a pending sub contract',
    body: s.ZGuidBody,
    reply: s.ZStageChangeReply,
  }),
  subPending: defineRoute({
    method: 'POST',
    path: '/api/contract/subcontractpending',
    idempotency: 'repeatable',
    access: office,
    summary: 'Reactivate an inactive sub contract',
    body: s.ZGuidBody,
    reply: s.ZStageChangeReply,
  }),
  setToPending: defineRoute({
    method: 'POST',
    path: '/api/contract/set-contract-to-pending',
    idempotency: 'repeatable',
    access: office,
    summary: 'Return an approved contract to pending (admin; erases the signature)',
    body: s.ZSetToPendingBody,
    reply: s.ZStageChangeReply,
  }),

  // Accounting
  noSignatureClient: defineRoute({
    method: 'POST',
    path: '/api/contract/no-signature-client',
    idempotency: 'repeatable',
    access: office,
    summary: 'Push a pending client contract to accounting without signature (permission 10)',
    body: s.ZNoSignatureBody,
    reply: s.ZAccountingReply,
  }),
  noSignatureSub: defineRoute({
    method: 'POST',
    path: '/api/contract/no-signature-sub',
    idempotency: 'repeatable',
    access: office,
    summary: 'Push a pending sub contract to accounting without signature (permission 10)',
    body: s.ZNoSignatureBody,
    reply: s.ZAccountingReply,
  }),

  // v2
  v2Project: defineRoute({
    method: 'GET',
    path: '/api/v2/projects/:id',
    access: office,
    summary: 'A project (v2 shape)',
    params: s.ZV2ProjectParams,
    reply: s.ZV2ProjectReply,
  }),
  v2Contracts: defineRoute({
    method: 'GET',
    path: '/api/v2/projects/:id/contracts',
    access: office,
    summary: "A project's client contracts with v2 totals",
    params: s.ZV2ProjectParams,
    reply: s.ZV2ContractsReply,
  }),
  v2SyncAcumatica: defineRoute({
    method: 'POST',
    path: '/api/v2/projects/:projectId/contracts/:guid/sync-acumatica',
    idempotency: 'repeatable',
    access: office,
    summary: 'Force an approved contract to re-sync to accounting (role Acumatica Errors)',
    params: s.ZV2SyncParams,
    reply: s.ZAccountingReply,
  }),
} as const;

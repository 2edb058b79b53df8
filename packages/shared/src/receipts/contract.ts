import { z } from 'zod';
import { defineRoute } from '../core/contract';
import { ACCESS } from '../permissions/access';
import {
  ZAnalyzeReceiptBody,
  ZReceiptConditionOptionsReply,
  ZReceiptConditionQuery,
  ZReceiptListQuery,
  ZReceiptListReply,
  ZReceiptParams,
  ZReceiptProjectOptionsReply,
  ZReceiptReading,
  ZReceiptRow,
  ZReceiptUploadReply,
  ZSavedReceiptReply,
  ZSaveNonProjectReceiptBody,
  ZSaveProjectReceiptBody,
} from './schemas';

/**
 * The receipt import calls (spec 3 §7 "Receipts") for every signed-in user, and the accounting
 * team's receipts list (not in the spec: where submitted receipts are received).
 */
export const receiptsContract = {
  projectOptions: defineRoute({
    method: 'GET',
    path: '/api/project/receipt-project-options',
    access: ACCESS.signedIn,
    summary: 'Approved and In Progress projects a receipt may be for',
    reply: ZReceiptProjectOptionsReply,
  }),
  conditionOptions: defineRoute({
    method: 'GET',
    path: '/api/project/receipt-condition-options',
    access: ACCESS.signedIn,
    summary: 'The conditions of a project, with internal comments and subcontractor scope',
    query: ZReceiptConditionQuery,
    reply: ZReceiptConditionOptionsReply,
  }),
  /** multipart/form-data: `file` (the receipt PDF built in the browser). */
  upload: defineRoute({
    method: 'POST',
    path: '/api/project/receipt-sas',
    idempotency: 'key',
    access: ACCESS.signedIn,
    summary: 'Store a receipt PDF in the file store (PDF only, checked by content)',
    reply: ZReceiptUploadReply,
  }),
  analyze: defineRoute({
    method: 'POST',
    path: '/api/project/analyze-receipt',
    idempotency: 'repeatable',
    access: ACCESS.signedIn,
    summary: 'Read vendor, date and total off an uploaded receipt (OCR on this server)',
    body: ZAnalyzeReceiptBody,
    reply: ZReceiptReading,
  }),
  saveProject: defineRoute({
    method: 'POST',
    path: '/api/project/save-receipt',
    idempotency: 'key',
    access: ACCESS.signedIn,
    summary: 'Submit a project receipt to accounting (counts as actual cost of its condition)',
    body: ZSaveProjectReceiptBody,
    reply: ZSavedReceiptReply,
  }),
  saveNonProject: defineRoute({
    method: 'POST',
    path: '/api/project/save-nonproject-receipt',
    idempotency: 'key',
    access: ACCESS.signedIn,
    summary: 'Submit a non-project (personal) receipt to accounting',
    body: ZSaveNonProjectReceiptBody,
    reply: ZSavedReceiptReply,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/receipts',
    access: ACCESS.accounting,
    summary: 'Submitted receipts for accounting, filtered by status, project and user',
    query: ZReceiptListQuery,
    reply: ZReceiptListReply,
  }),
  pdf: defineRoute({
    method: 'GET',
    path: '/api/receipts/:receiptId/pdf',
    access: ACCESS.signedIn,
    summary: 'A receipt’s PDF (accounting, or the person who submitted it)',
    params: ZReceiptParams,
    reply: z.unknown(),
  }),
  markProcessed: defineRoute({
    method: 'POST',
    path: '/api/receipts/:receiptId/processed',
    idempotency: 'repeatable',
    access: ACCESS.accounting,
    summary: 'Mark a receipt processed by accounting',
    params: ZReceiptParams,
    reply: ZReceiptRow,
  }),
} as const;

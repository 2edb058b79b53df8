import { queryOptions, useMutation } from '@tanstack/react-query';
import { receiptsContract as c } from '@n5/shared/receipts/contract';
import { callApi } from '../../../lib/api-client';
import { enqueueFieldWrite, RECEIPT_ROUTE } from '../../../lib/field-queue/field-queue';
import {
  saveReceipt,
  uploadReceiptPdf,
  type TQueuedReceipt,
  type TReceiptSave,
} from '../../../lib/field-queue/receipt-sender';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { queryKeys } from '../../../lib/query-keys';

/** Where queued receipts show (the field queue's scope). */
export const RECEIPTS_SCOPE = 'receipts';

/** GET receipt-project-options: Approved and In Progress projects. */
export const receiptProjectOptionsQuery = queryOptions({
  queryKey: queryKeys.receipts.projectOptions(),
  queryFn: ({ signal }) => callApi(c.projectOptions, {}, { signal }),
});

/** GET receipt-condition-options for the project id of the option's text. */
export const receiptConditionOptionsQuery = (projectId: number) =>
  queryOptions({
    queryKey: queryKeys.receipts.conditionOptions(projectId),
    queryFn: ({ signal }) =>
      callApi(c.conditionOptions, { query: { projectID: String(projectId) } }, { signal }),
  });

/** POST receipt-sas: the PDF as multipart/form-data, under one idempotency key. */
export const useUploadReceipt = () =>
  useMutation({
    // Tried even when the browser says it is offline: the failure is what sends the receipt to
    // the field queue (TanStack would otherwise hold the upload until the network returns).
    networkMode: 'always',
    mutationFn: (input: { pdf: Blob; fileName: string }) =>
      uploadReceiptPdf(input.pdf, input.fileName, newIdempotencyKey()),
  });

export const useAnalyzeReceipt = () =>
  useMutation({
    mutationFn: (blobName: string) => callApi(c.analyze, { body: { blobName } }),
  });

/** Submits a receipt whose PDF is stored (project or non-project). */
export const useSaveReceipt = () =>
  useMutation({
    mutationFn: (input: { save: TReceiptSave; receiptFileURL: string }) =>
      saveReceipt(input.save, input.receiptFileURL),
  });

/**
 * Keeps a receipt made without network in the field queue with its PDF (issue 35 item 5): sent,
 * read and submitted when the network returns, once.
 */
export function queueReceipt(input: {
  save: TReceiptSave;
  pdf: Blob;
  fileName: string;
  projectId: number;
  label: string;
}) {
  const receipt: TQueuedReceipt = {
    ...input.save,
    pdf: input.pdf,
    fileName: input.fileName,
    uploadKey: newIdempotencyKey(),
  };
  return enqueueFieldWrite({
    route: RECEIPT_ROUTE,
    body: receipt,
    projectId: input.projectId,
    scope: RECEIPTS_SCOPE,
    label: input.label,
  });
}

import { queryOptions, useMutation } from '@tanstack/react-query';
import { receiptsContract as c } from '@n5/shared/receipts/contract';
import type { z } from 'zod';
import type {
  ZSaveNonProjectReceiptBody,
  ZSaveProjectReceiptBody,
} from '@n5/shared/receipts/schemas';
import { ApiError, callApi } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { queryKeys } from '../../../lib/query-keys';

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
export async function uploadReceiptPdf(pdf: Blob, fileName: string) {
  const form = new FormData();
  form.append('file', new File([pdf], fileName, { type: 'application/pdf' }));
  const response = await fetch(c.upload.path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'idempotency-key': newIdempotencyKey() },
    body: form,
  });
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (json as { error?: { code: string; message: string } } | null)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? 'HTTP_ERROR',
      error?.message ?? `The upload failed (${response.status}).`,
    );
  }
  return c.upload.reply.parse(json);
}

export const useUploadReceipt = () =>
  useMutation({
    mutationFn: (input: { pdf: Blob; fileName: string }) =>
      uploadReceiptPdf(input.pdf, input.fileName),
  });

export const useAnalyzeReceipt = () =>
  useMutation({
    mutationFn: (blobName: string) => callApi(c.analyze, { body: { blobName } }),
  });

export const useSaveProjectReceipt = () =>
  useMutation({
    mutationFn: (body: z.input<typeof ZSaveProjectReceiptBody>) => callApi(c.saveProject, { body }),
  });

export const useSaveNonProjectReceipt = () =>
  useMutation({
    mutationFn: (body: z.input<typeof ZSaveNonProjectReceiptBody>) =>
      callApi(c.saveNonProject, { body }),
  });

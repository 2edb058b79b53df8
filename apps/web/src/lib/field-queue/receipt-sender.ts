import type { z } from 'zod';
import { receiptsContract as c } from '@n5/shared/receipts/contract';
import type {
  ZSaveNonProjectReceiptBody,
  ZSaveProjectReceiptBody,
} from '@n5/shared/receipts/schemas';
import { ApiError, callApi } from '../api-client';

type TProjectBody = z.input<typeof ZSaveProjectReceiptBody>;
type TNonProjectBody = z.input<typeof ZSaveNonProjectReceiptBody>;

/** A receipt's save without the stored file's address (known once the PDF is uploaded). */
export type TReceiptSave =
  | { kind: 'project'; body: Omit<TProjectBody, 'receiptFileURL'> }
  | { kind: 'nonproject'; body: Omit<TNonProjectBody, 'receiptFileURL'> };

/** A receipt made without network (issue 35 item 5), as the field queue keeps it. */
export type TQueuedReceipt = TReceiptSave & {
  /** The A4 PDF built on the phone: IndexedDB keeps the Blob as it is. */
  pdf: Blob;
  fileName: string;
  /** The upload's own Idempotency-Key: a second upload answers the first file. */
  uploadKey: string;
};

/** POST receipt-sas: the PDF as multipart/form-data, under the given Idempotency-Key. */
export async function uploadReceiptPdf(pdf: Blob, fileName: string, idempotencyKey: string) {
  const form = new FormData();
  form.append('file', new File([pdf], fileName, { type: 'application/pdf' }));
  const response = await fetch(c.upload.path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'idempotency-key': idempotencyKey },
    body: form,
  }).catch(() => {
    throw new ApiError(0, 'NETWORK', 'Could not reach the server. Check your connection.');
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

/** The save with the stored file's name (the server's, once uploaded). */
export const withFileName = (save: TReceiptSave, fileName: string) =>
  ({ ...save, body: { ...save.body, fileName } }) as TReceiptSave;

/** Submits a receipt whose PDF is stored (online, and the queue's last step). */
export function saveReceipt(save: TReceiptSave, receiptFileURL: string, idempotencyKey?: string) {
  const options = idempotencyKey ? { idempotencyKey } : undefined;
  return save.kind === 'project'
    ? callApi(c.saveProject, { body: { ...save.body, receiptFileURL } }, options)
    : callApi(c.saveNonProject, { body: { ...save.body, receiptFileURL } }, options);
}

/**
 * Sends a queued receipt: the PDF (its own key), the analysis on the server, then the save (the
 * entry's key), so a send cut anywhere and tried again stores one file and one receipt. The
 * analysis only fills a vendor the person left blank (what they typed from the paper receipt
 * stands); an analysis that fails does not hold the receipt back, the network failing does.
 */
export async function sendQueuedReceipt(receipt: TQueuedReceipt, saveKey: string) {
  const stored = await uploadReceiptPdf(receipt.pdf, receipt.fileName, receipt.uploadKey);
  const reading = await callApi(c.analyze, { body: { blobName: stored.blobName } }).catch(
    (error: unknown) => {
      if (error instanceof ApiError && error.status !== 0) return null;
      throw error;
    },
  );
  const { kind, body } = receipt;
  const vendor = body.vendor || reading?.vendor || null;
  const save = withFileName({ kind, body: { ...body, vendor } } as TReceiptSave, stored.fileName);
  return saveReceipt(save, stored.blobUrl, saveKey);
}

import { receiptsContract } from '@n5/shared/receipts/contract';
import type { TReceiptRow } from '@n5/shared/receipts/schemas';
import type { findReceipt } from '../queries';

type TRow = NonNullable<Awaited<ReturnType<typeof findReceipt>>>;

/** A receipt as the API shows it: the PDF by the receipt's own address, never the file key. */
export function toReceiptRow({ fileKey: _fileKey, ...row }: TRow): TReceiptRow {
  return {
    ...row,
    pdfUrl: receiptsContract.pdf.path.replace(':receiptId', String(row.receiptID)),
  };
}

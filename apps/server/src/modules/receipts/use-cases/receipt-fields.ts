import { isCalendarDate } from '@n5/shared/core/field-rules';
import { parseReceiptTotal, RECEIPT_TEXTS, TOTAL_MESSAGE } from '@n5/shared/receipts/rules';
import type { TUser } from '@n5/shared/session/schemas';
import { badRequest } from '../../../lib/errors';
import type { TReceiptsDeps } from '../deps';

const FILE_URL = /^\/api\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * The fields both saves share, checked once (spec 3 §5): date and total required, the card
 * answer given, and the PDF one this user uploaded. Every failing field is named in the 400.
 */
export async function checkReceiptFields(
  deps: TReceiptsDeps,
  input: {
    receiptFileURL: string;
    transactionDate?: string | null;
    total?: string | number | null;
    purchasedWithCard?: boolean | null;
  },
  user: TUser,
) {
  const problems: string[] = [];
  const date = (input.transactionDate ?? '').trim();
  if (!date) problems.push('Transaction Date is required.');
  else if (!isCalendarDate(date)) problems.push('Transaction Date must be a date (YYYY-MM-DD).');
  const totalText = input.total === null || input.total === undefined ? '' : String(input.total);
  const total = parseReceiptTotal(totalText);
  if (!totalText.trim()) problems.push('Total is required.');
  else if (total === null) problems.push(TOTAL_MESSAGE);
  if (input.purchasedWithCard === null || input.purchasedWithCard === undefined) {
    problems.push(`Answer the question: ${RECEIPT_TEXTS.cardQuestion}`);
  }
  const fileKey = FILE_URL.exec(input.receiptFileURL.trim())?.[1]?.toLowerCase();
  if (!fileKey) problems.push('receiptFileURL must be the blobUrl of the uploaded receipt.');
  if (problems.length) throw badRequest(problems.join(' '));

  const file = await deps.files.readFile(fileKey!);
  if (!file || file.contentType !== 'application/pdf' || file.uploadedBy !== user.UserID) {
    throw badRequest('receiptFileURL must be a receipt PDF you uploaded.');
  }
  return {
    transactionDate: date,
    total: total!,
    purchasedWithCard: input.purchasedWithCard!,
    fileKey: fileKey!,
  };
}

/** Text fields as stored: trimmed, empty when not given. */
export const cleanText = (value: string | null | undefined) => (value ?? '').trim();

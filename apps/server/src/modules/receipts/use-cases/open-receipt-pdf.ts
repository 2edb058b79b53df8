import { ACCESS, canAccess } from '@n5/shared/permissions/access';
import type { TUser } from '@n5/shared/session/schemas';
import { forbidden, notFound } from '../../../lib/errors';
import type { TReceiptsDeps } from '../deps';
import { findReceipt } from '../queries';

/** A receipt's PDF, for accounting and for the person who submitted it. */
export async function openReceiptPdf(
  deps: TReceiptsDeps,
  input: { receiptId: number },
  user: TUser,
) {
  const receipt = await findReceipt(deps.db, input.receiptId);
  if (!receipt) throw notFound(`There is no receipt ${input.receiptId}.`);
  if (receipt.userID !== user.UserID && !canAccess(user, ACCESS.accounting)) {
    throw forbidden('Only accounting and the person who submitted it may open this receipt.');
  }
  // Streamed from the store, never read whole (S3 or the local folder alike).
  const file = await deps.files.streamFile(receipt.fileKey);
  if (!file) throw notFound('The receipt’s PDF is missing from the file store.');
  return { stream: file.stream, fileName: `${receipt.receiptNumber}.pdf` };
}

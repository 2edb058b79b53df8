import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { notFound } from '../../../lib/errors';
import type { TReceiptsDeps } from '../deps';
import { findReceipt, setProcessed } from '../queries';
import { toReceiptRow } from './receipt-row';

/** Accounting marks a receipt processed; marking it again changes nothing. */
export async function markReceiptProcessed(
  deps: TReceiptsDeps,
  input: { receiptId: number },
  user: TUser,
) {
  return deps.db.transaction(async (tx) => {
    const before = await findReceipt(tx, input.receiptId);
    if (!before) throw notFound(`There is no receipt ${input.receiptId}.`);
    if (before.status === 'Received') {
      await setProcessed(tx, input.receiptId, user.UserID);
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'receipt',
        entityId: input.receiptId,
        action: 'update',
        before: { status: before.status },
        after: { status: 'Processed' },
      });
    }
    return toReceiptRow((await findReceipt(tx, input.receiptId))!);
  });
}

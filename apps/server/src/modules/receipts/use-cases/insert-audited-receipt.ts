import type { TUser } from '@n5/shared/session/schemas';
import type { TDbOrTx } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import { insertReceipt } from '../queries';

/** Stores a receipt and its audit row, in the caller's (keyed) transaction. */
export async function insertAuditedReceipt(
  tx: TDbOrTx,
  values: Parameters<typeof insertReceipt>[1],
  user: TUser,
) {
  const saved = await insertReceipt(tx, values);
  await recordAudit(tx, {
    userId: user.UserID,
    entity: 'receipt',
    entityId: saved.receiptID,
    action: 'insert',
    after: values,
  });
  return saved;
}

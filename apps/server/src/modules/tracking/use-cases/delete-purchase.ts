import type { TUser } from '@n5/shared/session/schemas';
import { refusedPurchaseDeletion } from '@n5/shared/tracking/rules';
import { recordAudit } from '../../../lib/audit';
import { conflict, notFound } from '../../../lib/errors';
import type { TTrackingDeps } from '../deps';
import { deletePurchase as removePurchase, lockPurchase } from '../queries';

/** Deletes a Pending purchase (permission 9 is checked by the route): 404, 409 otherwise. */
export async function deletePurchase(
  deps: TTrackingDeps,
  input: { purchaseOrderId: number; projectId: number },
  user: TUser,
) {
  const { purchaseOrderId, projectId } = input;
  return deps.db.transaction(async (tx) => {
    const row = await lockPurchase(tx, purchaseOrderId, projectId);
    if (!row) {
      throw notFound(`Project ${projectId} has no material purchase ${purchaseOrderId}.`);
    }
    const refused = refusedPurchaseDeletion(row.status);
    if (refused) throw conflict(refused);
    await removePurchase(tx, purchaseOrderId);
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'material_purchase',
      entityId: purchaseOrderId,
      action: 'delete',
      before: row,
    });
    return { deleted: { purchaseOrderID: purchaseOrderId } };
  });
}

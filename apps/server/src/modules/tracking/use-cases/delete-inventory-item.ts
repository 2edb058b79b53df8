import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { notFound } from '../../../lib/errors';
import type { TTrackingDeps } from '../deps';
import { deleteInventoryItem as removeInventoryItem, lockInventoryItem } from '../queries';

/** Deletes an inventory issue of the project (404 when it has none by that id); audited. */
export async function deleteInventoryItem(
  deps: TTrackingDeps,
  input: { id: number; projectId: number },
  user: TUser,
) {
  const { id, projectId } = input;
  return deps.db.transaction(async (tx) => {
    const row = await lockInventoryItem(tx, id, projectId);
    if (!row) throw notFound(`Project ${projectId} has no inventory item ${id}.`);
    await removeInventoryItem(tx, id);
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'inventory_issue',
      entityId: id,
      action: 'delete',
      before: row,
    });
    return { deleted: { id } };
  });
}

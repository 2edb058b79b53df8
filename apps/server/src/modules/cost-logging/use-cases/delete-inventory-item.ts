import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { notFound } from '../../../lib/errors';
import type { TCostLoggingDeps } from '../deps';
import * as q from '../queries';
import { conditionOr404, requireActFor } from './condition-access';

/**
 * Deletes an inventory entry (spec 3 §4): of the condition itself, or (otherConditions) of any
 * condition of the same project. One's own, or anyone's for the roles of spec 3 §6.
 */
export async function deleteInventoryItem(
  deps: TCostLoggingDeps,
  input: { id: number; conditionID: number; otherConditions?: boolean },
  user: TUser,
) {
  return deps.db.transaction(async (tx) => {
    const condition = await conditionOr404(tx, input.conditionID);
    const row = await q.lockInventory(tx, input.id);
    const belongs = input.otherConditions
      ? row?.projectId === condition.projectId
      : row?.conditionId === condition.conditionId;
    if (!row || !belongs) {
      throw notFound(`There is no inventory entry ${input.id} here.`);
    }
    requireActFor(user, condition, row.userId);
    await q.deleteInventory(tx, input.id);
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'inventory_issue',
      entityId: input.id,
      action: 'delete',
      before: row,
    });
    return { deleted: { id: input.id } };
  });
}

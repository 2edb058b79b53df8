import type { TPurchaseOrderType } from '@n5/shared/cost-logging/rules';
import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { notFound } from '../../../lib/errors';
import type { TCostLoggingDeps } from '../deps';
import * as q from '../queries';
import { conditionOr404, requireActFor } from './condition-access';
import { costKindOf } from './purchase-orders';

/**
 * Deletes a material, equipment or other-cost entry of a condition (spec 3 §4): one's own, or
 * anyone's for the roles of spec 3 §6 (403 otherwise); 404 when the condition has no such entry.
 */
export async function deletePurchaseOrder(
  deps: TCostLoggingDeps,
  input: { purchaseOrderID: number; conditionID: number; purchaseOrderType: TPurchaseOrderType },
  user: TUser,
) {
  return deps.db.transaction(async (tx) => {
    const condition = await conditionOr404(tx, input.conditionID);
    const id = input.purchaseOrderID;
    const missing = () =>
      notFound(
        `Condition ${condition.conditionName} has no ${input.purchaseOrderType} entry ${id}.`,
      );
    if (input.purchaseOrderType === 'Material') {
      const row = await q.lockMaterial(tx, id);
      if (!row || row.conditionId !== condition.conditionId) throw missing();
      requireActFor(user, condition, row.userId);
      await q.deleteMaterial(tx, id);
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'material_purchase',
        entityId: id,
        action: 'delete',
        before: row,
      });
    } else {
      const row = await q.lockCostEntry(tx, id);
      const kind = costKindOf(input.purchaseOrderType);
      if (!row || row.conditionId !== condition.conditionId || row.kind !== kind) throw missing();
      requireActFor(user, condition, row.userId);
      await q.deleteCostEntry(tx, id);
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'project_cost_entry',
        entityId: id,
        action: 'delete',
        before: row,
      });
    }
    return { deleted: { id } };
  });
}

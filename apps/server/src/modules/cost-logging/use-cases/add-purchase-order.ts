import type { z } from 'zod';
import type { ZAddPurchaseOrderBody } from '@n5/shared/cost-logging/schemas';
import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { keyedTransaction } from '../../../lib/idempotency/keyed-transaction';
import type { TCostLoggingDeps } from '../deps';
import * as q from '../queries';
import { conditionOr404, requireActFor, requireLoggable } from './condition-access';
import { costKindOf, purchaseOrdersOf } from './purchase-orders';

type TInput = z.output<typeof ZAddPurchaseOrderBody>;

/**
 * Logs material, equipment or other costs against a condition (spec 3 §7 purchase-order), into
 * the local books the Tracking tab reads: material as a received purchase (actual material),
 * equipment and other costs as cost entries. Equipment and other costs act as the signed-in
 * user whatever userID says (spec 3 §6); material may be logged for someone else by the roles
 * of §6. Keyed: a replay answers the first entry.
 */
export async function addPurchaseOrder(deps: TCostLoggingDeps, input: TInput, user: TUser) {
  return keyedTransaction(deps.db, async (tx) => {
    const condition = await conditionOr404(tx, input.conditionID);
    requireLoggable(condition, input.purchaseOrderDate);
    const type = input.purchaseOrderType;
    const userId = type === 'Material' ? input.userID : user.UserID;
    requireActFor(user, condition, userId);
    const common = {
      projectId: condition.projectId,
      subCategoryId: condition.subCategoryId,
      conditionId: condition.conditionId,
      userId,
    };
    const id =
      type === 'Material'
        ? await q.insertMaterial(tx, {
            ...common,
            purchaseDate: input.purchaseOrderDate,
            vendorName: '',
            amount: input.purchaseOrderAmount,
            purchaseOrderNumber: input.invoiceNo,
            status: 'Received',
          })
        : await q.insertCostEntry(tx, {
            ...common,
            entryDate: input.purchaseOrderDate,
            kind: costKindOf(type),
            reference: input.invoiceNo,
            amount: input.purchaseOrderAmount,
            estimateToComplete: input.estimateToComplete,
          });
    await recordAudit(tx, {
      userId: user.UserID,
      entity: type === 'Material' ? 'material_purchase' : 'project_cost_entry',
      entityId: id,
      action: 'insert',
      after: { ...common, type, amount: input.purchaseOrderAmount, invoiceNo: input.invoiceNo },
    });
    const rows = await purchaseOrdersOf(tx, { conditionId: condition.conditionId, type });
    return { purchaseOrder: rows.find((r) => r.PurchaseOrderID === id)! };
  });
}

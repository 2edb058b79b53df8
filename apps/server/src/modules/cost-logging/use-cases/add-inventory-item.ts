import type { z } from 'zod';
import { inventoryTotal } from '@n5/shared/cost-logging/rules';
import type { ZAddInventoryItemBody } from '@n5/shared/cost-logging/schemas';
import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { badRequest } from '../../../lib/errors';
import { keyedTransaction } from '../../../lib/idempotency/keyed-transaction';
import type { TCostLoggingDeps } from '../deps';
import * as q from '../queries';
import { conditionOr404, requireActFor, requireLoggable } from './condition-access';

type TInput = z.output<typeof ZAddInventoryItemBody>;

/**
 * Issues stock to a condition (spec 3 §5): the cost is the stock item's average cost from the
 * accounting gateway (what the phone sent is ignored), total = quantity x cost to the cent.
 * Lands in inventory_issues, the local books' actual material. Keyed.
 */
export async function addInventoryItem(deps: TCostLoggingDeps, input: TInput, user: TUser) {
  const stock = await deps.accounting.listStockItems();
  const item = stock.find((s) => s.inventoryId === input.inventoryID);
  if (!item) throw badRequest(`There is no stock item ${input.inventoryID}.`);
  return keyedTransaction(deps.db, async (tx) => {
    const condition = await conditionOr404(tx, input.conditionID);
    if (condition.projectId !== input.projectID) {
      throw badRequest(`Condition ${input.conditionID} is not on project ${input.projectID}.`);
    }
    requireLoggable(condition, input.date);
    requireActFor(user, condition, input.userID);
    const row = {
      projectId: condition.projectId,
      issueDate: input.date,
      userId: input.userID,
      subCategoryId: condition.subCategoryId,
      conditionId: condition.conditionId,
      inventoryId: item.inventoryId,
      description: item.description,
      quantity: input.quantity,
      itemCost: item.unitCost,
      baseUom: item.baseUom,
      totalCost: inventoryTotal(input.quantity, item.unitCost),
    };
    const id = await q.insertInventory(tx, row);
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'inventory_issue',
      entityId: id,
      action: 'insert',
      after: row,
    });
    return { entry: (await q.findInventoryEntry(tx, id))! };
  });
}

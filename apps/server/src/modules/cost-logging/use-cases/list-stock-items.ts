import type { TUser } from '@n5/shared/session/schemas';
import type { TCostLoggingDeps } from '../deps';

/** Stock items with their average cost, from the accounting gateway (spec 3 §7 stock-items). */
export async function listStockItems(deps: TCostLoggingDeps, _input: void, _user: TUser) {
  const items = await deps.accounting.listStockItems();
  return {
    stockItems: items.map((i) => ({
      acumaticaUniqueID: i.inventoryId,
      inventoryID: i.inventoryId,
      description: i.description,
      baseUOM: i.baseUom,
      averageCost: i.unitCost,
    })),
  };
}

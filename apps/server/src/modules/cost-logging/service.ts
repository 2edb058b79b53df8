import type { TUser } from '@n5/shared/session/schemas';
import type { TCostLoggingDeps } from './deps';
import { addInventoryItem } from './use-cases/add-inventory-item';
import { addPurchaseOrder } from './use-cases/add-purchase-order';
import { deleteInventoryItem } from './use-cases/delete-inventory-item';
import { deletePurchaseOrder } from './use-cases/delete-purchase-order';
import { listInventoryLog, listInventoryOtherConditions } from './use-cases/list-inventory';
import { getConditionInfo, listConditionsByCategory } from './use-cases/list-conditions';
import { listPurchaseOrders } from './use-cases/list-purchase-orders';
import { listStockItems } from './use-cases/list-stock-items';
import { getDayHours } from './use-cases/day-hours';
import { getLaborHours, saveLaborTime } from './use-cases/save-labor-time';

type TArgs<F> = F extends (deps: TCostLoggingDeps, input: infer I, user: TUser) => unknown
  ? I
  : never;

/** Cost logging in the field (spec 3 §2.9, §4–§7): composes the use cases. */
export function createCostLoggingService(deps: TCostLoggingDeps) {
  return {
    listConditionsByCategory: (input: TArgs<typeof listConditionsByCategory>, user: TUser) =>
      listConditionsByCategory(deps, input, user),
    getConditionInfo: (input: TArgs<typeof getConditionInfo>, user: TUser) =>
      getConditionInfo(deps, input, user),
    getLaborHours: (input: TArgs<typeof getLaborHours>, user: TUser) =>
      getLaborHours(deps, input, user),
    getDayHours: (input: TArgs<typeof getDayHours>, user: TUser) => getDayHours(deps, input, user),
    saveLaborTime: (input: TArgs<typeof saveLaborTime>, user: TUser) =>
      saveLaborTime(deps, input, user),
    listPurchaseOrders: (input: TArgs<typeof listPurchaseOrders>, user: TUser) =>
      listPurchaseOrders(deps, input, user),
    addPurchaseOrder: (input: TArgs<typeof addPurchaseOrder>, user: TUser) =>
      addPurchaseOrder(deps, input, user),
    deletePurchaseOrder: (input: TArgs<typeof deletePurchaseOrder>, user: TUser) =>
      deletePurchaseOrder(deps, input, user),
    listStockItems: (user: TUser) => listStockItems(deps, undefined, user),
    listInventoryLog: (input: TArgs<typeof listInventoryLog>, user: TUser) =>
      listInventoryLog(deps, input, user),
    listInventoryOtherConditions: (
      input: TArgs<typeof listInventoryOtherConditions>,
      user: TUser,
    ) => listInventoryOtherConditions(deps, input, user),
    addInventoryItem: (input: TArgs<typeof addInventoryItem>, user: TUser) =>
      addInventoryItem(deps, input, user),
    deleteInventoryItem: (input: TArgs<typeof deleteInventoryItem>, user: TUser) =>
      deleteInventoryItem(deps, input, user),
  };
}
export type TCostLoggingService = ReturnType<typeof createCostLoggingService>;

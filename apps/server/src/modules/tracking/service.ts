import type { TUser } from '@n5/shared/session/schemas';
import type { TTrackingDeps } from './deps';
import { deleteInventoryItem } from './use-cases/delete-inventory-item';
import { deletePurchase } from './use-cases/delete-purchase';
import { getCostManagement } from './use-cases/get-cost-management';
import { getCostManagementDetail } from './use-cases/get-cost-management-detail';
import { getCostTracking } from './use-cases/get-cost-tracking';
import { getWip } from './use-cases/get-wip';
import { getWipReport } from './use-cases/get-wip-report';
import { getV2Tracking } from './use-cases/get-v2-tracking';
import { listInventory } from './use-cases/list-inventory';
import { listPurchases } from './use-cases/list-purchases';
import { setAdditionalCost } from './use-cases/set-additional-cost';

/** A use case's input: its second parameter. */
type TInput<F extends (...args: never[]) => unknown> = Parameters<F>[1];

/**
 * Cost tracking and cost management (DOMAIN "Cost tracking"), purchases and inventory. The
 * service only composes the use cases (`use-cases/<verb-noun>.ts`).
 */
export function createTrackingService(deps: TTrackingDeps) {
  return {
    getCostTracking: (input: TInput<typeof getCostTracking>) => getCostTracking(deps, input),
    getV2Tracking: (input: TInput<typeof getV2Tracking>) => getV2Tracking(deps, input),
    getCostManagement: (input: TInput<typeof getCostManagement>) => getCostManagement(deps, input),
    getCostManagementDetail: (input: TInput<typeof getCostManagementDetail>) =>
      getCostManagementDetail(deps, input),
    listPurchases: (input: TInput<typeof listPurchases>) => listPurchases(deps, input),
    listInventory: (input: TInput<typeof listInventory>) => listInventory(deps, input),
    deletePurchase: (input: TInput<typeof deletePurchase>, user: TUser) =>
      deletePurchase(deps, input, user),
    deleteInventoryItem: (input: TInput<typeof deleteInventoryItem>, user: TUser) =>
      deleteInventoryItem(deps, input, user),
    setAdditionalCost: (input: TInput<typeof setAdditionalCost>, user: TUser) =>
      setAdditionalCost(deps, input, user),
    getWip: (input: TInput<typeof getWip>) => getWip(deps, input),
    getWipReport: (input: TInput<typeof getWipReport>) => getWipReport(deps, input),
  };
}
export type TTrackingService = ReturnType<typeof createTrackingService>;

import type { TPurchaseOrderType } from '@n5/shared/cost-logging/rules';
import type { TUser } from '@n5/shared/session/schemas';
import type { TCostLoggingDeps } from '../deps';
import { conditionOr404 } from './condition-access';
import { purchaseOrdersOf } from './purchase-orders';

/** A condition's material, equipment or other-cost entries (spec 3 §7 purchase-orders). */
export async function listPurchaseOrders(
  deps: TCostLoggingDeps,
  input: {
    conditionID: number;
    purchaseOrderType: TPurchaseOrderType;
    userID?: number;
    purchaseOrderDate?: string;
  },
  _user: TUser,
) {
  await conditionOr404(deps.db, input.conditionID);
  return {
    purchaseOrders: await purchaseOrdersOf(deps.db, {
      conditionId: input.conditionID,
      type: input.purchaseOrderType,
      userId: input.userID,
      date: input.purchaseOrderDate,
    }),
  };
}

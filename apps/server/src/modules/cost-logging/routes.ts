import type { FastifyInstance } from 'fastify';
import { costLoggingContract as c } from '@n5/shared/cost-logging/contract';
import { registerRoute } from '../../lib/route';
import type { TCostLoggingService } from './service';

/** Cost logging's calls (spec 3 §7 "Cost logging" and the condition calls); HTTP only. */
export function registerCostLoggingRoutes(app: FastifyInstance, s: TCostLoggingService) {
  registerRoute(app, c.conditionsByCategory, ({ query, request }) =>
    s.listConditionsByCategory(query, request.user!),
  );
  registerRoute(app, c.conditionInfo, ({ query, request }) =>
    s.getConditionInfo(query, request.user!),
  );
  registerRoute(app, c.laborHours, ({ query, request }) => s.getLaborHours(query, request.user!));
  registerRoute(app, c.dayHours, ({ query, request }) => s.getDayHours(query, request.user!));
  registerRoute(app, c.saveLabor, ({ body, request }) => s.saveLaborTime(body, request.user!));
  registerRoute(app, c.purchaseOrders, ({ query, request }) =>
    s.listPurchaseOrders(query, request.user!),
  );
  registerRoute(app, c.addPurchaseOrder, ({ body, request }) =>
    s.addPurchaseOrder(body, request.user!),
  );
  registerRoute(app, c.deletePurchaseOrder, ({ body, request }) =>
    s.deletePurchaseOrder(body, request.user!),
  );
  registerRoute(app, c.stockItems, ({ request }) => s.listStockItems(request.user!));
  registerRoute(app, c.inventoryLog, ({ query, request }) =>
    s.listInventoryLog(query, request.user!),
  );
  registerRoute(app, c.inventoryLogOtherConditions, ({ query, request }) =>
    s.listInventoryOtherConditions(query, request.user!),
  );
  registerRoute(app, c.addInventoryItem, ({ body, request }) =>
    s.addInventoryItem(body, request.user!),
  );
  registerRoute(app, c.deleteInventoryItem, ({ body, request }) =>
    s.deleteInventoryItem(body, request.user!),
  );
  registerRoute(app, c.deleteInventoryItemOtherConditions, ({ body, request }) =>
    s.deleteInventoryItem({ ...body, otherConditions: true }, request.user!),
  );
}

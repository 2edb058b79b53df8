import type { FastifyInstance } from 'fastify';
import { trackingContract as c } from '@n5/shared/tracking/contract';
import { registerRoute } from '../../lib/route';
import type { TTrackingService } from './service';

/** The Tracking tab; HTTP only. */
export function registerTrackingRoutes(app: FastifyInstance, tracking: TTrackingService) {
  registerRoute(app, c.costTracking, async ({ query }) => ({
    rows: (await tracking.tracking(query.projectID)).rows,
  }));
  registerRoute(app, c.costTrackingTotals, async ({ query }) => ({
    totals: (await tracking.tracking(query.projectID)).totals,
  }));
  registerRoute(app, c.costManagement, async ({ query }) => ({
    rows: (await tracking.costManagement(query.projectID)).rows,
  }));
  registerRoute(app, c.costManagementTotals, async ({ query }) => ({
    totals: (await tracking.costManagement(query.projectID)).totals,
  }));
  registerRoute(app, c.costManagementDetail, ({ query }) =>
    tracking.costManagementDetail(query.projectID, query.subcategories),
  );
  registerRoute(app, c.v2Tracking, ({ params }) => tracking.v2Tracking(params.id));
  registerRoute(app, c.materialPurchases, ({ query }) => tracking.purchases(query.projectID));
  registerRoute(app, c.inventory, ({ query }) => tracking.inventory(query.projectID));
  registerRoute(app, c.deletePurchase, ({ query, request }) =>
    tracking.deletePurchase(request.user!, query.purchaseOrderID, query.projectID),
  );
  registerRoute(app, c.deleteInventoryItem, ({ query, request }) =>
    tracking.deleteInventoryItem(request.user!, query.id, query.projectID),
  );
  registerRoute(app, c.setAdditionalCost, ({ body, request }) =>
    tracking.setAdditionalCost(
      request.user!,
      body.projectID,
      body.subCategoryCode,
      body.additionalCost,
    ),
  );
}

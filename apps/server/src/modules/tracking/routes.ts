import type { FastifyInstance } from 'fastify';
import { trackingContract as c } from '@n5/shared/tracking/contract';
import { registerRoute } from '../../lib/route';
import type { TTrackingService } from './service';

/** The Tracking tab; HTTP only. */
export function registerTrackingRoutes(app: FastifyInstance, tracking: TTrackingService) {
  registerRoute(app, c.costTracking, async ({ query }) => ({
    rows: (await tracking.getCostTracking({ projectId: query.projectID })).rows,
  }));
  registerRoute(app, c.costTrackingTotals, async ({ query }) => ({
    totals: (await tracking.getCostTracking({ projectId: query.projectID })).totals,
  }));
  registerRoute(app, c.costManagement, async ({ query }) => ({
    rows: (await tracking.getCostManagement({ projectId: query.projectID })).rows,
  }));
  registerRoute(app, c.costManagementTotals, async ({ query }) => ({
    totals: (await tracking.getCostManagement({ projectId: query.projectID })).totals,
  }));
  registerRoute(app, c.costManagementDetail, ({ query }) =>
    tracking.getCostManagementDetail({
      projectId: query.projectID,
      subCategories: query.subcategories,
    }),
  );
  registerRoute(app, c.v2Tracking, ({ params }) =>
    tracking.getV2Tracking({ projectId: params.id }),
  );
  registerRoute(app, c.materialPurchases, ({ query }) =>
    tracking.listPurchases({ projectId: query.projectID }),
  );
  registerRoute(app, c.inventory, ({ query }) =>
    tracking.listInventory({ projectId: query.projectID }),
  );
  registerRoute(app, c.deletePurchase, ({ query, request }) =>
    tracking.deletePurchase(
      { purchaseOrderId: query.purchaseOrderID, projectId: query.projectID },
      request.user!,
    ),
  );
  registerRoute(app, c.deleteInventoryItem, ({ query, request }) =>
    tracking.deleteInventoryItem({ id: query.id, projectId: query.projectID }, request.user!),
  );
  registerRoute(app, c.setAdditionalCost, ({ body, request }) =>
    tracking.setAdditionalCost(
      {
        projectId: body.projectID,
        subCategoryCode: body.subCategoryCode,
        additionalCost: body.additionalCost,
      },
      request.user!,
    ),
  );
  registerRoute(app, c.wip, ({ query }) => tracking.getWip({ projectId: query.projectID }));
  registerRoute(app, c.wipReport, ({ query }) => tracking.getWipReport(query));
}

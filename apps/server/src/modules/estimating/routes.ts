import type { FastifyInstance } from 'fastify';
import { estimatingContract as c } from '@n5/shared/estimating/contract';
import { registerRoute } from '../../lib/route';
import type { TEstimatingService } from './service';

/** Inclusions and conditions; HTTP only. */
export function registerEstimatingRoutes(app: FastifyInstance, s: TEstimatingService) {
  registerRoute(app, c.categoryOptions, () => s.categoryOptions());
  registerRoute(app, c.listConditions, ({ query }) =>
    s.list(query.projectID, query.subCategoryCode),
  );
  registerRoute(app, c.conditionOptions, ({ query }) =>
    s.options(query.projectID, query.subCategoryCode),
  );
  registerRoute(app, c.addCondition, ({ body, request }) => s.add(body, request.user!));
  registerRoute(app, c.setCondition, ({ body, request }) => s.set(body, request.user!));
  registerRoute(app, c.delCondition, ({ body, request }) => s.remove(body, request.user!));
  registerRoute(app, c.subcontractors, ({ query }) => s.subcontractors(query.conditionID));
  registerRoute(app, c.setSubBid, ({ body, request }) => s.setSubBid(body, request.user!));
  registerRoute(app, c.selectSubcontractor, ({ body, request }) =>
    s.selectSubcontractor(body, request.user!),
  );
  registerRoute(app, c.bidHistory, ({ query }) =>
    s.bidHistory(query.conditionName, query.measurementType),
  );
  registerRoute(app, c.descriptions, ({ query }) =>
    s.descriptions(query.projectID, query.subCategoryCode),
  );
  registerRoute(app, c.setDescription, ({ body, request }) =>
    s.setDescription(body, request.user!),
  );
  registerRoute(app, c.templateOptions, ({ query }) =>
    s.templateOptions(query.mainCategory, query.subCategory),
  );
  registerRoute(app, c.templateNew, ({ body, request }) =>
    s.templateNew(body.sourceConditionID, request.user!),
  );
  registerRoute(app, c.templateOverwrite, ({ body, request }) =>
    s.templateOverwrite(body.sourceConditionID, body.targetConditionID, request.user!),
  );
}

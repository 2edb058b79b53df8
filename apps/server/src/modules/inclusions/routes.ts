import type { FastifyInstance } from 'fastify';
import { inclusionsContract as c } from '@n5/shared/inclusions/contract';
import { registerRoute } from '../../lib/route';
import type { TInclusionsService } from './service';

/** The Inclusions tab's summaries; HTTP only. */
export function registerInclusionsRoutes(app: FastifyInstance, inclusions: TInclusionsService) {
  registerRoute(app, c.totals, ({ params }) => inclusions.totals(params.projectId, params.status));
  registerRoute(app, c.totalsApproved, ({ params }) =>
    inclusions.totals(params.projectId, 'Approved'),
  );
  registerRoute(app, c.detail, ({ params }) =>
    inclusions.detail({
      projectId: params.projectId,
      categoryId: params.categoryId,
      subCategoryId: params.subCategoryId,
      stage: params.contractStageType,
    }),
  );
  registerRoute(app, c.legacy, ({ query }) => inclusions.legacy(query.projectID));
  registerRoute(app, c.alternateInclusions, ({ query }) =>
    inclusions.alternateInclusions(query.projectID),
  );
}

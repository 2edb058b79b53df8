import type { FastifyInstance } from 'fastify';
import { conditionTemplatesContract as c } from '@n5/shared/condition-templates/contract';
import { registerRoute } from '../../lib/route';
import type { TConditionTemplatesService } from './service';

export function registerConditionTemplatesRoutes(
  app: FastifyInstance,
  s: TConditionTemplatesService,
) {
  registerRoute(app, c.list, ({ query }) => s.listTemplates(query));
  registerRoute(app, c.overwriteDetail, ({ params }) => s.getOverwriteDetail({ id: params.id }));
  registerRoute(app, c.approve, ({ body, request }) =>
    s.approveTemplate({ conditionId: body.conditionID }, request.user!),
  );
  registerRoute(app, c.reject, ({ body, request }) =>
    s.rejectTemplate({ conditionId: body.conditionID }, request.user!),
  );
  registerRoute(app, c.update, ({ body, request }) =>
    s.updateTemplate(
      { conditionId: body.conditionID, field: body.field, value: body.value },
      request.user!,
    ),
  );
}

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TConditionTemplatesDeps } from './deps';
import { registerConditionTemplatesRoutes } from './routes';
import { createConditionTemplatesService, type TConditionTemplatesService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    conditionTemplates: TConditionTemplatesService;
  }
}

export type { TConditionTemplatesService };

/**
 * Condition template approval: the requests estimators send from the inclusion editor
 * (estimating records them Awaiting Approval) are approved, rejected, edited and deactivated here.
 */
export const conditionTemplatesModule = fp(
  async (app: FastifyInstance, deps: TConditionTemplatesDeps) => {
    const conditionTemplates = createConditionTemplatesService(deps);
    app.decorate('conditionTemplates', conditionTemplates);
    registerConditionTemplatesRoutes(app, conditionTemplates);
  },
  { name: 'condition-templates' },
);

import type { FastifyInstance } from 'fastify';
import { surveysContract as c } from '@n5/shared/surveys/contract';
import { registerRoute } from '../../lib/route';
import type { TSurveysService } from './service';

/** The public survey and unsubscribe calls (rate limited as public), the list, the batch and its settings. */
export function registerSurveysRoutes(app: FastifyInstance, surveys: TSurveysService) {
  registerRoute(app, c.questions, ({ body }) => surveys.publicSurvey(body));
  registerRoute(app, c.saveAnswer, ({ body }) => surveys.saveAnswer(body));
  registerRoute(app, c.complete, ({ body }) => surveys.complete(body));
  registerRoute(app, c.unsubscribe, ({ body, request }) =>
    surveys.unsubscribe({ ...body, ipAddress: request.ip ?? null }),
  );
  registerRoute(app, c.list, ({ query }) => surveys.list(query));
  registerRoute(app, c.detail, ({ query }) => surveys.detail(query.kpiEventID));
  registerRoute(app, c.settings, () => surveys.settings());
  registerRoute(app, c.saveSettings, ({ body, request }) =>
    surveys.saveSettings(body, request.user!),
  );
  registerRoute(app, c.runBatch, () => surveys.runBatch());
}

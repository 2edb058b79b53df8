import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TSurveysDeps } from './deps';
import { registerSurveysRoutes } from './routes';
import { createSurveysService, type TSurveysService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    surveys: TSurveysService;
  }
}

export type { TSurveysService } from './service';

/** Client satisfaction surveys: invitations through the outbox, the public pages, the list. */
export const surveysModule = fp(
  async (app: FastifyInstance, deps: TSurveysDeps) => {
    const surveys = createSurveysService(deps);
    app.decorate('surveys', surveys);
    // The link key is made (or read) at start, never by a visitor's request: a refused link
    // changes no row, and no request waits for it.
    app.addHook('onReady', () => surveys.signer.ready());
    registerSurveysRoutes(app, surveys);
  },
  { name: 'surveys' },
);

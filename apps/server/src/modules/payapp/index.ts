import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TPayappDeps } from './deps';
import { registerPayappRoutes } from './routes';
import { createPayappService, type TPayappService } from './service';

export type { TPayappService };

declare module 'fastify' {
  interface FastifyInstance {
    payapp: TPayappService;
  }
}

/** The client's payment application page by link: figures, PDF, approve and reject. */
export const payappModule = fp(
  async (app: FastifyInstance, deps: TPayappDeps) => {
    const payapp = createPayappService(deps);
    app.decorate('payapp', payapp);
    registerPayappRoutes(app, payapp);
  },
  { name: 'payapp' },
);

/** The PDF's money and percent text (tests compare the PDF with the page through these). */
export { money, percent } from './pdf/pdf-format';

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TConfig } from '../../config/env';
import type { TDb } from '../../db/client';
import type { TEmailService } from '../email/service';
import type { TFilesService } from '../files/service';
import { registerPayappRoutes } from './routes';
import { createPayappService, type TPayappService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    payapp: TPayappService;
  }
}

/** The client's payment application page by link: figures, PDF, approve and reject. */
export const payappModule = fp(
  async (
    app: FastifyInstance,
    deps: { db: TDb; config: TConfig; email: TEmailService; files: TFilesService },
  ) => {
    const payapp = createPayappService(deps);
    app.decorate('payapp', payapp);
    registerPayappRoutes(app, payapp);
  },
  { name: 'payapp' },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TDb } from '../../db/client';
import { registerInspectionsRoutes } from './routes';
import { createInspectionsService } from './service';

/** Fleet, uniform and presentation, warehouse and safety inspections (spec 2 §2.6, §2.16). */
export const inspectionsModule = fp(
  async (app: FastifyInstance, deps: { db: TDb }) => {
    registerInspectionsRoutes(app, createInspectionsService(deps));
  },
  { name: 'inspections' },
);

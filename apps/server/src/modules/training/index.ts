import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TTrainingDeps } from './deps';
import { registerTrainingRoutes } from './routes';
import { createTrainingService } from './service';

/** Safety training: courses and attendance (spec 2 §2.17). */
export const trainingModule = fp(
  async (app: FastifyInstance, deps: TTrainingDeps) => {
    registerTrainingRoutes(app, createTrainingService(deps));
  },
  { name: 'training' },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TGoalsDeps } from './deps';
import { registerGoalsRoutes } from './routes';
import { createGoalsService, type TGoalsService } from './service';

export type { TGoalsService };

declare module 'fastify' {
  interface FastifyInstance {
    goals: TGoalsService;
  }
}

/** Company goals and team member goals (spec 2 §2.8, §2.9), which the dashboards measure against. */
export const goalsModule = fp(
  async (app: FastifyInstance, deps: TGoalsDeps) => {
    const goals = createGoalsService(deps);
    app.decorate('goals', goals);
    registerGoalsRoutes(app, goals);
  },
  { name: 'goals' },
);

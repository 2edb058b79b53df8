import type { FastifyInstance } from 'fastify';
import { goalsContract as c } from '@n5/shared/goals/contract';
import { registerRoute } from '../../lib/route';
import type { TGoalsService } from './service';

/** Company goals and team member goals (spec 2 §7); HTTP only. */
export function registerGoalsRoutes(app: FastifyInstance, goals: TGoalsService) {
  registerRoute(app, c.financials, ({ query }) => goals.getFinancials(query));
  registerRoute(app, c.setFinancial, ({ body, request }) =>
    goals.setFinancial(body, request.user!),
  );
  registerRoute(app, c.teamGoals, ({ query }) => goals.listTeamMemberGoals(query));
  registerRoute(app, c.setTeamGoal, ({ body, request }) =>
    goals.setTeamMemberGoal(body, request.user!),
  );
  registerRoute(app, c.teamMembers, () => goals.listTeamMembers());
  registerRoute(app, c.addTeamMembers, ({ body, request }) =>
    goals.addTeamMembers(body, request.user!),
  );
}

import type { FastifyInstance } from 'fastify';
import { dashboardsContract as c } from '@n5/shared/dashboards/contract';
import { registerRoute } from '../../lib/route';
import type { TDashboardsService } from './service';

/** The dashboards' calls (spec 2 §7 "Dashboards"); HTTP only. */
export function registerDashboardsRoutes(app: FastifyInstance, dashboards: TDashboardsService) {
  registerRoute(app, c.summaryByDivision, ({ query }) => dashboards.getSummaryByDivision(query));
  registerRoute(app, c.summaryByMonth, ({ query }) => dashboards.getSummaryByMonth(query));
  registerRoute(app, c.summaryPivot, ({ query }) => dashboards.getSummaryPivot(query));
  registerRoute(app, c.goalLeaderboard, ({ query }) => dashboards.goalLeaderboard(query));
  registerRoute(app, c.marginLeaderboard, ({ query }) => dashboards.marginLeaderboard(query));
  registerRoute(app, c.revenueLeaderboard, ({ query }) => dashboards.revenueLeaderboard(query));
  registerRoute(app, c.drill, ({ query }) => dashboards.drillIntoFigure(query));
  registerRoute(app, c.grossMarginByPm, ({ query }) => dashboards.getGrossMarginByPm(query));
  registerRoute(app, c.recalculate, ({ request }) =>
    dashboards.requestRecalculation(request.user!),
  );
  registerRoute(app, c.recalculation, ({ params }) => dashboards.getRecalculation(params));
}

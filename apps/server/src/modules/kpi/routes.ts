import type { FastifyInstance } from 'fastify';
import { kpiContract as c } from '@n5/shared/kpi/contract';
import { registerRoute } from '../../lib/route';
import type { TKpiService } from './service';

/** The KPI dashboard's calls; HTTP only. */
export function registerKpiRoutes(app: FastifyInstance, kpi: TKpiService) {
  registerRoute(app, c.kpi, ({ query }) => kpi.kpis(query));
  registerRoute(app, c.npsByDivision, ({ query }) => kpi.npsByDivision(query));
  registerRoute(app, c.npsByBidType, ({ query }) => kpi.npsByBidType(query));
  registerRoute(app, c.npsByCompany, ({ query }) => kpi.npsTotal(query));
  registerRoute(app, c.timelyInvoicing, ({ query }) => kpi.timelyInvoicing(query));
  registerRoute(app, c.timelyInvoicingDetail, ({ params, query }) =>
    kpi.timelyInvoicingDetail(params.userId, query),
  );
  registerRoute(app, c.dataTables, ({ query }) => kpi.dataTables(query));
  registerRoute(app, c.surveyLeaderboard, ({ query }) => kpi.surveyLeaderboard(query));
  registerRoute(app, c.profImageLeaderboard, ({ query }) => kpi.profImage(query));
  registerRoute(app, c.inspectionDetail, ({ query }) => kpi.inspectionDetail(query));
  registerRoute(app, c.settings, () => kpi.settings());
  registerRoute(app, c.saveSetting, ({ body, request }) => kpi.saveSetting(body, request.user!));
}

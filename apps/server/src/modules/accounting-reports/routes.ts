import type { FastifyInstance } from 'fastify';
import { accountingReportsContract as c } from '@n5/shared/accounting-reports/contract';
import { registerRoute } from '../../lib/route';
import type { TAccountingReportsService } from './service';

export function registerAccountingReportsRoutes(
  app: FastifyInstance,
  s: TAccountingReportsService,
) {
  registerRoute(app, c.uploadGrossProfit, ({ body, request }) =>
    s.uploadGrossProfit(body, request.user!),
  );
  registerRoute(app, c.invoiceLog, ({ query }) => s.getInvoiceLog(query));
  registerRoute(app, c.projectBudgets, () => s.listProjectBudgets({ scope: 'active' }));
  registerRoute(app, c.projectBudgetsUniversal, () => s.listProjectBudgets({ scope: 'universal' }));
  registerRoute(app, c.unbilledProjects, ({ query }) => s.listUnbilledProjects(query));
}

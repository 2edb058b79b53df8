import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TAccountingReportsDeps } from './deps';
import { registerAccountingReportsRoutes } from './routes';
import { createAccountingReportsService, type TAccountingReportsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    accountingReports: TAccountingReportsService;
  }
}

export type { TAccountingReportsService };

/** Accounting Reports (issue 34 item 2): Invoice Log, Project Budgets, Unbilled, GM upload. */
export const accountingReportsModule = fp(
  async (app: FastifyInstance, deps: TAccountingReportsDeps) => {
    const accountingReports = createAccountingReportsService(deps);
    app.decorate('accountingReports', accountingReports);
    registerAccountingReportsRoutes(app, accountingReports);
  },
  { name: 'accounting-reports' },
);

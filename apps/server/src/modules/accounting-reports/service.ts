import type { TGrossProfitUploadBody } from '@n5/shared/accounting-reports/schemas';
import type { TUser } from '@n5/shared/session/schemas';
import type { TAccountingReportsDeps } from './deps';
import { getInvoiceLog } from './use-cases/get-invoice-log';
import { listProjectBudgets } from './use-cases/list-project-budgets';
import { listUnbilledProjects } from './use-cases/list-unbilled-projects';
import { uploadGrossProfit } from './use-cases/upload-gross-profit';

/** Accounting Reports (spec 2 §2.19): the month-end reports and the GM upload. */
export function createAccountingReportsService(deps: TAccountingReportsDeps) {
  return {
    uploadGrossProfit: (input: TGrossProfitUploadBody, user: TUser) =>
      uploadGrossProfit(deps, input, user),
    getInvoiceLog: (input: { date: string }) => getInvoiceLog(deps, input),
    listProjectBudgets: (input: { scope: 'active' | 'universal' }) =>
      listProjectBudgets(deps, input),
    listUnbilledProjects: (input: { month: number; year: number }) =>
      listUnbilledProjects(deps, input),
  };
}
export type TAccountingReportsService = ReturnType<typeof createAccountingReportsService>;

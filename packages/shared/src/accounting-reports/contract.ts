import { z } from 'zod';
import { defineRoute } from '../core/contract';
import { ACCESS } from '../permissions/access';
import {
  ZBudgetRow,
  ZGrossProfitUploadBody,
  ZGrossProfitUploadReply,
  ZInvoiceLogQuery,
  ZInvoiceLogRow,
  ZUnbilledQuery,
  ZUnbilledRow,
} from './schemas';

/**
 * Accounting Reports (spec 2 §2.19, §7 "Accounting reports"): admins or role Accounting. Gross
 * Margin By PM is the dashboards' GET /api/dashboard/gross-margin-by-pm.
 */
export const accountingReportsContract = {
  uploadGrossProfit: defineRoute({
    method: 'POST',
    path: '/api/acumatica/gross-profit-report',
    access: ACCESS.accounting,
    idempotency: 'repeatable',
    summary:
      "GM Report Upload: replaces the month's gross profit per project with the sheet's rows",
    body: ZGrossProfitUploadBody,
    reply: ZGrossProfitUploadReply,
  }),
  invoiceLog: defineRoute({
    method: 'GET',
    path: '/api/project/invoice-log',
    access: ACCESS.accounting,
    summary: 'Invoice Log: the pay apps certified in the month of the given day',
    query: ZInvoiceLogQuery,
    reply: z.object({ data: z.array(ZInvoiceLogRow) }),
  }),
  projectBudgets: defineRoute({
    method: 'GET',
    path: '/api/acumatica/project-budgets',
    access: ACCESS.accounting,
    summary:
      'Project Budgets - Active: the task budget lines of the Approved and In Progress projects',
    reply: z.array(ZBudgetRow),
  }),
  projectBudgetsUniversal: defineRoute({
    method: 'GET',
    path: '/api/acumatica/project-budgets-universal',
    access: ACCESS.accounting,
    summary: "Project Budgets - Universal: every project's task budget lines",
    reply: z.array(ZBudgetRow),
  }),
  unbilledProjects: defineRoute({
    method: 'GET',
    path: '/api/project/unbilled-projects',
    access: ACCESS.accounting,
    summary: 'Unbilled Projects: projects under way with no pay app certified in the month',
    query: ZUnbilledQuery,
    reply: z.array(ZUnbilledRow),
  }),
} as const;

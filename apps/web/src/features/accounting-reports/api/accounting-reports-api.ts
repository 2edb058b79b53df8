import { accountingReportsContract as c } from '@n5/shared/accounting-reports/contract';
import { dashboardsContract } from '@n5/shared/dashboards/contract';
import { callApi } from '../../../lib/api-client';

const pad = (n: number) => String(n).padStart(2, '0');

/** The report calls of spec 2 §7 "Accounting reports" (each runs on 'Generate Report'). */
export const accountingReportsApi = {
  grossMarginByPm: async (year: number) =>
    (await callApi(dashboardsContract.grossMarginByPm, { query: { year } })).data,
  invoiceLog: async (year: number, month: number) =>
    (await callApi(c.invoiceLog, { query: { date: `${year}-${pad(month)}-01` } })).data,
  projectBudgets: () => callApi(c.projectBudgets, {}),
  projectBudgetsUniversal: () => callApi(c.projectBudgetsUniversal, {}),
  unbilledProjects: (year: number, month: number) =>
    callApi(c.unbilledProjects, { query: { month: String(month), year: String(year) } }),
  uploadGrossProfit: (input: { year: number; month: number; rows: unknown[] }) =>
    callApi(c.uploadGrossProfit, {
      body: { month: input.month, year: input.year, json: JSON.stringify(input.rows) },
    }),
};

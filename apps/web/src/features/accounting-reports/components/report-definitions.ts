import type { TCsvColumn } from '@n5/shared/core/csv';
import { ACCOUNTING_REPORT_TEXT } from '@n5/shared/accounting-reports/schemas';
import { accountingReportsApi as api } from '../api/accounting-reports-api';

/** What a report's Date cell asks for: a year, a month of a year, or nothing. */
export type TReportPeriod = 'year' | 'month' | 'none';

export interface TReportDefinition<Row = never> {
  key: string;
  name: string;
  period: TReportPeriod;
  fetch: (year: number, month: number) => Promise<Row[]>;
  columns: readonly TCsvColumn<Row>[];
  fileName: (year: number, month: number) => string;
  /** Shown instead of the export buttons when the report has no rows. */
  emptyText: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const define = <Row>(d: TReportDefinition<Row>) => d as unknown as TReportDefinition<unknown>;

type TGm = Awaited<ReturnType<typeof api.grossMarginByPm>>[number];
type TInvoice = Awaited<ReturnType<typeof api.invoiceLog>>[number];
type TBudget = Awaited<ReturnType<typeof api.projectBudgets>>[number];
type TUnbilled = Awaited<ReturnType<typeof api.unbilledProjects>>[number];

const BUDGET_COLUMNS: TCsvColumn<TBudget>[] = [
  { header: 'Project ID', value: (r) => r.projectId },
  { header: 'Task', value: (r) => r.subCategoryCode },
  { header: 'Description', value: (r) => r.description },
  { header: 'Type', value: (r) => r.type },
  { header: 'Account Group', value: (r) => r.accountGroup },
  { header: 'Cost Code', value: (r) => r.costCode },
  { header: 'UOM', value: (r) => r.uom },
  { header: 'Original Budgeted Qty', value: (r) => r.originalBudgetedQty },
  { header: 'Original Budgeted Amount', value: (r) => r.originalBudgetedAmount },
  { header: 'Revised Budgeted Amount', value: (r) => r.revisedBudgetedAmount },
  { header: 'Committed Amount', value: (r) => r.committedAmount },
  { header: 'Actual Qty', value: (r) => r.actualQty },
  { header: 'Actual Amount', value: (r) => r.actualAmount },
];

/** The reports of spec 2 §2.19 that are generated and exported (the GM upload is its own row). */
export const REPORTS: TReportDefinition<unknown>[] = [
  define<TGm>({
    key: 'gross-margin-by-pm',
    name: 'Gross Margin By PM',
    period: 'year',
    fetch: (year) => api.grossMarginByPm(year),
    columns: [
      { header: 'Project Manager', value: (r) => r.projectManager },
      { header: 'Projects', value: (r) => r.projects },
      { header: 'Revenue', value: (r) => r.revenue },
      { header: 'Cost', value: (r) => r.cost },
      { header: 'Gross Profit', value: (r) => r.grossProfit },
      { header: 'Gross Margin', value: (r) => r.gmPercent ?? '' },
    ],
    fileName: (year) => `gross-margin-by-pm-${year}`,
    emptyText: 'There is no gross margin for the selected year.',
  }),
  define<TInvoice>({
    key: 'invoice-log',
    name: 'Invoice Log',
    period: 'month',
    fetch: (year, month) => api.invoiceLog(year, month),
    columns: [
      { header: 'Project ID', value: (r) => r.ProjectID },
      { header: 'Project Name', value: (r) => r.ProjectName },
      { header: 'Project Manager', value: (r) => r.ProjectManager },
      { header: 'Invoice', value: (r) => r.Reference },
      { header: 'Pay App', value: (r) => r.PayAppNumber ?? '' },
      { header: 'Status', value: (r) => r.Status },
      { header: 'Invoice Date', value: (r) => r.InvoiceDate },
      { header: 'Completed and Stored', value: (r) => r.CompletedAndStored ?? '' },
      { header: 'Retainage', value: (r) => r.Retainage ?? '' },
      { header: 'Current Payment Due', value: (r) => r.CurrentPaymentDue },
    ],
    fileName: (year, month) => `invoice-log-${year}-${pad(month)}`,
    emptyText: 'There are no invoices for the selected month.',
  }),
  define<TBudget>({
    key: 'project-budgets-active',
    name: 'Project Budgets - Active',
    period: 'none',
    fetch: () => api.projectBudgets(),
    columns: BUDGET_COLUMNS,
    fileName: () => 'project-budgets-active',
    emptyText: ACCOUNTING_REPORT_TEXT.noBudgets,
  }),
  define<TBudget>({
    key: 'project-budgets-universal',
    name: 'Project Budgets - Universal',
    period: 'none',
    fetch: () => api.projectBudgetsUniversal(),
    columns: BUDGET_COLUMNS,
    fileName: () => 'project-budgets-universal',
    emptyText: ACCOUNTING_REPORT_TEXT.noBudgets,
  }),
  define<TUnbilled>({
    key: 'unbilled-projects',
    name: 'Unbilled Projects',
    period: 'month',
    fetch: (year, month) => api.unbilledProjects(year, month),
    columns: [
      { header: 'Project ID', value: (r) => r.ProjectID },
      { header: 'Project Name', value: (r) => r.ProjectName },
      { header: 'Project Manager', value: (r) => r.ProjectManager },
      { header: 'Stage', value: (r) => r.StageType },
      { header: 'Last Billed', value: (r) => r.LastBilledDate },
    ],
    fileName: (year, month) => `unbilled-projects-${year}-${pad(month)}`,
    emptyText: ACCOUNTING_REPORT_TEXT.noUnbilled,
  }),
];

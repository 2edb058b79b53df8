import { alias } from 'drizzle-orm/pg-core';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { actualCostPartsSql } from './actual-cost-sql';
import { rowsOf, type TDbOrTx } from '../../db/client';
import {
  fieldAssignments,
  projectBudgetLines,
  projects,
  stockItems,
  users,
} from '../../db/schema/index';
import type {
  TActualCostRow,
  TBudgetRow,
  TDispatchAssignment,
  TIsoDate,
  TPersonRef,
  TProjectAssignment,
  TStockItem,
} from './gateway';
import type { LocalAccountingStore } from './local-gateway';
import { lastLocalInvoiceDates, listLocalInvoices } from './local-invoices';

const budgetColumns = {
  projectId: projectBudgetLines.projectId,
  subCategoryCode: projectBudgetLines.subCategoryCode,
  description: projectBudgetLines.description,
  type: projectBudgetLines.type,
  accountGroup: projectBudgetLines.accountGroup,
  costCode: projectBudgetLines.costCode,
  uom: projectBudgetLines.uom,
  originalBudgetedQty: projectBudgetLines.originalBudgetedQty,
  originalBudgetedAmount: projectBudgetLines.originalBudgetedAmount,
  revisedBudgetedAmount: projectBudgetLines.revisedBudgetedAmount,
  committedAmount: projectBudgetLines.committedAmount,
  actualQty: projectBudgetLines.actualQty,
  actualAmount: projectBudgetLines.actualAmount,
};

async function listBudget(db: TDbOrTx, projectId?: number): Promise<TBudgetRow[]> {
  const query = db.select(budgetColumns).from(projectBudgetLines);
  return (
    projectId === undefined ? query : query.where(eq(projectBudgetLines.projectId, projectId))
  ).orderBy(
    asc(projectBudgetLines.projectId),
    asc(projectBudgetLines.subCategoryCode),
    asc(projectBudgetLines.type),
  );
}

/** Who is sent where on a day: our `field_assignments` (one statement). */
async function listDispatch(db: TDbOrTx, date: TIsoDate): Promise<TDispatchAssignment[]> {
  const rows = await db
    .select({
      projectId: fieldAssignments.projectId,
      subCategoryCode: fieldAssignments.subCategoryCode,
      assignmentId: fieldAssignments.assignmentId,
      userId: users.userId,
      email: users.emailAddress,
      name: users.displayName,
    })
    .from(fieldAssignments)
    .innerJoin(users, eq(users.userId, fieldAssignments.userId))
    .where(eq(fieldAssignments.assignmentDate, date))
    .orderBy(asc(users.displayName), asc(fieldAssignments.projectId));
  return rows.map((r) => ({
    date,
    projectId: r.projectId,
    subCategoryCode: r.subCategoryCode,
    person: { userId: r.userId, email: r.email, employeeId: null, name: r.name },
    reference: `FA${r.assignmentId}`,
  }));
}

/**
 * Actual cost per sub-category from our books, in one statement (DOMAIN "Cost tracking"): labor =
 * field time (regular hours x rate + overtime hours x rate x overtime factor; DEFAULT_LABOR_RATE
 * for someone without a labor rate); material = purchase orders past Pending (ordered, received,
 * closed) + inventory issued + project receipts submitted from the field (on their condition's
 * sub-category); equipment, other and sub (sub invoices) = the cost entries.
 * Labor also counts the hours logged on conditions in the field (condition_labor_logs).
 * Field time on no sub-category is left out (it has no task to land on).
 */
export async function listActualCosts(db: TDbOrTx, projectId: number): Promise<TActualCostRow[]> {
  const result = await db.execute(sql`
with parts as (${actualCostPartsSql(sql`= ${projectId}`)}
)
select code as "subCategoryCode",
       sum(hours)::numeric(14,2)::text as "laborHours",
       sum(labor)::numeric(14,2)::text as labor,
       sum(material)::numeric(14,2)::text as material,
       sum(equipment)::numeric(14,2)::text as equipment,
       sum(other)::numeric(14,2)::text as other,
       sum(sub)::numeric(14,2)::text as sub,
       sum(labor + material + equipment + other + sub)::numeric(14,2)::text as total
  from parts
 group by code
 order by code`);
  return rowsOf<TActualCostRow>(result);
}

const pm = alias(users, 'pm');
const pe = alias(users, 'pe');
const si = alias(users, 'si');

const personOf = (userId: number | null, email: string | null, name: string | null) =>
  userId === null ? null : ({ userId, email, employeeId: null, name } satisfies TPersonRef);

/**
 * PM, PE and SI of every project the accounting side holds (approved or in progress), from our
 * projects (one statement): what Refresh Assignments reports under the embedded gateway.
 */
async function listProjectAssignments(db: TDbOrTx): Promise<TProjectAssignment[]> {
  const rows = await db
    .select({
      projectId: projects.projectId,
      pmId: pm.userId,
      pmEmail: pm.emailAddress,
      pmName: pm.displayName,
      peId: pe.userId,
      peEmail: pe.emailAddress,
      peName: pe.displayName,
      siId: si.userId,
      siEmail: si.emailAddress,
      siName: si.displayName,
    })
    .from(projects)
    .leftJoin(pm, eq(pm.userId, projects.projectManagerId))
    .leftJoin(pe, eq(pe.userId, projects.projectEngineerId))
    .leftJoin(si, eq(si.userId, projects.superintendentId))
    .where(inArray(projects.stageType, ['Approved', 'In Progress']))
    .orderBy(asc(projects.projectId));
  return rows.map((r) => ({
    projectId: r.projectId,
    projectManager: personOf(r.pmId, r.pmEmail, r.pmName),
    projectEngineer: personOf(r.peId, r.peEmail, r.peName),
    superintendent: personOf(r.siId, r.siEmail, r.siName),
  }));
}

/** Stock items and their average cost (`stock_items`, one statement). */
async function listStock(db: TDbOrTx): Promise<TStockItem[]> {
  return db
    .select({
      inventoryId: stockItems.inventoryId,
      description: stockItems.description,
      baseUom: stockItems.baseUom,
      unitCost: stockItems.averageCost,
    })
    .from(stockItems)
    .orderBy(asc(stockItems.inventoryId));
}

/**
 * The embedded gateway's questions that our tables already answer: task budget lines
 * (`project_budget_lines`), dispatch (`field_assignments`), project assignments (`projects`),
 * actual costs, stock and invoices (certified pay apps).
 */
export function createLocalAccountingStore(db: TDbOrTx): Partial<LocalAccountingStore> {
  return {
    listProjectBudget: (projectId) => listBudget(db, projectId),
    listProjectBudgets: () => listBudget(db),
    listDispatch: (date) => listDispatch(db, date),
    listProjectAssignments: () => listProjectAssignments(db),
    listActualCosts: (projectId) => listActualCosts(db, projectId),
    listStockItems: () => listStock(db),
    listInvoices: (range) => listLocalInvoices(db, range),
    lastInvoiceDates: (day) => lastLocalInvoiceDates(db, day),
  };
}

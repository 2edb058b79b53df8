import { asc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { fieldAssignments, projectBudgetLines, users } from '../../db/schema/index';
import type { TBudgetRow, TDispatchAssignment, TIsoDate } from './gateway';
import type { LocalAccountingStore } from './local-gateway';

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
 * The embedded gateway's questions that our tables already answer: task budget lines
 * (`project_budget_lines`) and dispatch (`field_assignments`). The others stay empty until their
 * tables exist.
 */
export function createLocalAccountingStore(db: TDbOrTx): Partial<LocalAccountingStore> {
  return {
    listProjectBudget: (projectId) => listBudget(db, projectId),
    listProjectBudgets: () => listBudget(db),
    listDispatch: (date) => listDispatch(db, date),
  };
}

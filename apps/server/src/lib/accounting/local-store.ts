import { asc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { projectBudgetLines } from '../../db/schema/index';
import type { TBudgetRow } from './gateway';
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

/**
 * The embedded gateway's questions that our tables already answer: task budget lines
 * (`project_budget_lines`). The others stay empty until their tables exist.
 */
export function createLocalAccountingStore(db: TDbOrTx): Partial<LocalAccountingStore> {
  return {
    listProjectBudget: (projectId) => listBudget(db, projectId),
    listProjectBudgets: () => listBudget(db),
  };
}

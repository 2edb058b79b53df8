import type { TAccountingReportsDeps } from '../deps';
import { selectActiveProjectIds } from '../queries';

/**
 * Project Budgets (spec 2 §7) from the accounting gateway (our task budget lines, or Acumatica's
 * ProjectBudget): 'universal' is every line, 'active' the lines of our Approved and In Progress
 * projects.
 */
export async function listProjectBudgets(
  deps: TAccountingReportsDeps,
  input: { scope: 'active' | 'universal' },
) {
  const rows = await deps.accounting.exportProjectBudgets();
  if (input.scope === 'universal') return rows;
  const active = await selectActiveProjectIds(deps.db);
  return rows.filter((row) => active.has(row.projectId));
}

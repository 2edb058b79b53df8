import type { TProjectDeps } from '../deps';
import { getProjectName } from './get-project-name';

/** The project's task budget, exported to accounting (404 for no project). */
export async function exportTaskBudget(deps: TProjectDeps, input: { projectId: number }) {
  await getProjectName(deps, input);
  return deps.accounting.exportProjectBudget(input.projectId);
}

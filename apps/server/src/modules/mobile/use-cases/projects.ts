import { isAwaitingJobStartup, remainingBudgetOf } from '@n5/shared/mobile/rules';
import type { TUser } from '@n5/shared/session/schemas';
import { getMobileProject, type TMobileDeps } from '../deps';
import { listMobileProjects } from '../queries';

/** The signed-in person's projects, with the text the phone's search matches. */
export async function listProjects(deps: TMobileDeps, user: TUser) {
  const rows = await listMobileProjects(deps.db, user.UserID);
  return {
    projects: rows.map((r) => ({
      ...r,
      searchText: [r.projectID, r.projectName, r.companyName, r.workLocationName]
        .filter((part) => part !== null && part !== '')
        .join(' '),
    })),
  };
}

/** The project's sub-categories (its accounting budget's cost codes), the phone's project menu. */
export async function projectCategories(deps: TMobileDeps, projectId: number) {
  await getMobileProject(deps, projectId);
  const rows = await deps.accounting.exportProjectBudget(projectId);
  const codes = new Map<string, string>();
  for (const row of rows)
    if (!codes.has(row.subCategoryCode)) codes.set(row.subCategoryCode, row.description);
  return {
    categories: [...codes]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([subCategoryCode, description]) => ({ subCategoryCode, description })),
  };
}

/** Project Info on the phone: the project, its browser flags and what remains of its budget. */
export async function projectInfo(deps: TMobileDeps, projectId: number) {
  const { jobStartupSignedAt, ...project } = await getMobileProject(deps, projectId);
  // Remaining: the Tracking tab's Cost Management figures (issue 40 item 3), not a budget of
  // its own, so the phone and the office never disagree.
  const [row, management] = await Promise.all([
    deps.browser.getRow(projectId),
    deps.tracking.getCostManagement({ projectId }),
  ]);
  return {
    project: {
      ...project,
      awaitingJobStartupInd: isAwaitingJobStartup(project.stageType, jobStartupSignedAt ? 1 : 0)
        ? (1 as const)
        : (0 as const),
      flags: {
        forecast: row.ForecastColor,
        JobStartup: row.ScopeAckColor,
        clientContract: row.ClientContractColor,
        bids: row.BidsColor,
        subcontractorContract: row.SubcontractorContractColor,
      },
      ...remainingBudgetOf(management.totals),
    },
  };
}

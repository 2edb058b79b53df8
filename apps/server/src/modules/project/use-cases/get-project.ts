import type { TProjectDeps } from '../deps';
import { missingProject } from '../deps';
import { findProject, type TProjectRow } from '../queries';

/** The project's row (the Project Info tab), or 404. */
export async function getProject(
  deps: Pick<TProjectDeps, 'db'>,
  input: { projectId: number },
): Promise<TProjectRow> {
  const project = await findProject(deps.db, input.projectId);
  if (!project) throw missingProject(input.projectId);
  return project;
}

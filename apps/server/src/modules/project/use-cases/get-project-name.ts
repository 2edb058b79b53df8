import { missingProject, type TProjectDeps } from '../deps';
import { findProjectName } from '../queries';

/** The project's name, or 404. */
export async function getProjectName(deps: Pick<TProjectDeps, 'db'>, input: { projectId: number }) {
  const name = await findProjectName(deps.db, input.projectId);
  if (name === null) throw missingProject(input.projectId);
  return name;
}

import { notFound } from '../../../lib/errors';
import type { TAuditDeps } from '../deps';
import { listEntityHistory, projectExists } from '../queries';

/** A project's History panel: the audit rows of the project record, newest first; 404 unknown. */
export async function getProjectHistory(deps: TAuditDeps, input: { projectId: number }) {
  if (!(await projectExists(deps.db, input.projectId)))
    throw notFound(`There is no project ${input.projectId}.`);
  return {
    entries: await listEntityHistory(deps.db, {
      entity: 'project',
      entityId: String(input.projectId),
    }),
  };
}

import type { TUser } from '@n5/shared/session/schemas';
import { presentWaiver, projectOr404, type TWaiversDeps } from '../deps';
import * as q from '../queries';

/**
 * A project's waivers (404 without the project), its pay apps, and the subcontractors a waiver
 * may come from.
 */
export async function listWaivers(deps: TWaiversDeps, input: { projectID: number }, _user: TUser) {
  const project = await projectOr404(deps.db, input.projectID);
  const [rows, payApps, subcontractors] = await Promise.all([
    q.waiversOf(deps.db, project.projectId),
    q.payAppsOf(deps.db, project.projectId),
    q.subcontractorsOf(deps.db, project.projectId),
  ]);
  return {
    waivers: rows.map((row) => presentWaiver(deps, row)),
    payApps,
    subcontractors,
    pmEmail: project.pmEmail,
  };
}

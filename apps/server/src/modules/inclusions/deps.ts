import type { TDbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { findProject } from './queries';

/** What every inclusions use case is handed: the database. */
export interface TInclusionsDeps {
  db: TDbOrTx;
}

/** The project, or 404. */
export async function projectOr404(deps: TInclusionsDeps, projectId: number) {
  const project = await findProject(deps.db, projectId);
  if (!project) throw notFound(`Project ${projectId} was not found.`);
  return project;
}

import type { TConfig } from '../../config/env';
import type { TDb } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { TEmailService } from '../email';
import { findNoteProject } from './queries';

/** What every notes use case is handed: the database, the email outbox, the app's settings. */
export interface TNotesDeps {
  db: TDb;
  email: TEmailService;
  config: TConfig;
}

/** The project a note belongs to (its people and client email), or 404. */
export async function noteProjectOr404(deps: Pick<TNotesDeps, 'db'>, projectId: number) {
  const project = await findNoteProject(deps.db, projectId);
  if (!project) throw notFound(`There is no project ${projectId}.`);
  return project;
}

import type { TDb } from '../../db/client';
import type { AccountingGateway } from '../../lib/accounting/gateway';
import type { TProjectAccountingSync } from '../../lib/accounting/project-sync';
import { notFound } from '../../lib/errors';
import type { TForecastService } from '../forecast';
import type { TStageService } from '../stage';
import { listBrowserProjects } from './queries';

/** What every browser use case is handed. */
export interface TBrowserDeps {
  db: TDb;
  accounting: AccountingGateway;
  forecast: TForecastService;
  stage: TStageService;
  /** Pushes the project and its tasks to accounting once a create or change commits. */
  projectAccounting?: Pick<TProjectAccountingSync, 'queue'>;
  now?: () => Date;
}

/** One project's browser row with its flags (the project page shows the same flags), or 404. */
export async function rowOr404(deps: Pick<TBrowserDeps, 'db'>, projectId: number) {
  const [row] = await listBrowserProjects(deps.db, { projectIds: [projectId] });
  if (!row) throw notFound(`There is no project ${projectId}.`);
  return row;
}

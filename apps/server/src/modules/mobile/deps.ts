import type { TConfig } from '../../config/env';
import type { TDb } from '../../db/client';
import type { AccountingGateway } from '../../lib/accounting/gateway';
import { notFound } from '../../lib/errors';
import type { TBrowserService } from '../browser/index';
import type { TTrackingService } from '../tracking/index';
import { findMobileProject } from './queries';

/** What every field-area use case is handed. */
export interface TMobileDeps {
  db: TDb;
  accounting: AccountingGateway;
  /** The browser row's flags, shown on the phone's project page. */
  browser: Pick<TBrowserService, 'getRow'>;
  /** Cost Management, the phone's Remaining (issue 40 item 3). */
  tracking: Pick<TTrackingService, 'getCostManagement'>;
  config: TConfig;
}

/** The project as the field area reads it; 404 when there is none. */
export async function getMobileProject(deps: Pick<TMobileDeps, 'db'>, projectId: number) {
  const project = await findMobileProject(deps.db, projectId);
  if (!project) throw notFound(`There is no project ${projectId}.`);
  return project;
}

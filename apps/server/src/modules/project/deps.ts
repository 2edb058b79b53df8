import type { TDb } from '../../db/client';
import type { AccountingGateway } from '../../lib/accounting/gateway';
import type { TProjectAccountingSync } from '../../lib/accounting/project-sync';
import { notFound } from '../../lib/errors';
import type { TEstimatingService } from '../estimating';
import type { TStageService } from '../stage';

/** What every project use case is handed. */
export interface TProjectDeps {
  db: TDb;
  accounting: AccountingGateway;
  stage: TStageService;
  /** Pushes the project and its tasks to accounting once a create or change commits. */
  projectAccounting?: Pick<TProjectAccountingSync, 'queue'>;
  /** Recomputes the conditions' tax when the project's Kansas tax changes (issue 13). */
  estimating?: Pick<TEstimatingService, 'retax'>;
}

export const missingProject = (projectId: number) => notFound(`There is no project #${projectId}.`);

import type { TDb } from '../../db/client';
import type { TJobs } from '../../jobs/boss';
import { QUEUES } from '../../jobs/queues';
import { accountingProjectOf } from './accounting-records';
import { AccountingError, type AccountingGateway } from './gateway';

/**
 * Project create and update push the project and its tasks to the accounting system (issue 38
 * item 1), after the save has committed and never in its way: a job where jobs run (one queued
 * per project at most, so a burst of Project Info edits is one push), else at once with the
 * failure logged. The push is an upsert keyed by ProjectID and (ProjectID, ProjectTaskID): sent
 * again it changes nothing and makes no second project or task. With the local books there is
 * nothing to push to.
 */
export interface TProjectAccountingSync {
  /** Queues the push of a project created or changed (no-op with ACCOUNTING=local). */
  queue(projectId: number): Promise<void>;
  /** The job's work: the project as it is now, pushed; a retryable failure is thrown. */
  run(projectId: number): Promise<void>;
}

export interface TProjectSyncLog {
  warn(details: object, message: string): void;
}

export function createProjectAccountingSync(deps: {
  db: TDb;
  accounting: AccountingGateway;
  jobs: TJobs | null;
  log: TProjectSyncLog;
}): TProjectAccountingSync {
  const run = async (projectId: number) => {
    const project = await accountingProjectOf(deps.db, projectId);
    if (!project) return;
    try {
      await deps.accounting.pushProject(project);
    } catch (error) {
      deps.log.warn({ err: error, projectId }, 'project push to accounting failed');
      // A refusal (an unmapped client, say) waits for the next change or the contract's push,
      // which says so on the contract; only a passing failure is tried again.
      if (error instanceof AccountingError && error.retryable) throw error;
    }
  };
  return {
    run,
    async queue(projectId) {
      if (deps.accounting.kind === 'local') return;
      if (deps.jobs) {
        await deps.jobs.send(
          QUEUES.projectAccounting,
          { projectId },
          { singletonKey: `project:${projectId}` },
        );
      } else {
        await run(projectId).catch(() => undefined);
      }
    },
  };
}

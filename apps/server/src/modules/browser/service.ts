import type { TForecastBody } from '@n5/shared/forecast/schemas';
import type { TStageType } from '@n5/shared/project/constants';
import type { TUser } from '@n5/shared/session/schemas';
import type { TDb } from '../../db/client';
import type { AccountingGateway, TPersonRef } from '../../lib/accounting/gateway';
import { recordAudit } from '../../lib/audit';
import { keyedTransaction } from '../../lib/idempotency/keyed-transaction';
import { notFound } from '../../lib/errors';
import type { TForecastService } from '../forecast';
import type { TStageService } from '../stage';
import { createBrowserListCache, type TListEncoding } from './list-cache';
import { pipelineReportCsv } from './pipeline-report';
import { countStages, insertProject, listBrowserProjects, listProbabilities } from './queries';

const personName = (person: TPersonRef | null) =>
  person ? (person.name ?? person.email ?? person.employeeId ?? String(person.userId)) : null;

/** The project browser's use cases; each write re-reads the row the grid replaces. */
export function createBrowserService(deps: {
  db: TDb;
  accounting: AccountingGateway;
  forecast: TForecastService;
  stage: TStageService;
  now?: () => Date;
}) {
  const { db, accounting, forecast, stage } = deps;
  const now = deps.now ?? (() => new Date());
  const lists = createBrowserListCache(db, (rows) => `{"projects":${rows}}`);

  /** One project's browser row with its flags (the project page shows the same flags). */
  async function getRow(projectId: number) {
    const [row] = await listBrowserProjects(db, { projectIds: [projectId] });
    if (!row) throw notFound(`There is no project ${projectId}.`);
    return row;
  }

  /** The browser's stage cell: the one stage change (modules/stage), answered with the row. */
  async function changeStage(input: { projectID: number; stageType: TStageType }, user: TUser) {
    await stage.changeStage(user, input);
    return { project: await getRow(input.projectID) };
  }

  /** New Project (spec 2 §2.3): a name, the creator as estimator, and an empty forecast row. */
  async function addProject(input: { projectName: string }, user: TUser) {
    return keyedTransaction(db, async (tx) => {
      const row = await insertProject(tx, {
        projectName: input.projectName,
        estimatedBy: user.UserID,
      });
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'project',
        entityId: row.projectId,
        action: 'insert',
        after: {
          projectName: input.projectName,
          stageType: row.stageType,
          estimatedBy: user.UserID,
        },
      });
      return { project: [{ ProjectID: row.projectId }] };
    });
  }

  /** Refresh Assignments: asks the accounting system for PM, PE and SI per project. */
  async function refreshAssignments() {
    const assignments = await accounting.getProjectAssignments();
    return {
      source: accounting.kind,
      assignments: assignments.length,
      projects: assignments.map((a) => ({
        projectId: a.projectId,
        projectManager: personName(a.projectManager),
        projectEngineer: personName(a.projectEngineer),
        superintendent: personName(a.superintendent),
      })),
    };
  }

  return {
    /** The reply body as JSON text, written by PostgreSQL (see queries.ts), while current. */
    listJson: (scope: 'active' | 'archived') => lists.body(scope),
    /** The same, compressed. */
    listEncoded: (scope: 'active' | 'archived', encoding: TListEncoding) =>
      lists.encoded(scope, encoding),
    stageCounts: async (user: TUser) => ({ projectCounts: await countStages(db, user.UserID) }),
    getRow,
    changeStage,

    async setForecast(input: TForecastBody, user: TUser) {
      await forecast.setCell(input, user.UserID);
      return { project: await getRow(input.projectID) };
    },

    addProject,

    async pipelineReport() {
      const rows = await listBrowserProjects(db, 'active');
      const probabilities = await listProbabilities(
        db,
        rows.map((r) => r.ProjectID),
      );
      return pipelineReportCsv(rows, probabilities, now());
    },

    refreshAssignments,
  };
}
export type TBrowserService = ReturnType<typeof createBrowserService>;

import { canChangeStage, isAllowedStageChange, stageLabel } from '@n5/shared/project/stages';
import type { TForecastBody } from '@n5/shared/forecast/schemas';
import type { TStageType } from '@n5/shared/project/constants';
import type { TUser } from '@n5/shared/session/schemas';
import type { TDb } from '../../db/client';
import type { AccountingGateway, TPersonRef } from '../../lib/accounting/gateway';
import { recordAudit } from '../../lib/audit';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import type { TForecastService } from '../forecast/service';
import { pipelineReportCsv } from './pipeline-report';
import {
  countStages,
  insertProject,
  listBrowserProjects,
  listBrowserProjectsJson,
  listProbabilities,
  lockProjectStage,
  updateProjectStage,
} from './queries';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

const personName = (person: TPersonRef | null) =>
  person ? (person.name ?? person.email ?? person.employeeId ?? String(person.userId)) : null;

/** The project browser's use cases; each write re-reads the row the grid replaces. */
export function createBrowserService(deps: {
  db: TDb;
  accounting: AccountingGateway;
  forecast: TForecastService;
  now?: () => Date;
}) {
  const { db, accounting, forecast } = deps;
  const now = deps.now ?? (() => new Date());

  /** One project's browser row with its flags (the project page shows the same flags). */
  async function getRow(projectId: number) {
    const [row] = await listBrowserProjects(db, { projectIds: [projectId] });
    if (!row) throw notFound(`There is no project ${projectId}.`);
    return row;
  }

  /**
   * The browser's stage changes (spec 2 §4), enforced: anything but Approved -> In Progress,
   * In Progress -> Completed, or a proposal -> Canceled/Rejected is a 400. Completing a project
   * also sets CompletedInd and CompletedDate.
   */
  async function changeStage(input: { projectID: number; stageType: TStageType }, user: TUser) {
    if (!canChangeStage(user)) {
      throw forbidden('Changing a stage needs the role PROJECT STAGE MANAGER.');
    }
    const projectId = input.projectID;
    await db.transaction(async (tx) => {
      const before = await lockProjectStage(tx, projectId);
      if (!before) throw notFound(`There is no project ${projectId}.`);
      if (!isAllowedStageChange(before.stageType, input.stageType)) {
        throw badRequest(
          `A project in stage ${stageLabel(before.stageType)} cannot move to ${stageLabel(input.stageType)} here.`,
        );
      }
      const after =
        input.stageType === 'Completed'
          ? { stageType: input.stageType, completedInd: 1, completedDate: isoDay(now()) }
          : { stageType: input.stageType };
      await updateProjectStage(tx, projectId, after);
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'project',
        entityId: projectId,
        action: 'update',
        before,
        after,
      });
    });
    return { project: await getRow(projectId) };
  }

  /** New Project (spec 2 §2.3): a name, the creator as estimator, and an empty forecast row. */
  async function addProject(input: { projectName: string }, user: TUser) {
    const projectId = await db.transaction(async (tx) => {
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
      return row.projectId;
    });
    return { project: [{ ProjectID: projectId }] };
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
    /** The reply body as JSON text, written by PostgreSQL (see queries.ts). */
    listActiveJson: async () => `{"projects":${await listBrowserProjectsJson(db, 'active')}}`,
    listArchiveJson: async () => `{"projects":${await listBrowserProjectsJson(db, 'archived')}}`,
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

import { inArray, sql } from 'drizzle-orm';
import { canChangeStage } from '@n5/shared/projects/stages';
import type { TForecastBody } from '@n5/shared/projects/schemas';
import type { TStageType } from '@n5/shared/projects/constants';
import type { TUser } from '@n5/shared/session/schemas';
import type { TDb } from '../../db/client';
import { projects } from '../../db/schema/index';
import type { AccountingGateway } from '../../lib/accounting/gateway';
import { forbidden, notFound } from '../../lib/errors';
import { countStages, listBrowserProjects, listBrowserProjectsJson } from './browser-queries';
import { setForecastCell } from './forecast-service';
import { createProject, fetchAssignments, pipelineReportCsv } from './project-service';
import { changeStage } from './stage-service';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The project browser's use cases; each write re-reads the row the grid replaces. */
export function createBrowserService(deps: {
  db: TDb;
  accounting: AccountingGateway;
  now?: () => Date;
}) {
  const { db, accounting } = deps;
  const now = deps.now ?? (() => new Date());

  async function getRow(projectId: number) {
    const [row] = await listBrowserProjects(db, { projectIds: [projectId] });
    if (!row) throw notFound(`There is no project ${projectId}.`);
    return row;
  }

  return {
    /** The reply body as JSON text, written by PostgreSQL (see browser-queries.ts). */
    listActiveJson: async () => `{"projects":${await listBrowserProjectsJson(db, 'active')}}`,
    listArchiveJson: async () => `{"projects":${await listBrowserProjectsJson(db, 'archived')}}`,
    stageCounts: async (user: TUser) => ({ projectCounts: await countStages(db, user.UserID) }),

    async changeStage(input: { projectID: number; stageType: TStageType }, user: TUser) {
      if (!canChangeStage(user)) {
        throw forbidden('Changing a stage needs the role PROJECT STAGE MANAGER.');
      }
      await changeStage(
        db,
        { projectId: input.projectID, stageType: input.stageType, today: isoDay(now()) },
        user.UserID,
      );
      return { project: await getRow(input.projectID) };
    },

    async setForecast(input: TForecastBody, user: TUser) {
      await setForecastCell(db, input, user.UserID);
      return { project: await getRow(input.projectID) };
    },

    async addProject(input: { projectName: string }, user: TUser) {
      const projectId = await createProject(db, input, user.UserID);
      return { project: [{ ProjectID: projectId }] };
    },

    async pipelineReport() {
      const rows = await listBrowserProjects(db, 'active');
      const ids = rows.map((r) => r.ProjectID);
      const probabilities = ids.length
        ? await db
            .select({ id: projects.projectId, p: sql<string>`${projects.probability}::text` })
            .from(projects)
            .where(inArray(projects.projectId, ids))
        : [];
      return pipelineReportCsv(rows, new Map(probabilities.map((r) => [r.id, r.p])), now());
    },

    refreshAssignments: () => fetchAssignments(accounting),
  };
}
export type TBrowserService = ReturnType<typeof createBrowserService>;

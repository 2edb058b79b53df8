import { and, asc, count, eq, gte, inArray, notInArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import {
  ARCHIVED_STAGES,
  BID_TYPES,
  FORECAST_KEYS,
  STAGE_ABBR,
  STAGE_TYPES,
  type TStageType,
} from '@n5/shared/project/constants';
import { bidTypeShort } from '@n5/shared/browser/format';
import {
  clientContractColor,
  forecastColor,
  forecastVariance,
  jobStartUpColor,
  notesColor,
} from '@n5/shared/browser/flags';
import { equals, isZero } from '@n5/shared/core/decimal';
import { FORECAST_FULL, forecastTotal } from '@n5/shared/forecast/rules';
import { z } from 'zod';
import { browserContract as c } from '@n5/shared/browser/contract';
import { notesContract } from '@n5/shared/notes/contract';
import { ZBrowserProject } from '@n5/shared/browser/schemas';
import type { TUser } from '@n5/shared/session/schemas';
import type { TDb } from '../../db/client';
import * as schema from '../../db/schema/index';
import { auditLog, forecasts, projects } from '../../db/schema/index';
import { useTestApp } from '../../testing/build-test-app';
import type { TProjectOverrides } from '../../testing/factories/project';
import { replyOf, type TCaller } from '../../testing/test-client';
import { LIST_SLICES, listBrowserProjects } from './queries';

const { t, callAs, refusedAs, requestAs, userOf, buildCompany, buildProject } = useTestApp();
let pm: TUser;
beforeAll(async () => {
  pm = await userOf('pm');
});

/** The list routes skip Fastify's reply check for speed; the contract still holds, strictly. */
const ZStrictList = z.object({ projects: z.array(ZBrowserProject.strict()) }).strict();
const list = async (contract: typeof c.listActive = c.listActive) => {
  const response = await requestAs('pm', contract);
  expect(response.statusCode).toBe(200);
  return ZStrictList.parse(response.json()).projects;
};

/** A new project's browser row (active or archived, as its stage says). */
async function rowOf(projectId: number) {
  const rows = [...(await list()), ...(await list(c.listArchive))];
  return rows.find((row) => row.ProjectID === projectId)!;
}
const buildRow = async (overrides: TProjectOverrides) =>
  rowOf((await buildProject(overrides)).ProjectID);

const projectCount = async (stages: 'active' | 'archived') =>
  (
    await t.database.db
      .select({ n: count() })
      .from(projects)
      .where(
        stages === 'active'
          ? notInArray(projects.stageType, [...ARCHIVED_STAGES])
          : inArray(projects.stageType, [...ARCHIVED_STAGES]),
      )
  )[0]!.n;

describe('GET /api/project/browser and /browser-archive', () => {
  it('lists the active projects with every column of the grid', async () => {
    const client = await buildCompany();
    const built = await buildProject({
      StageType: 'In Progress',
      ProjectManagerID: pm.UserID,
      ClientCompanyID: client.CompanyID,
    });
    const rows = await list();
    expect(rows).toHaveLength(await projectCount('active'));
    expect(rows.every((r) => !ARCHIVED_STAGES.includes(r.StageType))).toBe(true);
    const row = rows.find((r) => r.ProjectID === built.ProjectID)!;
    expect(row).toMatchObject({
      ProjectID: built.ProjectID,
      ClientCompanyName: client.CompanyName,
      PMInitials: pm.Initials,
      ProjectStageAbbr: expect.stringMatching(/^[1-4]/),
      ContractAmount: expect.stringMatching(/^\d+\.\d{2}$/),
      EstMargin: expect.stringMatching(/^\d+\.\d{2}$/),
      jan2: expect.stringMatching(/^\d\.\d{4}$/),
    });
  });

  it('lists only Completed, Canceled and Rejected in the archive', async () => {
    for (const stage of ARCHIVED_STAGES) await buildProject({ StageType: stage });
    const rows = await list(c.listArchive);
    expect(rows).toHaveLength(await projectCount('archived'));
    expect(new Set(rows.map((r) => r.StageType))).toEqual(new Set(ARCHIVED_STAGES));
  });

  it('computes flags in SQL exactly as the shared rules do, for every project', async () => {
    // Every forecast colour among live projects, whatever the seed holds.
    await buildProject({ StageType: 'In Progress', forecast: { jan2: '1.0000' } });
    await buildProject({ StageType: 'Approved', forecast: { jan2: '0.5000' } });
    await buildProject({ StageType: 'In Progress' });
    await buildProject({ StageType: 'Preparing Proposal' });
    const rows = [...(await list()), ...(await list(c.listArchive))];
    const facts = await t.database.db
      .select({
        id: projects.projectId,
        signed: projects.jobStartupSignedAt,
        approved: projects.clientApprovalDate,
        sent: projects.contractSentDate,
      })
      .from(projects);
    const byId = new Map(facts.map((f) => [f.id, f]));
    const now = new Date();
    for (const row of rows) {
      const fact = byId.get(row.ProjectID)!;
      const total = forecastTotal(row);
      expect(row.ForecastColor, `forecast of ${row.ProjectID}`).toBe(
        forecastColor(row.StageType, total),
      );
      expect(row.ScopeAckColor).toBe(jobStartUpColor(row.StageType, fact.signed !== null));
      expect(row.ClientContractColor).toBe(
        clientContractColor(row.StageType, {
          isApproved: fact.approved !== null,
          isSent: fact.sent !== null,
        }),
      );
      expect(row.NotesColor).toBe(
        notesColor(row.StageType, row.LastNoteDate ? new Date(row.LastNoteDate) : null, now),
      );
      expect(row.Variance).toBe(forecastVariance(total));
      expect(row.MasterWarning).toBe(
        [row.ForecastColor, row.ScopeAckColor, row.ClientContractColor].includes('red'),
      );
    }
    const colors = new Set(rows.map((r) => r.ForecastColor));
    expect(colors).toEqual(new Set(['green', 'yellow', 'red', 'grey']));
  });

  it('writes stage and bid type as JSON tokens, which holds only while the constants need no escaping', () => {
    const tokens = [
      ...STAGE_TYPES,
      ...Object.values(STAGE_ABBR),
      ...BID_TYPES,
      ...BID_TYPES.map(bidTypeShort),
      ...BID_TYPES.map((b) => b.split(' -> ')[0]!),
    ];
    for (const token of tokens) expect(JSON.stringify(token)).toBe(`"${token}"`);
  });

  it('runs a fixed number of statements (one per slice) whatever the number of rows', async () => {
    const counted = (counter: { n: number }): TDb => {
      const logger = { logQuery: () => void counter.n++ };
      return (t.database.pglite
        ? drizzlePglite(t.database.pglite, { schema, logger })
        : drizzlePg(t.database.pool!, { schema, logger })) as unknown as TDb;
    };
    const first = { n: 0 };
    const before = await listBrowserProjects(counted(first), 'active');
    const [template] = await t.database.db.select().from(projects).limit(1);
    const extra = Array.from({ length: 200 }, (_, i) => ({
      ...template!,
      projectId: 100_000 + i,
      projectName: `Extra ${i}`,
      stageType: 'In Progress' as const,
    }));
    await t.database.db.insert(projects).values(extra);
    const second = { n: 0 };
    const after = await listBrowserProjects(counted(second), 'active');
    expect(after.length).toBe(before.length + 200);
    expect(first.n).toBe(LIST_SLICES);
    expect(second.n).toBe(LIST_SLICES);
    await t.database.db.delete(projects).where(gte(projects.projectId, 100_000));
  });

  it('is for office staff: 401 signed out, 403 for field staff', async () => {
    expect((await refusedAs('anonymous', c.listActive)).status).toBe(401);
    expect((await refusedAs('field', c.listActive)).status).toBe(403);
    expect((await refusedAs('field', c.listArchive)).status).toBe(403);
  });
});

describe('GET /api/project/browser-row', () => {
  it('answers the row the list holds, and its notes marker after a note is added', async () => {
    const built = await buildProject({ StageType: 'In Progress', ManagedBy: pm.UserID });
    const before = (await callAs('pm', c.getRow, { query: { projectID: built.ProjectID } }))
      .project;
    expect(before).toEqual(await rowOf(built.ProjectID));
    expect(before.NotesColor).toBe('red');
    await callAs('pm', notesContract.addNote, {
      body: { projectID: built.ProjectID, note: 'Crane booked', includeClientInd: 0 },
    });
    const after = (await callAs('pm', c.getRow, { query: { projectID: built.ProjectID } })).project;
    expect(after.NotesColor).toBe('green');
  });

  it('refuses 401, 403 and an unknown project (404)', async () => {
    const query = { projectID: 1 };
    expect((await refusedAs('anonymous', c.getRow, { query })).status).toBe(401);
    expect((await refusedAs('field', c.getRow, { query })).status).toBe(403);
    expect((await refusedAs('pm', c.getRow, { query: { projectID: 99_999_999 } })).status).toBe(
      404,
    );
  });
});

describe('GET /api/project/projectstagecount', () => {
  it('counts active projects per stage and the user’s own (PM, PE or SI)', async () => {
    await buildProject({ StageType: 'In Progress', ProjectManagerID: pm.UserID });
    const { projectCounts: counts } = await callAs('pm', c.stageCounts);
    const rows = await list();
    const n = (stage: string) => rows.filter((r) => r.StageType === stage).length;
    expect(counts).toEqual({
      WIPCount: n('In Progress'),
      ApprovedCount: n('Approved'),
      ClientCount: n('Awaiting Approval'),
      PrepCount: n('Preparing Proposal'),
      MeCount: rows.filter((r) =>
        [r.ProjectManagerID, r.ProjectEngineerID, r.SuperintendentID].includes(pm.UserID),
      ).length,
    });
    expect(counts.MeCount).toBeGreaterThan(0);
  });

  it('refuses 401 and 403', async () => {
    expect((await refusedAs('anonymous', c.stageCounts)).status).toBe(401);
    expect((await refusedAs('field', c.stageCounts)).status).toBe(403);
  });
});

describe('POST /api/project/stagetype', () => {
  const change = async (caller: TCaller, projectID: number, stageType: TStageType) =>
    (await callAs(caller, c.changeStage, { body: { projectID, stageType } })).project;
  const refusedChange = (caller: TCaller, projectID: number, stageType: string) =>
    refusedAs(caller, c.changeStage, { body: { projectID, stageType } });

  it('advances Approved to WIP and WIP to Completed, replying with the row, and audits', async () => {
    const approved = await buildProject({ StageType: 'Approved' });
    expect(await change('pm', approved.ProjectID, 'In Progress')).toMatchObject({
      ProjectID: approved.ProjectID,
      StageType: 'In Progress',
      ProjectStageAbbr: '1WIP',
    });
    expect(await change('pm', approved.ProjectID, 'Completed')).toMatchObject({
      StageType: 'Completed',
      ProjectStageAbbr: '5DONE',
    });
    const [row] = await t.database.db
      .select({ completedInd: projects.completedInd, completedDate: projects.completedDate })
      .from(projects)
      .where(eq(projects.projectId, approved.ProjectID));
    expect(row).toEqual({ completedInd: 1, completedDate: new Date().toISOString().slice(0, 10) });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(approved.ProjectID)), eq(auditLog.action, 'update')));
    // The factory reached Approved through the same change, as the superuser.
    const byPm = audit.filter((a) => a.userId === pm.UserID);
    expect(byPm.filter((a) => a.entity === 'project' && a.field === 'stageType')).toEqual([
      expect.objectContaining({ oldValue: 'Approved', newValue: 'In Progress', userId: pm.UserID }),
      expect.objectContaining({
        oldValue: 'In Progress',
        newValue: 'Completed',
        userId: pm.UserID,
      }),
    ]);
  });

  it('cancels or rejects a proposal', async () => {
    const prep = await buildProject();
    expect((await change('pm', prep.ProjectID, 'Canceled')).StageType).toBe('Canceled');
    const client = await buildProject({ StageType: 'Awaiting Approval' });
    expect((await change('pm', client.ProjectID, 'Rejected')).StageType).toBe('Rejected');
  });

  it('refuses any other change with 400 and changes nothing', async () => {
    const prep = await buildProject();
    const wip = await buildProject({ StageType: 'In Progress' });
    const completed = await buildProject({ StageType: 'Completed' });
    for (const [id, stage] of [
      [prep.ProjectID, 'In Progress'],
      [prep.ProjectID, 'Approved'],
      [wip.ProjectID, 'Approved'],
      [wip.ProjectID, 'Canceled'],
      [completed.ProjectID, 'In Progress'],
    ] as const) {
      const refused = await refusedChange('pm', id, stage);
      expect(refused.status, `${id} -> ${stage}`).toBe(400);
      expect(refused.error.message).toMatch(/cannot move/);
    }
    expect((await refusedChange('pm', prep.ProjectID, 'Nope')).status).toBe(400);
    expect((await rowOf(prep.ProjectID)).StageType).toBe('Preparing Proposal');
    expect((await rowOf(wip.ProjectID)).StageType).toBe('In Progress');
    // Asking for the stage it is in (a second click) changes nothing and is no error.
    expect((await change('pm', wip.ProjectID, 'In Progress')).StageType).toBe('In Progress');
  });

  it('is the same change as the Project Info form: a client proposal may be approved', async () => {
    const client = await buildProject({ StageType: 'Awaiting Approval' });
    expect((await change('pm', client.ProjectID, 'Approved')).StageType).toBe('Approved');
  });

  it('needs role PROJECT STAGE MANAGER (403), a session (401) and a project (404)', async () => {
    const wip = await buildProject({ StageType: 'In Progress' });
    expect((await refusedChange('estimator', wip.ProjectID, 'Completed')).status).toBe(403);
    expect((await refusedChange('admin', wip.ProjectID, 'Completed')).status).toBe(403);
    expect((await refusedChange('anonymous', wip.ProjectID, 'Completed')).status).toBe(401);
    expect((await refusedChange('pm', 999_999, 'Completed')).status).toBe(404);
  });
});

describe('POST /api/project/browser-forecast', () => {
  const setCell = async (body: {
    projectID: number;
    forecastYear: number;
    forecastMonth: number;
    forecastPercent: string | number;
    monthStr?: string;
  }) => (await callAs('pm', c.setBrowserForecast, { body })).project;
  const refusedCell = (caller: TCaller, body: Record<string, unknown>) =>
    refusedAs(caller, c.setBrowserForecast, { body });
  const cells = async (projectId: number) =>
    (await t.database.db.select().from(forecasts).where(eq(forecasts.projectId, projectId)))[0]!;

  it('saves a month and replies with the recomputed row', async () => {
    const row = await buildRow({ StageType: 'Approved' });
    expect(isZero(forecastTotal(row))).toBe(true);
    const project = await setCell({
      projectID: row.ProjectID,
      forecastYear: 2,
      forecastMonth: 12,
      forecastPercent: '0.2500',
      monthStr: 'dec',
    });
    expect(project).toMatchObject({
      ProjectID: row.ProjectID,
      dec2: '0.2500',
      ForecastTotal: '0.2500',
      Variance: '-0.7500',
      ForecastColor: 'yellow',
    });
    expect((await cells(row.ProjectID)).dec2).toBe('0.2500');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'forecast'), eq(auditLog.entityId, String(row.ProjectID))))
      .orderBy(asc(auditLog.auditId));
    expect(audit.at(-1)).toMatchObject({ field: 'dec2', oldValue: '0.0000', newValue: '0.2500' });
  });

  it('refuses a month over 100% and a total over 100% with 400, saving nothing', async () => {
    const row = await buildRow({ StageType: 'In Progress', forecast: { jan2: '1.0000' } });
    expect(equals(forecastTotal(row), FORECAST_FULL)).toBe(true);
    const before = await cells(row.ProjectID);
    const over = await refusedCell('pm', {
      projectID: row.ProjectID,
      forecastYear: 3,
      forecastMonth: 6,
      forecastPercent: 1.01,
    });
    expect(over.status).toBe(400);
    const total = await refusedCell('pm', {
      projectID: row.ProjectID,
      forecastYear: 3,
      forecastMonth: 6,
      forecastPercent: 0.01,
    });
    expect(total.status).toBe(400);
    expect(total.error.message).toMatch(/100%/);
    expect(await cells(row.ProjectID)).toEqual(before);
  });

  it('refuses bad input (400), unknown projects (404) and non-office users (403)', async () => {
    const { ProjectID } = await buildProject();
    const base = { projectID: ProjectID, forecastYear: 2, forecastMonth: 1, forecastPercent: 0.1 };
    expect((await refusedCell('pm', { ...base, forecastYear: 4 })).status).toBe(400);
    expect((await refusedCell('pm', { ...base, forecastMonth: 13 })).status).toBe(400);
    expect((await refusedCell('pm', { ...base, forecastPercent: 'abc' })).status).toBe(400);
    expect((await refusedCell('pm', { ...base, forecastPercent: -0.1 })).status).toBe(400);
    expect((await refusedCell('pm', { ...base, monthStr: 'feb' })).status).toBe(400);
    expect((await refusedCell('pm', { ...base, projectID: 999_999 })).status).toBe(404);
    expect((await refusedCell('field', base)).status).toBe(403);
  });

  it('keeps every one of the 36 cells reachable', () => {
    expect(FORECAST_KEYS).toHaveLength(36);
  });
});

describe('POST /api/project/addproject', () => {
  it('creates a project with an empty forecast, the creator as estimator', async () => {
    const estimator = await userOf('estimator');
    const reply = await callAs('estimator', c.addProject, {
      body: { projectName: '  Lenexa Library Reroof  ' },
    });
    const id = reply.project[0]!.ProjectID;
    expect(await rowOf(id)).toMatchObject({
      ProjectName: 'Lenexa Library Reroof',
      StageType: 'Preparing Proposal',
      EstimatedBy: estimator.UserID,
      ForecastTotal: '0.0000',
    });
    expect(
      await t.database.db.select().from(forecasts).where(eq(forecasts.projectId, id)),
    ).toHaveLength(1);
  });

  it('refuses an empty name (400) and non-office users (401/403)', async () => {
    expect((await refusedAs('pm', c.addProject, { body: { projectName: '   ' } })).status).toBe(
      400,
    );
    expect((await refusedAs('field', c.addProject, { body: { projectName: 'x' } })).status).toBe(
      403,
    );
  });
});

describe('GET /api/project/pipeline-report', () => {
  it('gives permission 8 a CSV of the active projects', async () => {
    const response = await requestAs('admin', c.pipelineReport);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/csv/);
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="pipeline-report-/,
    );
    const lines = replyOf(c.pipelineReport, response).trim().split('\r\n');
    expect(lines[0]).toMatch(/^Project ID,Project,Client,Stage/);
    expect(lines.length - 1).toBe((await list()).length);
  });

  it('refuses users without permission 8 (403) and signed-out callers (401)', async () => {
    expect((await refusedAs('pm', c.pipelineReport)).status).toBe(403);
    expect((await refusedAs('accounting', c.pipelineReport)).status).toBe(403);
    expect((await refusedAs('anonymous', c.pipelineReport)).status).toBe(401);
  });
});

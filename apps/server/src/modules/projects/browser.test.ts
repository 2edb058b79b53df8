import { eq, gte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import {
  ARCHIVED_STAGES,
  BID_TYPES,
  FORECAST_KEYS,
  STAGE_ABBR,
  STAGE_TYPES,
} from '@n5/shared/projects/constants';
import { bidTypeShort } from '@n5/shared/projects/browser-format';
import {
  clientContractColor,
  forecastColor,
  forecastVariance,
  jobStartUpColor,
  notesColor,
} from '@n5/shared/projects/flags';
import { forecastTotalBp } from '@n5/shared/projects/forecast';
import { z } from 'zod';
import { ZBrowserProject, type TBrowserProject } from '@n5/shared/projects/schemas';
import type { TDb } from '../../db/client';
import * as schema from '../../db/schema/index';
import { auditLog, forecasts, projects } from '../../db/schema/index';
import { useTestApp } from '../../testing/build-test-app';
import { LIST_SLICES, listBrowserProjects } from './browser-queries';

const { t, pm, estimator, admin, accounting, field } = useTestApp();

const list = async (url = '/api/project/browser') => {
  const res = await pm({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  // The list routes skip Fastify's reply check for speed; the contract still holds.
  return z
    .object({ projects: z.array(ZBrowserProject.strict()) })
    .strict()
    .parse(res.json()).projects as TBrowserProject[];
};

/** A seeded project in `stage` that no other test of this file touches. */
async function projectIn(stage: string, skip = 0) {
  const rows = await list(
    ARCHIVED_STAGES.includes(stage as never) ? '/api/project/browser-archive' : undefined,
  );
  const row = rows.filter((r) => r.StageType === stage)[skip];
  if (!row) throw new Error(`No seeded project in ${stage}`);
  return row;
}

describe('GET /api/project/browser and /browser-archive', () => {
  it('lists the active projects with every column of the grid', async () => {
    const rows = await list();
    expect(rows.length).toBeGreaterThan(50);
    expect(rows.every((r) => !ARCHIVED_STAGES.includes(r.StageType))).toBe(true);
    const row = rows.find((r) => r.PMInitials && r.ClientCompanyName)!;
    expect(row).toMatchObject({
      ProjectID: expect.any(Number),
      ProjectStageAbbr: expect.stringMatching(/^[1-4]/),
      ContractAmount: expect.stringMatching(/^\d+\.\d{2}$/),
      EstMargin: expect.stringMatching(/^\d+\.\d{2}$/),
      jan2: expect.stringMatching(/^\d\.\d{4}$/),
    });
  });

  it('lists only Completed, Canceled and Rejected in the archive', async () => {
    const rows = await list('/api/project/browser-archive');
    expect(rows.length).toBeGreaterThan(10);
    expect(new Set(rows.map((r) => r.StageType))).toEqual(new Set(ARCHIVED_STAGES));
  });

  it('computes flags in SQL exactly as the shared rules do, for every seeded project', async () => {
    const rows = [...(await list()), ...(await list('/api/project/browser-archive'))];
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
      const totalBp = forecastTotalBp(row);
      expect(row.ForecastColor, `forecast of ${row.ProjectID}`).toBe(
        forecastColor(row.StageType, totalBp),
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
      expect(row.Variance).toBe(forecastVariance(totalBp));
      expect(row.MasterWarning).toBe(
        [row.ForecastColor, row.ScopeAckColor, row.ClientContractColor].includes('red'),
      );
    }
    // The seed has every forecast colour among live projects.
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
    expect((await t.app.inject({ method: 'GET', url: '/api/project/browser' })).statusCode).toBe(
      401,
    );
    expect((await field({ method: 'GET', url: '/api/project/browser' })).statusCode).toBe(403);
    expect((await field({ method: 'GET', url: '/api/project/browser-archive' })).statusCode).toBe(
      403,
    );
  });
});

describe('GET /api/project/projectstagecount', () => {
  it('counts active projects per stage and the user’s own (PM, PE or SI)', async () => {
    const res = await pm({ method: 'GET', url: '/api/project/projectstagecount' });
    expect(res.statusCode).toBe(200);
    const counts = res.json().projectCounts;
    const rows = await list();
    const n = (stage: string) => rows.filter((r) => r.StageType === stage).length;
    expect(counts).toEqual({
      WIPCount: n('In Progress'),
      ApprovedCount: n('Approved'),
      ClientCount: n('Awaiting Approval'),
      PrepCount: n('Preparing Proposal'),
      MeCount: rows.filter((r) =>
        [r.ProjectManagerID, r.ProjectEngineerID, r.SuperintendentID].includes(3),
      ).length,
    });
    expect(counts.MeCount).toBeGreaterThan(0);
  });

  it('refuses 401 and 403', async () => {
    const url = '/api/project/projectstagecount';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await field({ method: 'GET', url })).statusCode).toBe(403);
  });
});

describe('POST /api/project/stagetype', () => {
  const change = (who: typeof pm, projectID: number, stageType: string) =>
    who({ method: 'POST', url: '/api/project/stagetype', payload: { projectID, stageType } });

  it('advances Approved to WIP and WIP to Completed, replying with the row, and audits', async () => {
    const approved = await projectIn('Approved');
    const res = await change(pm, approved.ProjectID, 'In Progress');
    expect(res.statusCode).toBe(200);
    expect(res.json().project).toMatchObject({
      ProjectID: approved.ProjectID,
      StageType: 'In Progress',
      ProjectStageAbbr: '1WIP',
    });
    const done = await change(pm, approved.ProjectID, 'Completed');
    expect(done.json().project).toMatchObject({
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
      .where(eq(auditLog.entityId, String(approved.ProjectID)));
    expect(audit.filter((a) => a.entity === 'project' && a.field === 'stageType')).toEqual([
      expect.objectContaining({ oldValue: 'Approved', newValue: 'In Progress', userId: 3 }),
      expect.objectContaining({ oldValue: 'In Progress', newValue: 'Completed', userId: 3 }),
    ]);
  });

  it('cancels or rejects a proposal', async () => {
    const prep = await projectIn('Preparing Proposal');
    expect((await change(pm, prep.ProjectID, 'Canceled')).json().project.StageType).toBe(
      'Canceled',
    );
    const client = await projectIn('Awaiting Approval');
    expect((await change(pm, client.ProjectID, 'Rejected')).json().project.StageType).toBe(
      'Rejected',
    );
  });

  it('refuses any other change with 400 and changes nothing', async () => {
    const prep = await projectIn('Preparing Proposal', 1);
    const wip = await projectIn('In Progress', 1);
    const completed = await projectIn('Completed');
    for (const [id, stage] of [
      [prep.ProjectID, 'In Progress'],
      [prep.ProjectID, 'Approved'],
      [wip.ProjectID, 'Approved'],
      [wip.ProjectID, 'Canceled'],
      [completed.ProjectID, 'In Progress'],
      [wip.ProjectID, 'In Progress'],
    ] as const) {
      const res = await change(pm, id, stage);
      expect(res.statusCode, `${id} -> ${stage}`).toBe(400);
      expect(res.json().error.message).toMatch(/cannot move/);
    }
    expect((await change(pm, prep.ProjectID, 'Nope')).statusCode).toBe(400);
    expect((await projectIn('Preparing Proposal', 1)).ProjectID).toBe(prep.ProjectID);
  });

  it('needs role PROJECT STAGE MANAGER (403), a session (401) and a project (404)', async () => {
    const wip = await projectIn('In Progress', 2);
    expect((await change(estimator, wip.ProjectID, 'Completed')).statusCode).toBe(403);
    expect((await change(admin, wip.ProjectID, 'Completed')).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/project/stagetype',
      headers: { origin: 'http://localhost:3000' },
      payload: { projectID: wip.ProjectID, stageType: 'Completed' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await change(pm, 999_999, 'Completed')).statusCode).toBe(404);
  });
});

describe('POST /api/project/browser-forecast', () => {
  const setCell = (who: typeof pm, payload: Record<string, unknown>) =>
    who({ method: 'POST', url: '/api/project/browser-forecast', payload });
  const cells = async (projectId: number) =>
    (await t.database.db.select().from(forecasts).where(eq(forecasts.projectId, projectId)))[0]!;

  it('saves a month and replies with the recomputed row', async () => {
    const row = (await list()).find((r) => forecastTotalBp(r) === 0 && r.StageType === 'Approved')!;
    const res = await setCell(pm, {
      projectID: row.ProjectID,
      forecastYear: 2,
      forecastMonth: 12,
      forecastPercent: '0.2500',
      monthStr: 'dec',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().project).toMatchObject({
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
      .where(eq(auditLog.entity, 'forecast'));
    expect(audit.at(-1)).toMatchObject({ field: 'dec2', oldValue: '0.0000', newValue: '0.2500' });
  });

  it('refuses a month over 100% and a total over 100% with 400, saving nothing', async () => {
    const row = (await list()).find(
      (r) => forecastTotalBp(r) === 10_000 && r.StageType === 'In Progress',
    )!;
    const before = await cells(row.ProjectID);
    const over = await setCell(pm, {
      projectID: row.ProjectID,
      forecastYear: 3,
      forecastMonth: 6,
      forecastPercent: 1.01,
    });
    expect(over.statusCode).toBe(400);
    const total = await setCell(pm, {
      projectID: row.ProjectID,
      forecastYear: 3,
      forecastMonth: 6,
      forecastPercent: 0.01,
    });
    expect(total.statusCode).toBe(400);
    expect(total.json().error.message).toMatch(/100%/);
    expect(await cells(row.ProjectID)).toEqual(before);
  });

  it('refuses bad input (400), unknown projects (404) and non-office users (403)', async () => {
    const base = { projectID: 1, forecastYear: 2, forecastMonth: 1, forecastPercent: 0.1 };
    expect((await setCell(pm, { ...base, forecastYear: 4 })).statusCode).toBe(400);
    expect((await setCell(pm, { ...base, forecastMonth: 13 })).statusCode).toBe(400);
    expect((await setCell(pm, { ...base, forecastPercent: 'abc' })).statusCode).toBe(400);
    expect((await setCell(pm, { ...base, forecastPercent: -0.1 })).statusCode).toBe(400);
    expect((await setCell(pm, { ...base, monthStr: 'feb' })).statusCode).toBe(400);
    expect((await setCell(pm, { ...base, projectID: 999_999 })).statusCode).toBe(404);
    expect((await setCell(field, base)).statusCode).toBe(403);
  });

  it('keeps every one of the 36 cells reachable', () => {
    expect(FORECAST_KEYS).toHaveLength(36);
  });
});

describe('POST /api/project/addproject', () => {
  it('creates a project with an empty forecast, the creator as estimator', async () => {
    const res = await estimator({
      method: 'POST',
      url: '/api/project/addproject',
      payload: { projectName: '  Lenexa Library Reroof  ' },
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().project[0].ProjectID;
    const row = (await list()).find((r) => r.ProjectID === id)!;
    expect(row).toMatchObject({
      ProjectName: 'Lenexa Library Reroof',
      StageType: 'Preparing Proposal',
      EstimatedBy: 4,
      ForecastTotal: '0.0000',
    });
    expect(
      await t.database.db.select().from(forecasts).where(eq(forecasts.projectId, id)),
    ).toHaveLength(1);
  });

  it('refuses an empty name (400) and non-office users (401/403)', async () => {
    const url = '/api/project/addproject';
    expect((await pm({ method: 'POST', url, payload: { projectName: '   ' } })).statusCode).toBe(
      400,
    );
    expect((await field({ method: 'POST', url, payload: { projectName: 'x' } })).statusCode).toBe(
      403,
    );
  });
});

describe('GET /api/project/pipeline-report', () => {
  it('gives permission 8 a CSV of the active projects', async () => {
    const res = await admin({ method: 'GET', url: '/api/project/pipeline-report' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="pipeline-report-/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^Project ID,Project,Client,Stage/);
    expect(lines.length - 1).toBe((await list()).length);
  });

  it('refuses users without permission 8 (403) and signed-out callers (401)', async () => {
    const url = '/api/project/pipeline-report';
    expect((await pm({ method: 'GET', url })).statusCode).toBe(403);
    expect((await accounting({ method: 'GET', url })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

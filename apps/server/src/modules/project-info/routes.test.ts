import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_EXCLUSIONS } from '@n5/shared/projects/constants';
import {
  auditLog,
  forecasts,
  projectNotificationRecipients,
  projects,
} from '../../db/schema/index';
import { type TUserCaller, useTestApp } from '../../testing/build-test-app';

const { t, pm, estimator, accounting, superuser, field } = useTestApp();
let prepId: number;
let wipId: number;

const set = (as: TUserCaller, projectID: number, f: string, value: unknown) =>
  as({
    method: 'POST',
    url: '/api/project/setprojectinfo',
    payload: { projectID, field: f, value },
  });

beforeAll(async () => {
  const byStage = async (stage: 'Preparing Proposal' | 'In Progress') => {
    const [row] = await t.database.db
      .select({ id: projects.projectId })
      .from(projects)
      .where(eq(projects.stageType, stage))
      .orderBy(projects.projectId)
      .limit(1);
    return row!.id;
  };
  prepId = await byStage('Preparing Proposal');
  wipId = await byStage('In Progress');
});

describe('GET /api/project/project and /project-name', () => {
  it('returns every Project Info field by the spec names', async () => {
    const res = await pm({ method: 'GET', url: `/api/project/project?projectID=${prepId}` });
    expect(res.statusCode).toBe(200);
    const [project] = res.json().projects;
    expect(project).toMatchObject({
      ProjectID: prepId,
      project_id: prepId,
      StageType: 'Preparing Proposal',
    });
    expect(project.Retention).toMatch(/^\d\.\d{4}$/);
    expect(['Detail', 'Summary']).toContain(project.ProposalFormatType);
    const name = await pm({ method: 'GET', url: `/api/project/project-name?projectID=${prepId}` });
    expect(name.json()).toEqual({ projectName: project.ProjectName });
  });

  it('answers 404 for an unknown project, 400 for a bad id, 401/403 for strangers', async () => {
    expect(
      (await pm({ method: 'GET', url: '/api/project/project?projectID=999999' })).statusCode,
    ).toBe(404);
    expect(
      (await pm({ method: 'GET', url: '/api/project/project-name?projectID=999999' })).statusCode,
    ).toBe(404);
    expect(
      (await pm({ method: 'GET', url: '/api/project/project?projectID=abc' })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/project/project?projectID=${prepId}` }))
        .statusCode,
    ).toBe(401);
    expect(
      (await field({ method: 'GET', url: `/api/project/project?projectID=${prepId}` })).statusCode,
    ).toBe(403);
  });
});

describe('dropdown sources', () => {
  it('lists contacts, work locations, client companies and billing addresses', async () => {
    const contacts = (await pm({ method: 'GET', url: '/api/project/contacts' })).json().contacts;
    expect(contacts.length).toBeGreaterThan(0);
    expect(contacts[0]).toHaveProperty('ContactName');
    const locations = (await pm({ method: 'GET', url: '/api/project/worklocationnames' })).json();
    expect(locations.workLocationNames.length).toBeGreaterThan(0);
    const names = locations.workLocationNames.map(
      (l: { WorkLocationName: string }) => l.WorkLocationName,
    );
    expect(new Set(names).size).toBe(names.length);
    const companies = (await pm({ method: 'GET', url: '/api/project/clientcompanies' })).json();
    expect(companies.companies.length).toBeGreaterThan(0);
    const billing = (await pm({ method: 'GET', url: '/api/project/billingaddresses' })).json();
    expect(Array.isArray(billing.billingAddresses)).toBe(true);
    for (const url of ['/api/project/contacts', '/api/project/clientcompanies']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await field({ method: 'GET', url })).statusCode).toBe(403);
    }
  });
});

describe('POST /api/project/setprojectinfo', () => {
  it('saves a text field, trims it, and audits the change', async () => {
    const res = await set(estimator, prepId, 'ProjectDescription', '  New scope text  ');
    expect(res.statusCode).toBe(200);
    expect(res.json().project.ProjectDescription).toBe('New scope text');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'project'),
          eq(auditLog.entityId, String(prepId)),
          eq(auditLog.field, 'ProjectDescription'),
        ),
      );
    expect(audit.at(-1)).toMatchObject({ newValue: 'New scope text', action: 'update' });
  });

  it('stores percents as fractions and refuses more than 100%', async () => {
    const ok = await set(estimator, prepId, 'Probability', '0.755');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().project.Probability).toBe('0.7550');
    const retention = await set(estimator, prepId, 'Retention', 0.1);
    expect(retention.json().project.Retention).toBe('0.1000');
    const tooMuch = await set(estimator, prepId, 'Retention', '1.5');
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.message).toContain('Retention');
    expect((await set(estimator, prepId, 'Probability', -0.1)).statusCode).toBe(400);
  });

  it('checks each field: unknown field, bad enum, bad date, bad number, missing reference, empty name', async () => {
    const unknown = await set(estimator, prepId, 'ProposalFormatType', 'Summary');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain('ProposalFormatType');
    expect((await set(estimator, prepId, 'api_version', 'v2')).statusCode).toBe(400);
    expect((await set(estimator, prepId, 'BidType', 'Plumbing -> Project')).statusCode).toBe(400);
    expect((await set(estimator, prepId, 'SubmittedDate', '2026-02-30')).statusCode).toBe(400);
    expect((await set(estimator, prepId, 'Days', 'ten')).statusCode).toBe(400);
    expect((await set(estimator, prepId, 'Days', -1)).statusCode).toBe(400);
    expect((await set(estimator, prepId, 'BudgetInd', 2)).statusCode).toBe(400);
    const noUser = await set(estimator, prepId, 'ProjectManagerID', 987654);
    expect(noUser.statusCode).toBe(400);
    expect(noUser.json().error.message).toBe('Project Manager: there is no user 987654.');
    expect((await set(estimator, prepId, 'ClientContactID', 987654)).statusCode).toBe(400);
    const empty = await set(estimator, prepId, 'ProjectName', '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Project Name: is required.');
    expect((await set(estimator, 999999, 'Days', 5)).statusCode).toBe(404);
  });

  it('saves dates, ids, bid type and clears them with empty values', async () => {
    expect(
      (await set(estimator, prepId, 'SubmittedDate', '2026-11-20')).json().project.SubmittedDate,
    ).toBe('2026-11-20');
    expect(
      (await set(estimator, prepId, 'SubmittedDate', '')).json().project.SubmittedDate,
    ).toBeNull();
    expect(
      (await set(estimator, prepId, 'ProjectManagerID', 3)).json().project.ProjectManagerID,
    ).toBe(3);
    expect((await set(estimator, prepId, 'BidType', 'Service -> T&M')).json().project.BidType).toBe(
      'Service -> T&M',
    );
    expect((await set(estimator, prepId, 'Days', '12')).json().project.Days).toBe(12);
  });

  it('lets only a PROJECT STAGE MANAGER (or Superuser) change the stage', async () => {
    const refused = await set(estimator, prepId, 'StageType', 'Awaiting Approval');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toContain('PROJECT STAGE MANAGER');
    expect((await set(pm, prepId, 'StageType', 'Awaiting Approval')).json().project.StageType).toBe(
      'Awaiting Approval',
    );
    expect((await set(superuser, prepId, 'StageType', 'Preparing Proposal')).statusCode).toBe(200);
    expect((await set(pm, prepId, 'StageType', 'Started')).statusCode).toBe(400);
  });

  it('changes the Kansas remodel tax only in Preparing Proposal or Awaiting Approval', async () => {
    expect(
      (await set(estimator, prepId, 'KSRemodelingTaxInd', -1)).json().project.KSRemodelingTaxInd,
    ).toBe(-1);
    const late = await set(estimator, wipId, 'KSRemodelingTaxInd', 1);
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toContain('In Progress');
  });

  it('writes no audit row when the value did not change', async () => {
    await set(estimator, prepId, 'Days', 30);
    const count = async () =>
      (
        await t.database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entityId, String(prepId)), eq(auditLog.field, 'Days')))
      ).length;
    const before = await count();
    expect((await set(estimator, prepId, 'Days', '30')).statusCode).toBe(200);
    expect(await count()).toBe(before);
  });

  it('refuses strangers', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/project/setprojectinfo',
          payload: { projectID: prepId, field: 'Days', value: 1 },
        })
      ).statusCode,
    ).toBe(401);
    expect((await set(field, prepId, 'Days', 1)).statusCode).toBe(403);
  });
});

describe('POST /api/project/duplicate-project', () => {
  it('copies the project as a new proposal with its forecast and notification list, audited', async () => {
    const [source] = await t.database.db
      .select()
      .from(projects)
      .where(eq(projects.projectId, wipId));
    const res = await pm({
      method: 'POST',
      url: '/api/project/duplicate-project',
      payload: { projectName: '  Copy of the job ', projectIDToCopy: wipId },
    });
    expect(res.statusCode).toBe(200);
    const [{ ProjectID }] = res.json();
    expect(ProjectID).not.toBe(wipId);
    const [copy] = await t.database.db
      .select()
      .from(projects)
      .where(eq(projects.projectId, ProjectID));
    expect(copy).toMatchObject({
      projectName: 'Copy of the job',
      stageType: 'Preparing Proposal',
      clientCompanyId: source!.clientCompanyId,
      workLocationName: source!.workLocationName,
      retention: source!.retention,
      exclusions: source!.exclusions ?? DEFAULT_EXCLUSIONS,
      clientApprovalDate: null,
    });
    const [sourceForecast] = await t.database.db
      .select()
      .from(forecasts)
      .where(eq(forecasts.projectId, wipId));
    const [copyForecast] = await t.database.db
      .select()
      .from(forecasts)
      .where(eq(forecasts.projectId, ProjectID));
    if (sourceForecast) expect({ ...copyForecast, projectId: wipId }).toEqual(sourceForecast);
    const recipients = (pid: number) =>
      t.database.db
        .select({ userId: projectNotificationRecipients.userId })
        .from(projectNotificationRecipients)
        .where(eq(projectNotificationRecipients.projectId, pid));
    expect((await recipients(ProjectID)).map((r) => r.userId).sort()).toEqual(
      (await recipients(wipId)).map((r) => r.userId).sort(),
    );
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'project'), eq(auditLog.entityId, String(ProjectID))));
    expect(audit.find((a) => a.field === 'duplicatedFrom')?.newValue).toBe(String(wipId));
  });

  it('needs a name and a known project; refuses strangers', async () => {
    const noName = await pm({
      method: 'POST',
      url: '/api/project/duplicate-project',
      payload: { projectName: '  ', projectIDToCopy: wipId },
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.message).toContain('name');
    expect(
      (
        await pm({
          method: 'POST',
          url: '/api/project/duplicate-project',
          payload: { projectName: 'X', projectIDToCopy: 999999 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/project/duplicate-project',
          payload: { projectName: 'X', projectIDToCopy: wipId },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await field({
          method: 'POST',
          url: '/api/project/duplicate-project',
          payload: { projectName: 'X', projectIDToCopy: wipId },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/acumatica/project-task-spreadsheet', () => {
  it('is for permission 9: accounting gets the rows, a project manager 403', async () => {
    const ok = await accounting({
      method: 'GET',
      url: `/api/acumatica/project-task-spreadsheet?projectID=${wipId}`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ rows: [] });
    const refused = await pm({
      method: 'GET',
      url: `/api/acumatica/project-task-spreadsheet?projectID=${wipId}`,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toContain('permission 9');
    expect(
      (
        await accounting({
          method: 'GET',
          url: '/api/acumatica/project-task-spreadsheet?projectID=999999',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/acumatica/project-task-spreadsheet?projectID=${wipId}`,
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('forecasting on the project page', () => {
  const cell = (projectID: number, forecastMonth: number, forecastPercent: string) =>
    pm({
      method: 'POST',
      url: '/api/project/forecast',
      payload: { projectID, forecastYear: 2, forecastMonth, forecastPercent, monthStr: undefined },
    });

  it('reads 36 cells and the current year; a project without a row reads zeros', async () => {
    const res = await pm({
      method: 'GET',
      url: `/api/project/project-forecasting?projectID=${wipId}`,
    });
    expect(res.statusCode).toBe(200);
    const { forecasting } = res.json();
    expect(Object.keys(forecasting.cells)).toHaveLength(36);
    expect(forecasting.currentYear).toBe(new Date().getUTCFullYear());
    const fresh = await pm({
      method: 'POST',
      url: '/api/project/duplicate-project',
      payload: { projectName: 'No forecast yet', projectIDToCopy: prepId },
    });
    const id = fresh.json()[0].ProjectID;
    await t.database.db.delete(forecasts).where(eq(forecasts.projectId, id));
    const empty = await pm({
      method: 'GET',
      url: `/api/project/project-forecasting?projectID=${id}`,
    });
    expect(Object.values(empty.json().forecasting.cells).every((v) => v === '0.0000')).toBe(true);
  });

  it('saves a cell, refuses a total over 100% and saves nothing, and audits', async () => {
    const fresh = await pm({
      method: 'POST',
      url: '/api/project/duplicate-project',
      payload: { projectName: 'Forecast me', projectIDToCopy: prepId },
    });
    const id = fresh.json()[0].ProjectID;
    await t.database.db.delete(forecasts).where(eq(forecasts.projectId, id));
    const first = await cell(id, 3, '0.6');
    expect(first.statusCode).toBe(200);
    expect(first.json().forecasting.cells.mar2).toBe('0.6000');
    const over = await cell(id, 4, '0.5');
    expect(over.statusCode).toBe(400);
    expect(over.json().error.message).toContain('110%');
    const after = await pm({
      method: 'GET',
      url: `/api/project/project-forecasting?projectID=${id}`,
    });
    expect(after.json().forecasting.cells.apr2).toBe('0.0000');
    expect((await cell(id, 4, '0.4')).json().forecasting.cells.apr2).toBe('0.4000');
    const flags = await pm({ method: 'GET', url: `/api/project/project-flags?projectID=${id}` });
    expect(flags.json().flags.ForecastColor).toBe('green');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'forecast'), eq(auditLog.entityId, String(id))));
    expect(audit.map((a) => a.field)).toEqual(expect.arrayContaining(['mar2', 'apr2']));
  });

  it('refuses bad cells, unknown projects and strangers', async () => {
    expect((await cell(wipId, 13, '0.1')).statusCode).toBe(400);
    expect((await cell(wipId, 1, '1.5')).statusCode).toBe(400);
    expect((await cell(999999, 1, '0.1')).statusCode).toBe(404);
    expect(
      (await pm({ method: 'GET', url: '/api/project/project-forecasting?projectID=999999' }))
        .statusCode,
    ).toBe(404);
    const payload = { projectID: wipId, forecastYear: 2, forecastMonth: 1, forecastPercent: '0.1' };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/project/forecast', payload })).statusCode,
    ).toBe(401);
    expect(
      (await field({ method: 'POST', url: '/api/project/forecast', payload })).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/project/project-flags', () => {
  it('answers the five colours, 404 for an unknown project, 401/403 for strangers', async () => {
    const res = await pm({ method: 'GET', url: `/api/project/project-flags?projectID=${wipId}` });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().flags).sort()).toEqual(
      [
        'BidsColor',
        'ClientContractColor',
        'ForecastColor',
        'ScopeAckColor',
        'SubcontractorContractColor',
      ].sort(),
    );
    for (const color of Object.values(res.json().flags)) {
      expect(['green', 'yellow', 'red', 'grey']).toContain(color);
    }
    expect(
      (await pm({ method: 'GET', url: '/api/project/project-flags?projectID=999999' })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/project/project-flags?projectID=${wipId}` }))
        .statusCode,
    ).toBe(401);
    expect(
      (await field({ method: 'GET', url: `/api/project/project-flags?projectID=${wipId}` }))
        .statusCode,
    ).toBe(403);
  });
});

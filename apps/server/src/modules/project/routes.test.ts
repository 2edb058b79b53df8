import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserContract } from '@n5/shared/browser/contract';
import { notesContract } from '@n5/shared/notes/contract';
import { projectContract as c } from '@n5/shared/project/contract';
import { DEFAULT_EXCLUSIONS } from '@n5/shared/project/constants';
import type { TUser } from '@n5/shared/session/schemas';
import {
  auditLog,
  emailOutbox,
  forecasts,
  projectNotificationRecipients,
  projects,
} from '../../db/schema/index';
import { addBudgetLines } from '../../testing/books';
import { useTestApp } from '../../testing/build-test-app';
import type { TCaller } from '../../testing/test-client';

const { t, callAs, refusedAs, userOf, buildCompany, buildContact, buildProject } = useTestApp();
let pm: TUser;
let prepId: number;
let wipId: number;

beforeAll(async () => {
  pm = await userOf('pm');
  prepId = (await buildProject()).ProjectID;
  wipId = (await buildProject({ StageType: 'In Progress' })).ProjectID;
});

/** Saves one Project Info field; the reply is the whole project. */
const set = async (
  caller: TCaller,
  projectID: number,
  field: string,
  value: string | number | null,
) => (await callAs(caller, c.setProjectInfo, { body: { projectID, field, value } })).project;
const refusedSet = (caller: TCaller, projectID: unknown, field: string, value: unknown) =>
  refusedAs(caller, c.setProjectInfo, { body: { projectID, field, value } });

describe('GET /api/project/project and /project-name', () => {
  it('returns every Project Info field by the spec names', async () => {
    const { projects: rows } = await callAs('pm', c.getProject, { query: { projectID: prepId } });
    const project = rows[0]!;
    expect(project).toMatchObject({
      ProjectID: prepId,
      project_id: prepId,
      StageType: 'Preparing Proposal',
    });
    expect(project.Retention).toMatch(/^\d\.\d{4}$/);
    expect(['Detail', 'Summary']).toContain(project.ProposalFormatType);
    const name = await callAs('pm', c.getProjectName, { query: { projectID: prepId } });
    expect(name).toEqual({ projectName: project.ProjectName });
  });

  it('answers 404 for an unknown project, 400 for a bad id, 401/403 for strangers', async () => {
    const unknown = { query: { projectID: 999999 } };
    expect((await refusedAs('pm', c.getProject, unknown)).status).toBe(404);
    expect((await refusedAs('pm', c.getProjectName, unknown)).status).toBe(404);
    expect((await refusedAs('pm', c.getProject, { query: { projectID: 'abc' } })).status).toBe(400);
    const known = { query: { projectID: prepId } };
    expect((await refusedAs('anonymous', c.getProject, known)).status).toBe(401);
    expect((await refusedAs('field', c.getProject, known)).status).toBe(403);
  });
});

describe('dropdown sources', () => {
  it('lists contacts, work locations, client companies and billing addresses', async () => {
    const contact = await buildContact();
    const company = await buildCompany({ ClientInd: 1 });
    const located = await buildProject({
      WorkLocationName: `Site of ${contact.ContactName}`,
      WorkLocationAddress: '100 Main St, Olathe KS',
      BillingAddress: '200 Pay St, Olathe KS',
    });
    const { contacts } = await callAs('pm', c.listContacts);
    expect(contacts.map((option) => option.ContactName)).toContain(contact.ContactName);
    const { workLocationNames } = await callAs('pm', c.listWorkLocationNames);
    const names = workLocationNames.map((l) => l.WorkLocationName);
    expect(names).toContain(located.WorkLocationName);
    expect(new Set(names).size).toBe(names.length);
    const { companies } = await callAs('pm', c.listClientCompanies);
    expect(companies.map((option) => option.CompanyID)).toContain(company.CompanyID);
    const { billingAddresses } = await callAs('pm', c.listBillingAddresses);
    expect(billingAddresses.map((b) => b.BillingAddress)).toContain(located.BillingAddress);
    for (const contract of [c.listContacts, c.listClientCompanies]) {
      expect((await refusedAs('anonymous', contract)).status).toBe(401);
      expect((await refusedAs('field', contract)).status).toBe(403);
    }
  });
});

describe('client and billing contacts are contacts of client companies', () => {
  it('offers only active contacts of client companies', async () => {
    const client = await buildContact();
    const vendor = await buildContact({ VendorInd: 1, ClientInd: 0 });
    const { contacts } = await callAs('pm', c.listContacts);
    const ids = contacts.map((option) => option.ContactID);
    expect(ids).toContain(client.ContactID);
    expect(ids).not.toContain(vendor.ContactID);
  });

  it('sets the client company from the chosen client contact, and checks it after', async () => {
    const client = await buildContact();
    const other = await buildCompany();
    const vendor = await buildContact({ VendorInd: 1, ClientInd: 0 });
    const { ProjectID } = await buildProject();
    const chosen = await set('pm', ProjectID, 'ClientContactID', client.ContactID);
    expect(chosen).toMatchObject({
      ClientContactID: client.ContactID,
      ClientCompanyID: client.CompanyID,
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(ProjectID)), eq(auditLog.userId, pm.UserID)));
    expect(audit.map((a) => a.field)).toEqual(
      expect.arrayContaining(['ClientContactID', 'ClientCompanyID']),
    );

    const mismatch = await refusedSet('pm', ProjectID, 'ClientCompanyID', other.CompanyID);
    expect(mismatch.status).toBe(400);
    expect(mismatch.error.message).toContain(`works for ${client.CompanyName}`);
    for (const field of ['ClientContactID', 'BillingContactID']) {
      const refused = await refusedSet('pm', ProjectID, field, vendor.ContactID);
      expect(refused.status).toBe(400);
      expect(refused.error.message).toContain('is not an active contact of a client company');
    }
    // Without a client contact the company is free again.
    await set('pm', ProjectID, 'ClientContactID', null);
    expect((await set('pm', ProjectID, 'ClientCompanyID', other.CompanyID)).ClientCompanyID).toBe(
      other.CompanyID,
    );
  });
});

describe('POST /api/project/setprojectinfo', () => {
  it('saves a text field, trims it, and audits the change', async () => {
    const project = await set('estimator', prepId, 'ProjectDescription', '  New scope text  ');
    expect(project.ProjectDescription).toBe('New scope text');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'project'),
          eq(auditLog.entityId, String(prepId)),
          eq(auditLog.field, 'ProjectDescription'),
        ),
      )
      .orderBy(asc(auditLog.auditId));
    expect(audit.at(-1)).toMatchObject({ newValue: 'New scope text', action: 'update' });
  });

  it('stores percents as fractions and refuses more than 100%', async () => {
    expect((await set('estimator', prepId, 'Probability', '0.755')).Probability).toBe('0.7550');
    expect((await set('estimator', prepId, 'Retention', 0.1)).Retention).toBe('0.1000');
    const tooMuch = await refusedSet('estimator', prepId, 'Retention', '1.5');
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.error.message).toContain('Retention');
    expect((await refusedSet('estimator', prepId, 'Probability', -0.1)).status).toBe(400);
  });

  it('checks each field: unknown field, bad enum, bad date, bad number, missing reference, empty name', async () => {
    const unknown = await refusedSet('estimator', prepId, 'ProposalFormatType', 'Summary');
    expect(unknown.status).toBe(400);
    expect(unknown.error.message).toContain('ProposalFormatType');
    expect((await refusedSet('estimator', prepId, 'api_version', 'v2')).status).toBe(400);
    expect((await refusedSet('estimator', prepId, 'BidType', 'Plumbing -> Project')).status).toBe(
      400,
    );
    expect((await refusedSet('estimator', prepId, 'SubmittedDate', '2026-02-30')).status).toBe(400);
    expect((await refusedSet('estimator', prepId, 'Days', 'ten')).status).toBe(400);
    expect((await refusedSet('estimator', prepId, 'Days', -1)).status).toBe(400);
    expect((await refusedSet('estimator', prepId, 'BudgetInd', 2)).status).toBe(400);
    const noUser = await refusedSet('pm', prepId, 'ProjectManagerID', 987654);
    expect(noUser.status).toBe(400);
    expect(noUser.error.message).toBe('Project Manager #987654 is not a user.');
    expect((await refusedSet('estimator', prepId, 'ClientContactID', 987654)).status).toBe(400);
    const empty = await refusedSet('estimator', prepId, 'ProjectName', '   ');
    expect(empty.status).toBe(400);
    expect(empty.error.message).toBe('Project Name is required.');
    expect((await refusedSet('estimator', 999999, 'Days', 5)).status).toBe(404);
  });

  it('saves dates, ids, bid type and clears them with empty values', async () => {
    expect((await set('estimator', prepId, 'SubmittedDate', '2026-11-20')).SubmittedDate).toBe(
      '2026-11-20',
    );
    expect((await set('estimator', prepId, 'SubmittedDate', '')).SubmittedDate).toBeNull();
    expect((await set('pm', prepId, 'ProjectManagerID', pm.UserID)).ProjectManagerID).toBe(
      pm.UserID,
    );
    expect((await set('estimator', prepId, 'BidType', 'Service -> T&M')).BidType).toBe(
      'Service -> T&M',
    );
    expect((await set('estimator', prepId, 'Days', '12')).Days).toBe(12);
  });

  it('lets only a PROJECT STAGE MANAGER (or Superuser) change the stage', async () => {
    const refused = await refusedSet('estimator', prepId, 'StageType', 'Awaiting Approval');
    expect(refused.status).toBe(403);
    expect(refused.error.message).toContain('PROJECT STAGE MANAGER');
    expect((await set('pm', prepId, 'StageType', 'Awaiting Approval')).StageType).toBe(
      'Awaiting Approval',
    );
    expect((await set('superuser', prepId, 'StageType', 'Preparing Proposal')).StageType).toBe(
      'Preparing Proposal',
    );
    expect((await refusedSet('pm', prepId, 'StageType', 'Started')).status).toBe(400);
  });

  it("changes the stage only along the one stage table, with the browser's side effects", async () => {
    const estimator = await userOf('estimator');
    const wip = await buildProject({ StageType: 'In Progress', recipients: [estimator.UserID] });
    const prep = await buildProject();
    // The form's old back door: any stage to any other.
    const skipped = await refusedSet('pm', prep.ProjectID, 'StageType', 'In Progress');
    expect(skipped.status).toBe(400);
    expect(skipped.error.message).toBe(
      'A project in stage Preparing Proposal cannot move to In Progress. From Preparing Proposal it can move to Awaiting Approval, Canceled or Rejected.',
    );

    const completed = await set('pm', wip.ProjectID, 'StageType', 'Completed');
    const today = new Date().toISOString().slice(0, 10);
    expect(completed).toMatchObject({
      StageType: 'Completed',
      CompletedInd: 1,
      CompletedDate: today,
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(wip.ProjectID)), eq(auditLog.userId, pm.UserID)));
    expect(audit.map((a) => [a.field, a.oldValue, a.newValue])).toEqual(
      expect.arrayContaining([
        ['stageType', 'In Progress', 'Completed'],
        ['completedInd', '0', '1'],
        ['completedDate', null, today],
      ]),
    );
    // The factory's walk to In Progress emailed too, as the superuser; this one is the PM's.
    const [email] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.relatedEntity, 'project'),
          eq(emailOutbox.relatedId, String(wip.ProjectID)),
          eq(emailOutbox.createdBy, pm.UserID),
        ),
      );
    expect(email!.toAddresses).toEqual([estimator.EmailAddress]);
    expect(email!.subject).toContain('now Completed');

    const final = await refusedSet('pm', wip.ProjectID, 'StageType', 'Preparing Proposal');
    expect(final.status).toBe(400);
    expect(final.error.message).toContain('Completed is final.');
    // The Completed flag follows the stage; nobody sets it on its own.
    const flag = await refusedSet('pm', prep.ProjectID, 'CompletedInd', 1);
    expect(flag.status).toBe(400);
    expect(flag.error.message).toBe(
      'Completed is set by the stage: it turns Yes when the project moves to Completed.',
    );
    // The same stage again writes nothing.
    expect((await set('pm', wip.ProjectID, 'StageType', 'Completed')).CompletedDate).toBe(today);
  });

  it('changes the Kansas remodel tax only in Preparing Proposal or Awaiting Approval', async () => {
    expect((await set('estimator', prepId, 'KSRemodelingTaxInd', -1)).KSRemodelingTaxInd).toBe(-1);
    const late = await refusedSet('estimator', wipId, 'KSRemodelingTaxInd', 1);
    expect(late.status).toBe(400);
    expect(late.error.message).toContain('In Progress');
  });

  it('writes no audit row when the value did not change', async () => {
    await set('estimator', prepId, 'Days', 30);
    const count = async () =>
      (
        await t.database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entityId, String(prepId)), eq(auditLog.field, 'Days')))
      ).length;
    const before = await count();
    expect((await set('estimator', prepId, 'Days', '30')).Days).toBe(30);
    expect(await count()).toBe(before);
  });

  it('refuses strangers', async () => {
    expect((await refusedSet('anonymous', prepId, 'Days', 1)).status).toBe(401);
    expect((await refusedSet('field', prepId, 'Days', 1)).status).toBe(403);
  });
});

describe('POST /api/project/duplicate-project', () => {
  it('copies the project as a new proposal with its forecast and notification list, audited', async () => {
    const [client, estimator] = [await buildCompany(), await userOf('estimator')];
    const sourceId = (
      await buildProject({
        ClientCompanyID: client.CompanyID,
        WorkLocationName: 'Lenexa City Hall',
        Retention: '0.0500',
        forecast: { jan2: '0.2500', feb2: '0.5000' },
        recipients: [pm.UserID, estimator.UserID],
        StageType: 'In Progress',
        ClientApprovalDate: '2026-10-01',
      })
    ).ProjectID;
    const [source] = await t.database.db
      .select()
      .from(projects)
      .where(eq(projects.projectId, sourceId));
    const [created] = await callAs('pm', c.duplicateProject, {
      body: { projectName: '  Copy of the job ', projectIDToCopy: sourceId },
    });
    const ProjectID = created!.ProjectID;
    expect(ProjectID).not.toBe(sourceId);
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
    const forecastOf = async (projectId: number) =>
      (await t.database.db.select().from(forecasts).where(eq(forecasts.projectId, projectId)))[0];
    expect({ ...(await forecastOf(ProjectID)), projectId: sourceId }).toEqual(
      await forecastOf(sourceId),
    );
    const recipients = (pid: number) =>
      t.database.db
        .select({ userId: projectNotificationRecipients.userId })
        .from(projectNotificationRecipients)
        .where(eq(projectNotificationRecipients.projectId, pid));
    expect((await recipients(ProjectID)).map((r) => r.userId).sort()).toEqual(
      (await recipients(sourceId)).map((r) => r.userId).sort(),
    );
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'project'), eq(auditLog.entityId, String(ProjectID))));
    expect(audit.find((a) => a.field === 'duplicatedFrom')?.newValue).toBe(String(sourceId));
  });

  it('needs a name and a known project; refuses strangers', async () => {
    const duplicate = (caller: TCaller, projectName: string, projectIDToCopy: number) =>
      refusedAs(caller, c.duplicateProject, { body: { projectName, projectIDToCopy } });
    const noName = await duplicate('pm', '  ', wipId);
    expect(noName.status).toBe(400);
    expect(noName.error.message).toContain('name');
    expect((await duplicate('pm', 'X', 999999)).status).toBe(404);
    expect((await duplicate('anonymous', 'X', wipId)).status).toBe(401);
    expect((await duplicate('field', 'X', wipId)).status).toBe(403);
  });
});

describe('GET /api/acumatica/project-task-spreadsheet', () => {
  it('is for permission 9: accounting gets the rows, a project manager 403', async () => {
    const ofWip = { query: { projectID: wipId } };
    expect(await callAs('accounting', c.projectTaskSpreadsheet, ofWip)).toEqual({ rows: [] });
    const refused = await refusedAs('pm', c.projectTaskSpreadsheet, ofWip);
    expect(refused.status).toBe(403);
    expect(refused.error.message).toContain('permission 9');
    expect(
      (await refusedAs('accounting', c.projectTaskSpreadsheet, { query: { projectID: 999999 } }))
        .status,
    ).toBe(404);
    expect((await refusedAs('anonymous', c.projectTaskSpreadsheet, ofWip)).status).toBe(401);
  });

  it('answers the task budget lines the books hold for the project', async () => {
    const { ProjectID } = await buildProject();
    await addBudgetLines(t.database.db, ProjectID, [
      {
        subCategoryCode: '09-2900',
        description: 'Gypsum Board',
        type: 'Expense',
        uom: 'HR',
        originalBudgetedQty: '12',
        originalBudgetedAmount: '1200.50',
        revisedBudgetedAmount: '1300.00',
      },
    ]);
    const { rows } = await callAs('accounting', c.projectTaskSpreadsheet, {
      query: { projectID: ProjectID },
    });
    expect(rows).toEqual([
      expect.objectContaining({
        projectId: ProjectID,
        subCategoryCode: '09-2900',
        type: 'Expense',
        originalBudgetedQty: '12.0000',
        originalBudgetedAmount: '1200.50',
        revisedBudgetedAmount: '1300.00',
        actualAmount: '0.00',
      }),
    ]);
  });
});

describe('forecasting on the project page', () => {
  const cellBody = (projectID: number, forecastMonth: number, forecastPercent: string) => ({
    body: { projectID, forecastYear: 2, forecastMonth, forecastPercent, monthStr: undefined },
  });
  const cell = async (projectID: number, forecastMonth: number, forecastPercent: string) =>
    (await callAs('pm', c.setForecast, cellBody(projectID, forecastMonth, forecastPercent)))
      .forecasting;
  const refusedCell = (projectID: number, forecastMonth: number, forecastPercent: string) =>
    refusedAs('pm', c.setForecast, cellBody(projectID, forecastMonth, forecastPercent));
  const forecasting = async (projectID: number) =>
    (await callAs('pm', c.getForecasting, { query: { projectID } })).forecasting;
  /** A project created before forecast rows existed: it has none. */
  const withoutForecastRow = async () => {
    const id = (await buildProject()).ProjectID;
    await t.database.db.delete(forecasts).where(eq(forecasts.projectId, id));
    return id;
  };

  it('reads 36 cells and the current year; a project without a row reads zeros', async () => {
    const read = await forecasting(wipId);
    expect(Object.keys(read.cells)).toHaveLength(36);
    expect(read.currentYear).toBe(new Date().getUTCFullYear());
    const empty = await forecasting(await withoutForecastRow());
    expect(Object.values(empty.cells).every((v) => v === '0.0000')).toBe(true);
  });

  it('saves a cell, refuses a total over 100% and saves nothing, and audits', async () => {
    const id = await withoutForecastRow();
    expect((await cell(id, 3, '0.6')).cells.mar2).toBe('0.6000');
    const over = await refusedCell(id, 4, '0.5');
    expect(over.status).toBe(400);
    expect(over.error.message).toContain('110%');
    expect((await forecasting(id)).cells.apr2).toBe('0.0000');
    expect((await cell(id, 4, '0.4')).cells.apr2).toBe('0.4000');
    const { flags } = await callAs('pm', c.getProjectFlags, { query: { projectID: id } });
    expect(flags.ForecastColor).toBe('green');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'forecast'), eq(auditLog.entityId, String(id))));
    expect(audit.map((a) => a.field)).toEqual(expect.arrayContaining(['mar2', 'apr2']));
  });

  it('refuses bad cells, unknown projects and strangers', async () => {
    expect((await refusedCell(wipId, 13, '0.1')).status).toBe(400);
    expect((await refusedCell(wipId, 1, '1.5')).status).toBe(400);
    expect((await refusedCell(999999, 1, '0.1')).status).toBe(404);
    expect((await refusedAs('pm', c.getForecasting, { query: { projectID: 999999 } })).status).toBe(
      404,
    );
    const body = { projectID: wipId, forecastYear: 2, forecastMonth: 1, forecastPercent: '0.1' };
    expect((await refusedAs('anonymous', c.setForecast, { body })).status).toBe(401);
    expect((await refusedAs('field', c.setForecast, { body })).status).toBe(403);
  });
});

describe('an archived project keeps its forecast', () => {
  it('refuses forecast changes of Completed and Canceled projects (409) on this page and in the browser', async () => {
    for (const StageType of ['Completed', 'Canceled'] as const) {
      const archived = await buildProject({ StageType, forecast: { jan2: '0.5000' } });
      const body = {
        projectID: archived.ProjectID,
        forecastYear: 2,
        forecastMonth: 2,
        forecastPercent: '0.1000',
      };
      for (const contract of [c.setForecast, browserContract.setBrowserForecast]) {
        for (const user of ['pm', 'superuser'] as const) {
          const refused = await refusedAs(user, contract, { body });
          expect(refused.status, `${StageType} ${contract.path} ${user}`).toBe(409);
          expect(refused.error.message).toBe(
            `The forecast of a ${StageType} project is read-only.`,
          );
        }
      }
      const { forecasting } = await callAs('pm', c.getForecasting, {
        query: { projectID: archived.ProjectID },
      });
      expect(forecasting.cells).toMatchObject({ jan2: '0.5000', feb2: '0.0000' });
    }
  });
});

describe('assignment fields grant rights, so only some users change them', () => {
  const ASSIGNMENTS = [
    'EstimatedBy',
    'SoldBy',
    'ManagedBy',
    'ProjectManagerID',
    'ProjectEngineerID',
    'SuperintendentID',
  ] as const;

  it('refuses an office user who assigns themselves, and the client note it would allow (403)', async () => {
    const estimator = await userOf('estimator');
    const client = await buildContact();
    const { ProjectID } = await buildProject({ ClientContactID: client.ContactID });
    for (const field of ASSIGNMENTS) {
      const refused = await refusedSet('estimator', ProjectID, field, estimator.UserID);
      expect(refused.status, field).toBe(403);
      expect(refused.error.message).toMatch(/project stage manager/);
    }
    const note = await refusedAs('estimator', notesContract.addNote, {
      body: { projectID: ProjectID, note: 'To the client', includeClientInd: 1 },
    });
    expect(note.status).toBe(403);
    const { projects: rows } = await callAs('estimator', c.getProject, {
      query: { projectID: ProjectID },
    });
    expect(rows[0]!.ManagedBy).toBeNull();
  });

  it('lets admins, stage managers and the project’s ManagedBy or PM change them, and hand it on', async () => {
    const accounting = await userOf('accounting');
    const estimator = await userOf('estimator');
    const { ProjectID } = await buildProject();
    expect((await set('admin', ProjectID, 'SoldBy', estimator.UserID)).SoldBy).toBe(
      estimator.UserID,
    );
    expect((await set('pm', ProjectID, 'ManagedBy', accounting.UserID)).ManagedBy).toBe(
      accounting.UserID,
    );
    // The manager hands the project on; from then on it is no longer theirs to assign.
    expect(
      (await set('accounting', ProjectID, 'SuperintendentID', pm.UserID)).SuperintendentID,
    ).toBe(pm.UserID);
    expect((await set('accounting', ProjectID, 'ManagedBy', estimator.UserID)).ManagedBy).toBe(
      estimator.UserID,
    );
    expect((await refusedSet('accounting', ProjectID, 'ManagedBy', accounting.UserID)).status).toBe(
      403,
    );
    // The project manager may hand on too.
    await set('pm', ProjectID, 'ProjectManagerID', accounting.UserID);
    expect(
      (await set('accounting', ProjectID, 'ProjectEngineerID', null)).ProjectEngineerID,
    ).toBeNull();
  });
});

describe('GET /api/project/project-flags', () => {
  it('answers the five colours, 404 for an unknown project, 401/403 for strangers', async () => {
    const ofWip = { query: { projectID: wipId } };
    const { flags } = await callAs('pm', c.getProjectFlags, ofWip);
    expect(Object.keys(flags).sort()).toEqual(
      [
        'BidsColor',
        'ClientContractColor',
        'ForecastColor',
        'ScopeAckColor',
        'SubcontractorContractColor',
      ].sort(),
    );
    for (const color of Object.values(flags)) {
      expect(['green', 'yellow', 'red', 'grey']).toContain(color);
    }
    expect(
      (await refusedAs('pm', c.getProjectFlags, { query: { projectID: 999999 } })).status,
    ).toBe(404);
    expect((await refusedAs('anonymous', c.getProjectFlags, ofWip)).status).toBe(401);
    expect((await refusedAs('field', c.getProjectFlags, ofWip)).status).toBe(403);
  });
});

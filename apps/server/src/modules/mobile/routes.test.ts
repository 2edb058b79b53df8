import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractsContract as cc } from '@n5/shared/contracts/contract';
import { mobileContract as c } from '@n5/shared/mobile/contract';
import { remainingBudgetOf } from '@n5/shared/mobile/rules';
import { trackingContract as tr } from '@n5/shared/tracking/contract';
import { notesContract as n } from '@n5/shared/notes/contract';
import type { TUser } from '@n5/shared/session/schemas';
import {
  auditLog,
  clientContracts,
  jobStartupSignatures,
  projectNotificationRecipients,
} from '../../db/schema/index';
import { addBudgetLines, addFieldDays } from '../../testing/books';
import { useTestApp } from '../../testing/build-test-app';
import { tinyPng } from '../../testing/tiny-png';

const { t, callAs, refusedAs, requestAs, userOf, buildContact, buildProject, buildCondition } =
  useTestApp();
let field: TUser;
let pm: TUser;
let estimator: TUser;

beforeAll(async () => {
  [field, pm, estimator] = await Promise.all([userOf('field'), userOf('pm'), userOf('estimator')]);
});

/** Dispatch rows as the accounting system (local mode: our table) holds them. */
async function assign(
  rows: Array<{ date: string; projectId: number; userId: number; reg?: string; ot?: string }>,
) {
  await addFieldDays(
    t.database.db,
    rows.map((r) => ({ ...r, regularHours: r.reg, overtimeHours: r.ot })),
  );
}

describe('dispatch', () => {
  it('answers a day by person and by project from the accounting gateway', async () => {
    const a = await buildProject({ ProjectName: 'Dispatch Alpha', StageType: 'In Progress' });
    const b = await buildProject({ ProjectName: 'Dispatch Beta', StageType: 'Approved' });
    // A day far from the seeded ones, so only these rows are on it.
    const date = '2031-03-05';
    await assign([
      { date, projectId: a.ProjectID, userId: field.UserID },
      { date, projectId: b.ProjectID, userId: field.UserID },
      { date, projectId: a.ProjectID, userId: pm.UserID },
    ]);
    const byPerson = await callAs('field', c.dispatchByTeamMember, {
      query: { assignmentDate: date },
    });
    expect(
      byPerson.people.map((p) => [p.displayName, p.projects.map((x) => x.projectName)]),
    ).toEqual(
      [
        [field.DisplayName, ['Dispatch Alpha', 'Dispatch Beta']],
        [pm.DisplayName, ['Dispatch Alpha']],
      ].sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    );
    const byProject = await callAs('field', c.dispatchByProject, {
      query: { assignmentDate: date },
    });
    expect(byProject.projects.map((p) => [p.projectName, p.people.length])).toEqual([
      ['Dispatch Alpha', 2],
      ['Dispatch Beta', 1],
    ]);
    const empty = await callAs('field', c.dispatchByProject, {
      query: { assignmentDate: '2031-03-06' },
    });
    expect(empty.projects).toEqual([]);
  });

  it('refuses a day that is not a calendar day', async () => {
    for (const assignmentDate of ['2031-02-30', '03/05/2031', '']) {
      const refused = await refusedAs('field', c.dispatchByTeamMember, {
        query: { assignmentDate },
      });
      expect(refused.status, assignmentDate).toBe(400);
    }
    expect(
      (
        await refusedAs('anonymous', c.dispatchByProject, {
          query: { assignmentDate: '2031-03-05' },
        })
      ).status,
    ).toBe(401);
  });
});

describe('projects', () => {
  it('lists every project with ME and the job start-up marker for the signed-in user', async () => {
    const mine = await buildProject({ SuperintendentID: field.UserID, StageType: 'In Progress' });
    const other = await buildProject({ StageType: 'Approved' });
    const { projects: list } = await callAs('field', c.listProjects);
    const row = list.find((p) => p.projectID === mine.ProjectID)!;
    expect(row).toMatchObject({
      myProjectInd: 1,
      awaitingJobStartupInd: 1,
      stageType: 'In Progress',
    });
    expect(row.searchText).toContain(String(mine.ProjectID));
    expect(list.find((p) => p.projectID === other.ProjectID)).toMatchObject({
      myProjectInd: 0,
      awaitingJobStartupInd: 0,
    });
    const asPm = await callAs('pm', c.listProjects);
    expect(asPm.projects.find((p) => p.projectID === mine.ProjectID)!.myProjectInd).toBe(0);
  });

  it('answers project info with people, flags and the remaining budget; 404 and 400 otherwise', async () => {
    const project = await buildProject({
      ProjectManagerID: pm.UserID,
      SuperintendentID: field.UserID,
      StageType: 'In Progress',
    });
    const { project: info } = await callAs('field', c.projectInfo, {
      query: { projectID: project.ProjectID },
    });
    expect(info).toMatchObject({
      projectID: project.ProjectID,
      PMDisplayName: pm.DisplayName,
      SIDisplayName: field.DisplayName,
      PEDisplayName: null,
      awaitingJobStartupInd: 1,
      flags: { JobStartup: 'red' },
      laborHoursTotal: '0.00',
      remainingMaterialsTotal: '0.00',
    });
    expect((await refusedAs('field', c.projectInfo, { query: { projectID: 999999 } })).status).toBe(
      404,
    );
    expect((await refusedAs('field', c.projectInfo, { query: { projectID: 'abc' } })).status).toBe(
      400,
    );
    expect(
      (await refusedAs('field', c.projectCategories, { query: { projectID: 999999 } })).status,
    ).toBe(404);
  });

  it('lists a project’s sub-category codes from its budget in the books, once each, in order', async () => {
    const { ProjectID: projectId } = await buildProject({ StageType: 'In Progress' });
    const line = (subCategoryCode: string, description: string, type: 'Income' | 'Expense') => ({
      ...{ subCategoryCode, description, type, uom: 'HR' },
      ...{ originalBudgetedQty: '10', originalBudgetedAmount: '500.00' },
    });
    await addBudgetLines(t.database.db, projectId, [
      line('26-5100', 'Interior Lighting', 'Expense'),
      line('09-2900', 'Gypsum Board', 'Expense'),
      line('09-2900', 'Gypsum Board', 'Income'),
    ]);
    const { categories } = await callAs('field', c.projectCategories, {
      query: { projectID: projectId },
    });
    expect(categories).toEqual([
      { subCategoryCode: '09-2900', description: 'Gypsum Board' },
      { subCategoryCode: '26-5100', description: 'Interior Lighting' },
    ]);
  });

  it("reads Remaining from the Tracking tab's Cost Management, the office's figures", async () => {
    const project = await buildProject({ StageType: 'In Progress' });
    const projectID = project.ProjectID;
    const base = (await callAs('superuser', cc.addClientContract, { body: { projectID } }))
      .ClientContractID;
    await buildCondition({ projectID, ClientContractID: base, TotalQuantities: 120 });
    await t.database.db
      .update(clientContracts)
      .set({ stage: 'Approved' })
      .where(eq(clientContracts.contractId, base));
    await addFieldDays(t.database.db, [
      {
        ...{ date: '2026-03-02', projectId: projectID, userId: field.UserID },
        ...{ regularHours: '6.50', subCategoryCode: '09-2900' },
      },
    ]);

    const { totals } = await callAs('pm', tr.costManagementTotals, { query: { projectID } });
    const { project: info } = await callAs('field', c.projectInfo, { query: { projectID } });
    expect(totals.originalHours).not.toBe('0.00');
    expect(info).toMatchObject(remainingBudgetOf(totals));
    expect(info.laborHoursTotal).toBe(totals.originalHours);
  });
});

describe('job start-up signatures', () => {
  it('keeps the signature with its evidence, lists it, and turns the Job Start Up flag green', async () => {
    const project = await buildProject({ StageType: 'In Progress' });
    const signature = tinyPng();
    const res = await requestAs(
      'field',
      c.addJobStartupSignature,
      {
        body: {
          projectID: project.ProjectID,
          name: '  Brent Hollis ',
          company: 'N5 Project Manager',
          signature,
          timeZone: 'America/Chicago',
        },
      },
      { headers: { 'user-agent': 'FieldPhone/1.0' } },
    );
    expect(res.statusCode).toBe(200);
    const { signatures } = await callAs('pm', c.listJobStartupSignatures, {
      query: { projectID: project.ProjectID },
    });
    expect(signatures).toHaveLength(1);
    expect(signatures[0]).toMatchObject({
      name: 'Brent Hollis',
      company: 'N5 Project Manager',
      signature,
      timeZone: 'America/Chicago',
      collectedBy: field.DisplayName,
    });
    const [stored] = await t.database.db
      .select()
      .from(jobStartupSignatures)
      .where(eq(jobStartupSignatures.projectId, project.ProjectID));
    expect(stored).toMatchObject({ userAgent: 'FieldPhone/1.0', collectedBy: field.UserID });
    expect(stored!.ipAddress).toBeTruthy();
    expect(stored!.signatureSha256).toMatch(/^[0-9a-f]{64}$/);
    const { project: info } = await callAs('field', c.projectInfo, {
      query: { projectID: project.ProjectID },
    });
    expect(info.flags.JobStartup).toBe('green');
    expect(info.awaitingJobStartupInd).toBe(0);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'job_startup_signature'),
          eq(auditLog.entityId, String(stored!.signatureId)),
        ),
      );
    expect(audit.length).toBeGreaterThan(0);
  });

  it('refuses a missing name, company or signature, a non-PNG and an unknown project', async () => {
    const project = await buildProject();
    const body = { projectID: project.ProjectID, name: 'A', company: 'B', signature: tinyPng() };
    const refused = (over: object) =>
      refusedAs('field', c.addJobStartupSignature, { body: { ...body, ...over } });
    expect(await refused({ name: ' ' })).toMatchObject({
      status: 400,
      error: { message: 'Name is required.' },
    });
    expect((await refused({ company: '' })).error.message).toBe('Company is required.');
    expect((await refused({ signature: '' })).error.message).toBe(
      'Missing signature: Please include a signature before clicking submit.',
    );
    expect((await refused({ signature: 'data:image/png;base64,aGVsbG8=' })).error.message).toBe(
      'The signature must be a PNG image.',
    );
    expect((await refused({ projectID: 999999 })).status).toBe(404);
    // Only a sold, running job: not a proposal, not a finished or lost one.
    expect(await refused({})).toMatchObject({
      status: 409,
      error: {
        message:
          'A job start-up is signed on an Approved or In Progress project; this one is Preparing Proposal.',
      },
    });
    const done = await buildProject({ StageType: 'Completed' });
    expect((await refused({ projectID: done.ProjectID })).status).toBe(409);
    const rows = await t.database.db
      .select()
      .from(jobStartupSignatures)
      .where(eq(jobStartupSignatures.projectId, project.ProjectID));
    expect(rows).toEqual([]);
  });
});

describe('weekly hours', () => {
  it('answers the pay period Saturday to Friday with Reg and OT per project and totals', async () => {
    const project = await buildProject({ ProjectName: 'Weekly Gamma' });
    // 2031-04-12 is a Saturday; the 18th the Friday of its week, the 19th the next Saturday.
    await assign([
      {
        date: '2031-04-12',
        projectId: project.ProjectID,
        userId: field.UserID,
        reg: '4.50',
        ot: '0.00',
      },
      {
        date: '2031-04-15',
        projectId: project.ProjectID,
        userId: field.UserID,
        reg: '8.00',
        ot: '1.25',
      },
      { date: '2031-04-19', projectId: project.ProjectID, userId: field.UserID, reg: '8.00' },
    ]);
    const week = await callAs('field', c.weeklyAssignments, {
      query: { payPeriodDate: '2031-04-16' },
    });
    expect(week).toMatchObject({
      userID: field.UserID,
      payPeriodStart: '2031-04-12',
      payPeriodEnd: '2031-04-18',
      totals: { regularHoursTotal: '12.50', overtimeHoursTotal: '1.25' },
    });
    expect(week.days.map((d) => d.date)).toEqual([
      '2031-04-12',
      '2031-04-13',
      '2031-04-14',
      '2031-04-15',
      '2031-04-16',
      '2031-04-17',
      '2031-04-18',
    ]);
    expect(week.days[3]!.assignments[0]).toMatchObject({
      projectName: 'Weekly Gamma',
      regularHours: '8.00',
      overtimeHours: '1.25',
    });
  });

  it('shows another person’s week only to permission 5 or 1', async () => {
    const query = { userID: field.UserID, payPeriodDate: '2031-04-16' };
    const asPm = await callAs('pm', c.weeklyAssignments, { query });
    expect(asPm.displayName).toBe(field.DisplayName);
    const refused = await refusedAs('field', c.weeklyAssignments, {
      query: { userID: pm.UserID, payPeriodDate: '2031-04-16' },
    });
    expect(refused.status).toBe(403);
    expect(
      (
        await refusedAs('pm', c.weeklyAssignments, {
          query: { userID: 999999, payPeriodDate: '2031-04-16' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await refusedAs('field', c.weeklyAssignments, { query: { payPeriodDate: '2031-13-01' } }))
        .status,
    ).toBe(400);
  });
});

describe('notes on the phone', () => {
  it('adds and deletes a field user’s own note; others’ notes and include-client are refused', async () => {
    const client = await buildContact();
    const project = await buildProject({ ClientContactID: client.ContactID });
    const { projectNote } = await callAs('field', n.addNoteMobile, {
      body: { projectID: project.ProjectID, note: 'Crew on site at 7.', includeClientInd: 0 },
    });
    const listed = await callAs('field', n.listNotes, { query: { projectID: project.ProjectID } });
    expect(listed.projectNotes.map((x) => x.NoteText)).toEqual(['Crew on site at 7.']);
    const { projectNote: pmNote } = await callAs('pm', n.addNote, {
      body: { projectID: project.ProjectID, note: 'Office note.', includeClientInd: 0 },
    });
    expect(
      (await refusedAs('field', n.deleteNoteMobile, { params: { noteID: pmNote.NoteID } })).status,
    ).toBe(403);
    expect(
      (
        await refusedAs('field', n.addNoteMobile, {
          body: { projectID: project.ProjectID, note: 'For the client', includeClientInd: 1 },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await refusedAs('field', n.addNoteMobile, {
          body: { projectID: project.ProjectID, note: '  ' },
        })
      ).status,
    ).toBe(400);
    await callAs('field', n.deleteNoteMobile, { params: { noteID: projectNote.NoteID } });
    expect(
      (await refusedAs('field', n.deleteNoteMobile, { params: { noteID: projectNote.NoteID } }))
        .status,
    ).toBe(404);
    // An admin deletes anyone's note from the phone too.
    await callAs('admin', n.deleteNoteMobile, { params: { noteID: pmNote.NoteID } });
  });

  it('lets the project’s PM, PE or SI include the client from the field only (issue 40 item 12)', async () => {
    const client = await buildContact();
    const project = await buildProject({
      ClientContactID: client.ContactID,
      SuperintendentID: field.UserID,
      ProjectEngineerID: pm.UserID,
    });
    const listed = await callAs('pm', n.listNotes, { query: { projectID: project.ProjectID } });
    expect(listed).toMatchObject({ canIncludeClient: false, canIncludeClientInField: true });
    for (const who of ['field', 'pm'] as const) {
      const { projectNote } = await callAs(who, n.addNoteMobile, {
        body: { projectID: project.ProjectID, note: 'Walkthrough done.', includeClientInd: 1 },
      });
      expect(projectNote.IncludeClientInd).toBe(1);
    }
    // The desktop keeps its own rule (estimator, seller or manager).
    const desktop = await refusedAs('pm', n.addNote, {
      body: { projectID: project.ProjectID, note: 'From the office.', includeClientInd: 1 },
    });
    expect([desktop.status, desktop.error.message]).toEqual([
      403,
      "Only an admin or the project's estimator, seller or manager may include the client.",
    ]);
  });

  it('merges the recipients in one call for office staff and the project’s crew', async () => {
    const project = await buildProject({ SuperintendentID: field.UserID, recipients: [pm.UserID] });
    const other = await buildProject();
    const merged = await callAs('field', n.mergeNotifications, {
      body: { projectID: project.ProjectID, notifications: `${estimator.UserID}, ${field.UserID}` },
    });
    expect(merged.notifications.map((r) => r.UserID).sort()).toEqual(
      [estimator.UserID, field.UserID].sort(),
    );
    const rows = await t.database.db
      .select()
      .from(projectNotificationRecipients)
      .where(eq(projectNotificationRecipients.projectId, project.ProjectID));
    expect(rows).toHaveLength(2);
    const cleared = await callAs('pm', n.mergeNotifications, {
      body: { projectID: project.ProjectID, notifications: null },
    });
    expect(cleared.notifications).toEqual([]);
    const notCrew = await refusedAs('field', n.mergeNotifications, {
      body: { projectID: other.ProjectID, notifications: String(pm.UserID) },
    });
    expect(notCrew.status).toBe(403);
    const unknown = await refusedAs('pm', n.mergeNotifications, {
      body: { projectID: project.ProjectID, notifications: '999999' },
    });
    expect(unknown).toMatchObject({
      status: 400,
      error: { message: 'Not an active user: #999999.' },
    });
    expect(
      (
        await refusedAs('pm', n.mergeNotifications, {
          body: { projectID: project.ProjectID, notifications: '1;2' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await refusedAs('pm', n.mergeNotifications, {
          body: { projectID: 999999, notifications: null },
        })
      ).status,
    ).toBe(404);
  });
});

describe('menu', () => {
  it('answers the external links from configuration', async () => {
    const { links } = await callAs('field', c.menuLinks);
    expect(links).toEqual({
      paylocity: 'https://access.paylocity.com/',
      profile: 'https://myaccount.microsoft.com/',
    });
  });
});

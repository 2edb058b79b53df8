import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserContract } from '@n5/shared/browser/contract';
import { crmContract } from '@n5/shared/crm/contract';
import type { TContact, TContactInput } from '@n5/shared/crm/schemas';
import { emailContract } from '@n5/shared/email/contract';
import { filesContract } from '@n5/shared/files/contract';
import { notesContract } from '@n5/shared/notes/contract';
import { projectContract } from '@n5/shared/project/contract';
import type { TUser } from '@n5/shared/session/schemas';
import { projectNotes, projects } from '../db/schema/index';
import { multipart, useTestApp } from '../testing/build-test-app';

/**
 * Object-level rules, domain by domain: a user who may call a route reaches a record through an
 * id they may not use, and is refused without anything changing. The role gates are the
 * permission matrix's (permission-matrix.test.ts); these are the checks that look at the record.
 */
const { t, callAs, refusedAs, requestAs, userOf, buildContact, buildProject } = useTestApp();
let accounting: TUser;
let pm: TUser;

beforeAll(async () => {
  [accounting, pm] = await Promise.all([userOf('accounting'), userOf('pm')]);
});

const projectRow = async (projectId: number) =>
  (await t.database.db.select().from(projects).where(eq(projects.projectId, projectId)))[0]!;

describe('project: the people fields are the project’s, not the caller’s to take', () => {
  it('refuses an office user who names themselves on a project they do not run', async () => {
    const { ProjectID } = await buildProject({ ManagedBy: pm.UserID });
    for (const field of ['ManagedBy', 'EstimatedBy', 'SoldBy', 'ProjectManagerID']) {
      const refused = await refusedAs('accounting', projectContract.setProjectInfo, {
        body: { projectID: ProjectID, field, value: accounting.UserID },
      });
      expect(refused.status, field).toBe(403);
    }
    expect((await projectRow(ProjectID)).managedBy).toBe(pm.UserID);
  });

  it('refuses a client contact of a company that is not a client, or another company’s contact', async () => {
    const vendor = await buildContact({ ClientInd: 0, VendorInd: 1 });
    const client = await buildContact();
    const other = await buildContact();
    const { ProjectID } = await buildProject({ ClientContactID: client.ContactID });
    const set = (field: string, value: number) =>
      refusedAs('pm', projectContract.setProjectInfo, {
        body: { projectID: ProjectID, field, value },
      });
    expect((await set('ClientContactID', vendor.ContactID)).status).toBe(400);
    expect((await set('ClientCompanyID', other.CompanyID!)).status).toBe(400);
    expect((await projectRow(ProjectID)).clientCompanyId).toBe(client.CompanyID);
  });
});

describe('notes: a note and a client email belong to someone', () => {
  it('refuses deleting another user’s note by its id, and including the client on a project not theirs', async () => {
    const client = await buildContact();
    const { ProjectID } = await buildProject({
      ManagedBy: pm.UserID,
      ClientContactID: client.ContactID,
    });
    const { projectNote } = await callAs('pm', notesContract.addNote, {
      body: { projectID: ProjectID, note: 'The PM’s note', includeClientInd: 0 },
    });
    const refused = await refusedAs('estimator', notesContract.deleteNote, {
      params: { noteId: projectNote.NoteID },
    });
    expect(refused.status).toBe(403);
    const stored = await t.database.db
      .select()
      .from(projectNotes)
      .where(eq(projectNotes.noteId, projectNote.NoteID));
    expect(stored).toHaveLength(1);

    // The PM may write to the client on their project; the estimator may not on the same one.
    const include = { projectID: ProjectID, note: 'To the client', includeClientInd: 1 as const };
    expect((await refusedAs('estimator', notesContract.addNote, { body: include })).status).toBe(
      403,
    );
    await callAs('pm', notesContract.addNote, { body: include });
  });
});

describe('crm: a company’s trade flags are not reached through one of its contacts', () => {
  it('refuses a user without permission 7 who saves a vendor’s contact with the flags changed', async () => {
    const vendor = await buildContact({ VendorInd: 1 });
    const { ReferredByName: _r, OwnerName: _o, ...input } = vendor as TContact;
    const refused = await refusedAs('estimator', crmContract.setContact, {
      body: { params: { ...(input as TContactInput), VendorInd: 0 } },
    });
    expect(refused.status).toBe(403);
    const { company } = await callAs('pm', crmContract.getCompany, {
      query: { companyID: vendor.CompanyID! },
    });
    expect(company.VendorInd).toBe(1);
    const self = await refusedAs('estimator', crmContract.setContact, {
      body: {
        params: { ...(input as TContactInput), ReferredByContactID: vendor.ContactID },
      },
    });
    expect(self.status).toBe(400);
  });
});

describe('forecast: an archived project’s cells are not reached through either route', () => {
  it('refuses both forecast routes on a Canceled project (409) and an unknown one (404)', async () => {
    const { ProjectID } = await buildProject({ StageType: 'Canceled' });
    const body = {
      projectID: ProjectID,
      forecastYear: 2,
      forecastMonth: 3,
      forecastPercent: '0.2',
    };
    for (const contract of [projectContract.setForecast, browserContract.setBrowserForecast]) {
      expect((await refusedAs('pm', contract, { body })).status).toBe(409);
      expect(
        (await refusedAs('pm', contract, { body: { ...body, projectID: 999_999 } })).status,
      ).toBe(404);
    }
  });
});

describe('stage: a final stage is not left through the project id', () => {
  it('refuses moving a Completed project anywhere, even for a stage manager', async () => {
    const { ProjectID } = await buildProject({ StageType: 'Completed' });
    const refused = await refusedAs('pm', browserContract.changeStage, {
      body: { projectID: ProjectID, stageType: 'In Progress' },
    });
    expect(refused.status).toBe(400);
    expect((await projectRow(ProjectID)).stageType).toBe('Completed');
  });
});

describe('files: a file is read as the record it belongs to', () => {
  const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');

  it('refuses field staff a project’s file and other users a file of no record', async () => {
    const { ProjectID } = await buildProject();
    const ofProject = await callAs(
      'pm',
      filesContract.upload,
      {},
      multipart(
        { name: 'a.pdf', data: pdf },
        { relatedEntity: 'project', relatedId: String(ProjectID) },
      ),
    );
    expect(
      (await refusedAs('field', filesContract.download, { params: { key: ofProject.fileKey } }))
        .status,
    ).toBe(403);
    const own = await callAs(
      'estimator',
      filesContract.upload,
      {},
      multipart({ name: 'b.pdf', data: pdf }),
    );
    expect(
      (await refusedAs('accounting', filesContract.download, { params: { key: own.fileKey } }))
        .status,
    ).toBe(403);
    expect(
      (await requestAs('estimator', filesContract.download, { params: { key: own.fileKey } }))
        .statusCode,
    ).toBe(200);
  });
});

describe('email: the outbox is the admins’, whatever id is asked', () => {
  it('refuses an office user any outbox message by id, and answers an admin 404 for an unknown one', async () => {
    expect(
      (await refusedAs('pm', emailContract.getOutboxMessage, { params: { id: 1 } })).status,
    ).toBe(403);
    expect(
      (await refusedAs('admin', emailContract.getOutboxMessage, { params: { id: 999_999 } }))
        .status,
    ).toBe(404);
  });
});

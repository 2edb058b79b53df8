import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notesContract as c } from '@n5/shared/notes/contract';
import type { TUser } from '@n5/shared/session/schemas';
import { emailOutbox, projectNotes } from '../../db/schema/index';
import { useTestApp } from '../../testing/build-test-app';
import type { TCaller } from '../../testing/test-client';

const { t, callAs, refusedAs, requestAs, userOf, buildContact, buildProject } = useTestApp();
let pm: TUser;
let estimator: TUser;
let accounting: TUser;

beforeAll(async () => {
  [pm, estimator, accounting] = await Promise.all([
    userOf('pm'),
    userOf('estimator'),
    userOf('accounting'),
  ]);
});

/**
 * A project the PM manages, with a client contact that has an email, and one that neither the
 * PM nor the accounting user estimated, sold or manages (the factories act as the superuser).
 */
async function twoProjects(options: { recipients?: number[] } = {}) {
  const client = await buildContact();
  const mine = await buildProject({
    ManagedBy: pm.UserID,
    ClientContactID: client.ContactID,
    recipients: options.recipients,
  });
  const notMine = await buildProject();
  return { mine: mine.ProjectID, notMine: notMine.ProjectID };
}

const addNote = (caller: TCaller, projectID: number, note: string, includeClientInd: 0 | 1 = 0) =>
  callAs(caller, c.addNote, { body: { projectID, note, includeClientInd } });
const refusedNote = (caller: TCaller, projectID: number, note: string, includeClientInd = 0) =>
  refusedAs(caller, c.addNote, { body: { projectID, note, includeClientInd } });

describe('notes', () => {
  it('lists a project’s notes newest first, with the author', async () => {
    const { mine } = await twoProjects();
    await addNote('pm', mine, 'First visit.');
    await addNote('estimator', mine, 'Second visit.');
    const body = await callAs('pm', c.listNotes, { query: { projectID: mine } });
    expect(body.canIncludeClient).toBe(true);
    expect(body.projectNotes.map((n) => n.DisplayName)).toEqual([
      estimator.DisplayName,
      pm.DisplayName,
    ]);
    const dates = body.projectNotes.map((n) => n.CreatedDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('adds a note and queues its email to the recipients (not the author) in the outbox', async () => {
    const { mine } = await twoProjects({
      recipients: [pm.UserID, estimator.UserID, accounting.UserID],
    });
    const body = await addNote('pm', mine, '  Poured footings today.  ');
    expect(body.projectNote).toMatchObject({
      ProjectID: mine,
      NoteText: 'Poured footings today.',
      UserID: pm.UserID,
      DisplayName: pm.DisplayName,
      IncludeClientInd: 0,
    });
    const others = [accounting.EmailAddress, estimator.EmailAddress].sort();
    expect([...body.emailedTo].sort()).toEqual(others);
    const [email] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.relatedEntity, 'project_note'),
          eq(emailOutbox.relatedId, String(body.projectNote.NoteID)),
        ),
      );
    expect(email!.toAddresses.sort()).toEqual(others);
    expect(email!.textBody).toContain('Poured footings today.');
  });

  it('emails the client too when the note includes the client', async () => {
    const { mine } = await twoProjects();
    const body = await addNote('pm', mine, 'We start Monday.', 1);
    const emails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.relatedId, String(body.projectNote.NoteID)));
    expect(emails.length).toBeGreaterThanOrEqual(1);
    expect(body.projectNote.IncludeClientInd).toBe(1);
  });

  it('refuses an empty note (400) and include-client without the right (403)', async () => {
    const { notMine } = await twoProjects();
    expect((await refusedNote('pm', notMine, '   ')).status).toBe(400);
    const refused = await refusedNote('accounting', notMine, 'For the client', 1);
    expect(refused.status).toBe(403);
    const byAdmin = await requestAs('admin', c.addNote, {
      body: { projectID: notMine, note: 'Admins may', includeClientInd: 1 },
    });
    expect(byAdmin.statusCode).not.toBe(403);
    expect((await refusedNote('pm', 999_999, 'x')).status).toBe(404);
    expect((await refusedNote('field', notMine, 'x')).status).toBe(403);
    const list = await callAs('accounting', c.listNotes, { query: { projectID: notMine } });
    expect(list.canIncludeClient).toBe(false);
  });

  it('deletes own notes; refuses others’ notes to non-admins (403); admins delete any', async () => {
    const { mine } = await twoProjects();
    const own = (await addNote('estimator', mine, 'Mine to delete')).projectNote.NoteID;
    const other = (await addNote('pm', mine, 'Not yours')).projectNote.NoteID;
    expect((await refusedAs('estimator', c.deleteNote, { params: { noteId: other } })).status).toBe(
      403,
    );
    expect(await callAs('estimator', c.deleteNote, { params: { noteId: own } })).toEqual({
      deletedNote: { NoteID: own },
    });
    expect(await callAs('admin', c.deleteNote, { params: { noteId: other } })).toEqual({
      deletedNote: { NoteID: other },
    });
    expect(
      await t.database.db
        .select()
        .from(projectNotes)
        .where(inArray(projectNotes.noteId, [own, other])),
    ).toEqual([]);
    expect((await refusedAs('admin', c.deleteNote, { params: { noteId: other } })).status).toBe(
      404,
    );
    expect((await refusedAs('anonymous', c.deleteNote, { params: { noteId: other } })).status).toBe(
      401,
    );
  });

  it('gives the email details of a project', async () => {
    const { mine } = await twoProjects();
    const details = await callAs('pm', c.noteEmailDetails, { query: { projectID: mine } });
    expect(details).toMatchObject({
      subject: expect.stringContaining(`Project #${mine}`),
      emailList: expect.any(Array),
    });
    expect(
      (await refusedAs('pm', c.noteEmailDetails, { query: { projectID: 'abc' } })).status,
    ).toBe(400);
  });
});

describe('notification recipients', () => {
  it('adds, refuses a duplicate (409), lists and removes', async () => {
    const { notMine } = await twoProjects();
    const recipient = { projectID: notMine, userID: estimator.UserID };
    const added = await callAs('pm', c.addNotification, { body: recipient });
    expect(added.notifications).toEqual([
      {
        UserID: estimator.UserID,
        DisplayName: estimator.DisplayName,
        EmailAddress: estimator.EmailAddress,
      },
    ]);
    expect((await refusedAs('pm', c.addNotification, { body: recipient })).status).toBe(409);
    const listed = await callAs('pm', c.listNotifications, { params: { projectId: notMine } });
    expect(listed.notifications).toHaveLength(1);
    const removed = await callAs('pm', c.removeNotification, { query: recipient });
    expect(removed.notifications).toEqual([]);
    expect((await refusedAs('pm', c.removeNotification, { query: recipient })).status).toBe(404);
  });

  it('refuses unknown users and projects (404), bad ids (400), non-office users’ changes (403)', async () => {
    const { notMine } = await twoProjects();
    expect(
      (
        await refusedAs('pm', c.addNotification, {
          body: { projectID: notMine, userID: 99_999 },
        })
      ).status,
    ).toBe(404);
    expect(
      (await refusedAs('pm', c.listNotifications, { params: { projectId: 999999 } })).status,
    ).toBe(404);
    expect(
      (await refusedAs('pm', c.listNotifications, { params: { projectId: 'abc' } })).status,
    ).toBe(400);
    // The field area reads the list (spec 3 §7); changing it one by one stays office work.
    await callAs('field', c.listNotifications, { params: { projectId: notMine } });
    expect(
      (
        await refusedAs('field', c.addNotification, {
          body: { projectID: notMine, userID: estimator.UserID },
        })
      ).status,
    ).toBe(403);
  });
});

import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  emailOutbox,
  projectNotes,
  projectNotificationRecipients,
  projects,
} from '../../db/schema/index';
import { useTestApp } from '../../testing/build-test-app';

const { t, pm, estimator, admin, accounting, field } = useTestApp();

/** A seeded project the PM (user 3) manages, with a client contact email, and one they don't. */
async function seededProjects() {
  const rows = await t.database.db
    .select({
      id: projects.projectId,
      managedBy: projects.managedBy,
      est: projects.estimatedBy,
      sold: projects.soldBy,
    })
    .from(projects);
  const mine = rows.find((r) => r.managedBy === 3)!;
  const notMine = rows.find(
    (r) => ![r.managedBy, r.est, r.sold].includes(3) && ![r.managedBy, r.est, r.sold].includes(5),
  )!;
  return { mine: mine.id, notMine: notMine.id };
}

const addNote = (who: typeof pm, projectID: number, note: string, includeClientInd = 0) =>
  who({
    method: 'POST',
    url: '/api/project/projectnote',
    payload: { projectID, note, includeClientInd },
  });

describe('notes', () => {
  it('lists a project’s notes newest first, with the author', async () => {
    const { mine } = await seededProjects();
    const res = await pm({ method: 'GET', url: `/api/project/projectnotes?projectID=${mine}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.canIncludeClient).toBe(true);
    const dates = body.projectNotes.map((n: { CreatedDate: string }) => n.CreatedDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('adds a note and queues its email to the recipients (not the author) in the outbox', async () => {
    const { mine } = await seededProjects();
    await t.database.db
      .delete(projectNotificationRecipients)
      .where(eq(projectNotificationRecipients.projectId, mine));
    await t.database.db.insert(projectNotificationRecipients).values([
      { projectId: mine, userId: 3 },
      { projectId: mine, userId: 4 },
      { projectId: mine, userId: 5 },
    ]);
    const res = await pm({
      method: 'POST',
      url: '/api/project/projectnote',
      payload: { projectID: mine, note: '  Poured footings today.  ' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.projectNote).toMatchObject({
      ProjectID: mine,
      NoteText: 'Poured footings today.',
      UserID: 3,
      DisplayName: 'Priya Raman',
      IncludeClientInd: 0,
    });
    expect([...body.emailedTo].sort()).toEqual(['accounting@n5.local', 'estimator@n5.local']);
    const [email] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.relatedEntity, 'project_note'),
          eq(emailOutbox.relatedId, String(body.projectNote.NoteID)),
        ),
      );
    expect(email!.toAddresses.sort()).toEqual(['accounting@n5.local', 'estimator@n5.local']);
    expect(email!.textBody).toContain('Poured footings today.');
  });

  it('emails the client too when the note includes the client', async () => {
    const { mine } = await seededProjects();
    const res = await addNote(pm, mine, 'We start Monday.', 1);
    expect(res.statusCode).toBe(200);
    const emails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.relatedId, String(res.json().projectNote.NoteID)));
    expect(emails.length).toBeGreaterThanOrEqual(1);
    expect(res.json().projectNote.IncludeClientInd).toBe(1);
  });

  it('refuses an empty note (400) and include-client without the right (403)', async () => {
    const { notMine } = await seededProjects();
    expect((await addNote(pm, notMine, '   ')).statusCode).toBe(400);
    const refused = await addNote(accounting, notMine, 'For the client', 1);
    expect(refused.statusCode).toBe(403);
    expect((await addNote(admin, notMine, 'Admins may', 1)).statusCode).not.toBe(403);
    expect((await addNote(pm, 999_999, 'x')).statusCode).toBe(404);
    expect((await addNote(field, notMine, 'x')).statusCode).toBe(403);
    const list = await accounting({
      method: 'GET',
      url: `/api/project/projectnotes?projectID=${notMine}`,
    });
    expect(list.json().canIncludeClient).toBe(false);
  });

  it('deletes own notes; refuses others’ notes to non-admins (403); admins delete any', async () => {
    const { mine } = await seededProjects();
    const own = (await addNote(estimator, mine, 'Mine to delete')).json().projectNote.NoteID;
    const other = (await addNote(pm, mine, 'Not yours')).json().projectNote.NoteID;
    expect(
      (await estimator({ method: 'DELETE', url: `/api/project/projectnote/${other}` })).statusCode,
    ).toBe(403);
    const res = await estimator({ method: 'DELETE', url: `/api/project/projectnote/${own}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedNote: { NoteID: own } });
    expect(
      (await admin({ method: 'DELETE', url: `/api/project/projectnote/${other}` })).statusCode,
    ).toBe(200);
    expect(
      await t.database.db
        .select()
        .from(projectNotes)
        .where(inArray(projectNotes.noteId, [own, other])),
    ).toEqual([]);
    expect(
      (await admin({ method: 'DELETE', url: `/api/project/projectnote/${other}` })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/project/projectnote/${other}`,
          headers: { origin: 'http://localhost:3000' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('gives the email details of a project', async () => {
    const { mine } = await seededProjects();
    const res = await pm({
      method: 'GET',
      url: `/api/project/note-email-details?projectID=${mine}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      subject: expect.stringContaining(`Project #${mine}`),
      emailList: expect.any(Array),
    });
    expect(
      (await pm({ method: 'GET', url: '/api/project/note-email-details?projectID=abc' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('notification recipients', () => {
  it('adds, refuses a duplicate (409), lists and removes', async () => {
    const { notMine } = await seededProjects();
    await t.database.db
      .delete(projectNotificationRecipients)
      .where(eq(projectNotificationRecipients.projectId, notMine));
    const add = await pm({
      method: 'POST',
      url: '/api/project/projectnotification',
      payload: { projectID: notMine, userID: 4 },
    });
    expect(add.statusCode).toBe(200);
    expect(add.json().notifications).toEqual([
      { UserID: 4, DisplayName: 'Tom Brennan', EmailAddress: 'estimator@n5.local' },
    ]);
    const again = await pm({
      method: 'POST',
      url: '/api/project/projectnotification',
      payload: { projectID: notMine, userID: 4 },
    });
    expect(again.statusCode).toBe(409);
    const listed = await pm({ method: 'GET', url: `/api/project/projectnotifications/${notMine}` });
    expect(listed.json().notifications).toHaveLength(1);
    const removed = await pm({
      method: 'DELETE',
      url: `/api/project/projectnotification?projectID=${notMine}&userID=4`,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().notifications).toEqual([]);
    expect(
      (
        await pm({
          method: 'DELETE',
          url: `/api/project/projectnotification?projectID=${notMine}&userID=4`,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses unknown users and projects (404), bad ids (400), non-office users (403)', async () => {
    const { notMine } = await seededProjects();
    expect(
      (
        await pm({
          method: 'POST',
          url: '/api/project/projectnotification',
          payload: { projectID: notMine, userID: 99_999 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await pm({ method: 'GET', url: '/api/project/projectnotifications/999999' })).statusCode,
    ).toBe(404);
    expect(
      (await pm({ method: 'GET', url: '/api/project/projectnotifications/abc' })).statusCode,
    ).toBe(400);
    expect(
      (await field({ method: 'GET', url: `/api/project/projectnotifications/${notMine}` }))
        .statusCode,
    ).toBe(403);
  });
});

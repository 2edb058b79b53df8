import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import {
  contacts,
  projectNotes,
  projectNotificationRecipients,
  projects,
  users,
} from '../../db/schema/index';

const noteColumns = {
  NoteID: projectNotes.noteId,
  ProjectID: projectNotes.projectId,
  UserID: projectNotes.userId,
  DisplayName: users.displayName,
  NoteText: projectNotes.noteText,
  CreatedDate: sql<string>`to_char(${projectNotes.createdDate} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  IncludeClientInd: sql<0 | 1>`${projectNotes.includeClientInd}::int`,
};

export async function listNotes(db: TDbOrTx, projectId: number) {
  return db
    .select(noteColumns)
    .from(projectNotes)
    .leftJoin(users, eq(users.userId, projectNotes.userId))
    .where(eq(projectNotes.projectId, projectId))
    .orderBy(desc(projectNotes.createdDate), desc(projectNotes.noteId));
}

export async function findNote(db: TDbOrTx, noteId: number) {
  const [row] = await db
    .select(noteColumns)
    .from(projectNotes)
    .leftJoin(users, eq(users.userId, projectNotes.userId))
    .where(eq(projectNotes.noteId, noteId));
  return row ?? null;
}

/** What the notes rules need to know about a project: its people and client email. */
export async function findNoteProject(db: TDbOrTx, projectId: number) {
  const [row] = await db
    .select({
      ProjectID: projects.projectId,
      ProjectName: projects.projectName,
      EstimatedBy: projects.estimatedBy,
      SoldBy: projects.soldBy,
      ManagedBy: projects.managedBy,
      ProjectManagerID: projects.projectManagerId,
      ProjectEngineerID: projects.projectEngineerId,
      SuperintendentID: projects.superintendentId,
      ClientEmail: contacts.contactEmail,
    })
    .from(projects)
    .leftJoin(contacts, eq(contacts.contactId, projects.clientContactId))
    .where(eq(projects.projectId, projectId));
  return row ?? null;
}

export async function listRecipients(db: TDbOrTx, projectId: number) {
  return db
    .select({
      UserID: users.userId,
      DisplayName: users.displayName,
      EmailAddress: users.emailAddress,
    })
    .from(projectNotificationRecipients)
    .innerJoin(users, eq(users.userId, projectNotificationRecipients.userId))
    .where(eq(projectNotificationRecipients.projectId, projectId))
    .orderBy(asc(users.displayName));
}

export async function findActiveUser(db: TDbOrTx, userId: number) {
  const [row] = await db
    .select({ userId: users.userId })
    .from(users)
    .where(and(eq(users.userId, userId), eq(users.activeInd, true)));
  return row ?? null;
}

export async function insertNote(
  db: TDbOrTx,
  values: { projectId: number; noteText: string; userId: number; includeClientInd: 0 | 1 },
) {
  const [row] = await db
    .insert(projectNotes)
    .values(values)
    .returning({ noteId: projectNotes.noteId });
  return row!.noteId;
}

export async function deleteNote(db: TDbOrTx, noteId: number) {
  await db.delete(projectNotes).where(eq(projectNotes.noteId, noteId));
}

/** The ids among `userIds` that are active users. */
export async function listActiveUserIds(db: TDbOrTx, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: users.userId })
    .from(users)
    .where(and(inArray(users.userId, [...userIds]), eq(users.activeInd, true)));
  return rows.map((r) => r.userId);
}

/** False when the person already was a recipient. */
export async function insertRecipient(db: TDbOrTx, projectId: number, userId: number) {
  const rows = await db
    .insert(projectNotificationRecipients)
    .values({ projectId, userId })
    .onConflictDoNothing()
    .returning({ userId: projectNotificationRecipients.userId });
  return rows.length > 0;
}

/** False when the person was not a recipient. */
export async function deleteRecipient(db: TDbOrTx, projectId: number, userId: number) {
  const rows = await db
    .delete(projectNotificationRecipients)
    .where(
      and(
        eq(projectNotificationRecipients.projectId, projectId),
        eq(projectNotificationRecipients.userId, userId),
      ),
    )
    .returning({ userId: projectNotificationRecipients.userId });
  return rows.length > 0;
}

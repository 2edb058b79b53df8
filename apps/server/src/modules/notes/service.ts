import { parseInteger } from '@n5/shared/core/integer';
import { canEditNoteRecipients } from '@n5/shared/mobile/rules';
import { canDeleteNote, canIncludeClient, isBlankNote } from '@n5/shared/notes/rules';
import type { TUser } from '@n5/shared/session/schemas';
import type { TConfig } from '../../config/env';
import type { TDb } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { keyedTransaction } from '../../lib/idempotency/keyed-transaction';
import { projectNoteEmail } from '../../lib/email/templates';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { TEmailService } from '../email/service';
import {
  deleteNote,
  deleteRecipient,
  findActiveUser,
  findNote,
  findNoteProject,
  insertNote,
  insertRecipient,
  listActiveUserIds,
  listNotes,
  listRecipients,
} from './queries';

/**
 * Project notes and notification recipients (spec 1 §5-7, spec 2 §5-7). Every rule the dialog
 * shows is enforced here: empty notes, include-client, delete rights, duplicate recipients.
 */
export function createNotesService(deps: { db: TDb; email: TEmailService; config: TConfig }) {
  const { db, email, config } = deps;
  const emailContext = { publicUrl: config.publicUrl, companyName: config.COMPANY_NAME };

  async function getProject(projectId: number) {
    const project = await findNoteProject(db, projectId);
    if (!project) throw notFound(`There is no project ${projectId}.`);
    return project;
  }

  async function list(projectId: number, user: TUser) {
    const project = await getProject(projectId);
    return {
      projectNotes: await listNotes(db, projectId),
      canIncludeClient: canIncludeClient(user, project),
      hasClientEmail: !!project.ClientEmail,
    };
  }

  const subjectOf = (project: { ProjectID: number; ProjectName: string }) =>
    `Project #${project.ProjectID} ${project.ProjectName}: new note`;

  async function emailDetails(projectId: number) {
    const project = await getProject(projectId);
    const recipients = await listRecipients(db, projectId);
    return {
      clientEmail: project.ClientEmail,
      subject: subjectOf(project),
      emailList: [...new Set(recipients.map((r) => r.EmailAddress))],
    };
  }

  /** Adds the note and, in the same transaction, queues its emails (the spec's email step). */
  async function add(
    input: { projectID: number; note: string; includeClientInd: number },
    user: TUser,
  ) {
    if (isBlankNote(input.note)) throw badRequest('A note needs some text.');
    const project = await getProject(input.projectID);
    const forClient = input.includeClientInd === 1;
    if (forClient && !canIncludeClient(user, project)) {
      throw forbidden(
        "Only an admin or the project's estimator, seller or manager may include the client.",
      );
    }
    if (forClient && !project.ClientEmail) {
      throw badRequest('There is no client contact set for this project.');
    }
    const text = input.note.trim();
    const recipients = (await listRecipients(db, input.projectID))
      .map((r) => r.EmailAddress)
      .filter((address) => address.toLowerCase() !== user.EmailAddress.toLowerCase());
    const teamTo = [...new Set(recipients)];
    const data = {
      projectId: project.ProjectID,
      projectName: project.ProjectName,
      author: user.DisplayName,
      note: text,
    };
    const emailedTo = [
      ...teamTo,
      ...(forClient && project.ClientEmail ? [project.ClientEmail] : []),
    ];
    let emailIds: number[] = [];
    // The reply is read inside the transaction: it is stored with the Idempotency-Key.
    const reply = await keyedTransaction(db, async (tx) => {
      const noteId = await insertNote(tx, {
        projectId: input.projectID,
        noteText: text,
        userId: user.UserID,
        includeClientInd: forClient ? 1 : 0,
      });
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'project_note',
        entityId: noteId,
        action: 'insert',
        after: { projectId: input.projectID, noteText: text, includeClientInd: forClient ? 1 : 0 },
      });
      const ids: number[] = [];
      const related = { relatedEntity: 'project_note', relatedId: noteId };
      if (teamTo.length > 0) {
        const content = projectNoteEmail({ ...data, forClient: false }, emailContext);
        ids.push(
          await email.queue(tx, { to: teamTo, ...content, ...related, createdBy: user.UserID }),
        );
      }
      if (forClient && project.ClientEmail) {
        const content = projectNoteEmail({ ...data, forClient: true }, emailContext);
        ids.push(
          await email.queue(tx, {
            to: [project.ClientEmail],
            ...content,
            ...related,
            createdBy: user.UserID,
          }),
        );
      }
      emailIds = ids;
      return { projectNote: (await findNote(tx, noteId))!, emailedTo };
    });
    await email.wake(emailIds);
    return reply;
  }

  async function remove(noteId: number, user: TUser) {
    const note = await findNote(db, noteId);
    if (!note) throw notFound(`There is no note ${noteId}.`);
    if (!canDeleteNote(user, note))
      throw forbidden('Only its author or an admin may delete a note.');
    await db.transaction(async (tx) => {
      await deleteNote(tx, noteId);
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'project_note',
        entityId: noteId,
        action: 'delete',
        before: { projectId: note.ProjectID, noteText: note.NoteText, userId: note.UserID },
      });
    });
    return { deletedNote: { NoteID: noteId } };
  }

  async function recipients(projectId: number) {
    await getProject(projectId);
    return { notifications: await listRecipients(db, projectId) };
  }

  async function addRecipient(input: { projectID: number; userID: number }, userId: number) {
    await getProject(input.projectID);
    if (!(await findActiveUser(db, input.userID)))
      throw notFound(`There is no user ${input.userID}.`);
    return keyedTransaction(db, async (tx) => {
      if (!(await insertRecipient(tx, input.projectID, input.userID))) {
        throw conflict('That person already gets the notes of this project.');
      }
      await recordAudit(tx, {
        userId,
        entity: 'project_notification',
        entityId: input.projectID,
        action: 'insert',
        after: { userId: input.userID },
      });
      return { notifications: await listRecipients(tx, input.projectID) };
    });
  }

  async function removeRecipient(input: { projectID: number; userID: number }, userId: number) {
    await getProject(input.projectID);
    await db.transaction(async (tx) => {
      if (!(await deleteRecipient(tx, input.projectID, input.userID))) {
        throw notFound('That person is not a recipient of this project.');
      }
      await recordAudit(tx, {
        userId,
        entity: 'project_notification',
        entityId: input.projectID,
        action: 'delete',
        before: { userId: input.userID },
      });
    });
    return recipients(input.projectID);
  }

  /**
   * The field area's one call for the whole recipient list (spec 3 §4, §7): those not listed are
   * removed, the new ones added, in one transaction with an audit row per change.
   */
  async function mergeRecipients(
    input: { projectID: number; notifications: string | null },
    user: TUser,
  ) {
    const project = await getProject(input.projectID);
    if (!canEditNoteRecipients(user, project)) {
      throw forbidden(
        "Only office staff or the project's manager, engineer or superintendent may change who gets its notes.",
      );
    }
    const wanted = [
      ...new Set(
        (input.notifications ?? '')
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
          .map((part) => parseInteger(part)!),
      ),
    ];
    const active = new Set(await listActiveUserIds(db, wanted));
    const unknown = wanted.filter((userId) => !active.has(userId));
    if (unknown.length > 0) {
      throw badRequest(`Not an active user: ${unknown.map((u) => `#${u}`).join(', ')}.`);
    }
    await db.transaction(async (tx) => {
      const present = new Set((await listRecipients(tx, input.projectID)).map((r) => r.UserID));
      const audit = (action: 'insert' | 'delete', userId: number) =>
        recordAudit(tx, {
          userId: user.UserID,
          entity: 'project_notification',
          entityId: input.projectID,
          action,
          ...(action === 'insert' ? { after: { userId } } : { before: { userId } }),
        });
      for (const userId of present) {
        if (wanted.includes(userId)) continue;
        await deleteRecipient(tx, input.projectID, userId);
        await audit('delete', userId);
      }
      for (const userId of wanted) {
        if (present.has(userId)) continue;
        await insertRecipient(tx, input.projectID, userId);
        await audit('insert', userId);
      }
    });
    return recipients(input.projectID);
  }

  return {
    list,
    emailDetails,
    add,
    remove,
    recipients,
    addRecipient,
    removeRecipient,
    mergeRecipients,
  };
}
export type TNotesService = ReturnType<typeof createNotesService>;

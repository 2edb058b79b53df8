import { canDeleteNote } from '@n5/shared/notes/rules';
import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { forbidden, notFound } from '../../../lib/errors';
import type { TNotesDeps } from '../deps';
import { deleteNote as removeNote, findNote } from '../queries';

/** Deletes a note: its author or an admin only (404, 403 otherwise); audited. */
export async function deleteNote(deps: TNotesDeps, input: { noteId: number }, user: TUser) {
  const { noteId } = input;
  const note = await findNote(deps.db, noteId);
  if (!note) throw notFound(`There is no note ${noteId}.`);
  if (!canDeleteNote(user, note)) throw forbidden('Only its author or an admin may delete a note.');
  await deps.db.transaction(async (tx) => {
    await removeNote(tx, noteId);
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

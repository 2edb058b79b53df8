import {
  canIncludeClient,
  INCLUDE_CLIENT_WHO,
  isBlankNote,
  type TNoteChannel,
} from '@n5/shared/notes/rules';
import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { projectNoteEmail } from '../../../lib/email/templates';
import { badRequest, forbidden } from '../../../lib/errors';
import { keyedTransaction } from '../../../lib/idempotency/keyed-transaction';
import { noteProjectOr404, type TNotesDeps } from '../deps';
import { findNote, insertNote, listRecipients } from '../queries';

/**
 * Adds a note and, in the same transaction, queues its emails (the spec's email step): one to the
 * project's recipients (not the author), one to the client when included.
 */
export async function addNote(
  deps: TNotesDeps,
  input: { projectID: number; note: string; includeClientInd: number },
  user: TUser,
  channel: TNoteChannel = 'desktop',
) {
  const { db, email, config } = deps;
  if (isBlankNote(input.note)) throw badRequest('A note needs some text.');
  const project = await noteProjectOr404(deps, input.projectID);
  const forClient = input.includeClientInd === 1;
  if (forClient && !canIncludeClient(user, project, channel)) {
    throw forbidden(INCLUDE_CLIENT_WHO[channel]);
  }
  if (forClient && !project.ClientEmail) {
    throw badRequest('There is no client contact set for this project.');
  }
  const text = input.note.trim();
  const recipients = (await listRecipients(db, input.projectID))
    .map((r) => r.EmailAddress)
    .filter((address) => address.toLowerCase() !== user.EmailAddress.toLowerCase());
  const teamTo = [...new Set(recipients)];
  const clientTo = forClient && project.ClientEmail ? [project.ClientEmail] : [];
  const data = {
    projectId: project.ProjectID,
    projectName: project.ProjectName,
    author: user.DisplayName,
    note: text,
  };
  const emailContext = { publicUrl: config.publicUrl, companyName: config.COMPANY_NAME };
  let emailIds: number[] = [];
  // The reply is read inside the transaction: it is stored with the Idempotency-Key.
  const reply = await keyedTransaction(db, async (tx) => {
    const includeClientInd = forClient ? 1 : 0;
    const noteId = await insertNote(tx, {
      projectId: input.projectID,
      noteText: text,
      userId: user.UserID,
      includeClientInd,
    });
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'project_note',
      entityId: noteId,
      action: 'insert',
      after: { projectId: input.projectID, noteText: text, includeClientInd },
    });
    const queued = { relatedEntity: 'project_note', relatedId: noteId, createdBy: user.UserID };
    const ids: number[] = [];
    for (const [to, isClient] of [
      [teamTo, false],
      [clientTo, true],
    ] as const) {
      if (to.length === 0) continue;
      const content = projectNoteEmail({ ...data, forClient: isClient }, emailContext);
      ids.push(await email.queue(tx, { to: [...to], ...content, ...queued }));
    }
    emailIds = ids;
    return { projectNote: (await findNote(tx, noteId))!, emailedTo: [...teamTo, ...clientTo] };
  });
  await email.wake(emailIds);
  return reply;
}

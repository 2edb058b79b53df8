import { parseInteger } from '@n5/shared/core/integer';
import { canEditNoteRecipients } from '@n5/shared/mobile/rules';
import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { badRequest, forbidden } from '../../../lib/errors';
import { noteProjectOr404, type TNotesDeps } from '../deps';
import { deleteRecipient, insertRecipient, listActiveUserIds, listRecipients } from '../queries';
import { listRecipients as listRecipientsReply } from './list-recipients';

/** The user ids of a comma-separated list, each once, in order. */
function wantedIds(notifications: string | null) {
  const ids = (notifications ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => parseInteger(part)!);
  return [...new Set(ids)];
}

/**
 * The field area's one call for the whole recipient list (spec 3 §4, §7): those not listed are
 * removed, the new ones added, in one transaction with an audit row per change.
 */
export async function mergeRecipients(
  deps: TNotesDeps,
  input: { projectID: number; notifications: string | null },
  user: TUser,
) {
  const project = await noteProjectOr404(deps, input.projectID);
  if (!canEditNoteRecipients(user, project)) {
    throw forbidden(
      "Only office staff or the project's manager, engineer or superintendent may change who gets its notes.",
    );
  }
  const wanted = wantedIds(input.notifications);
  const active = new Set(await listActiveUserIds(deps.db, wanted));
  const unknown = wanted.filter((userId) => !active.has(userId));
  if (unknown.length > 0) {
    throw badRequest(`Not an active user: ${unknown.map((u) => `#${u}`).join(', ')}.`);
  }
  await deps.db.transaction(async (tx) => {
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
  return listRecipientsReply(deps, { projectId: input.projectID });
}

import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { conflict, notFound } from '../../../lib/errors';
import { keyedTransaction } from '../../../lib/idempotency/keyed-transaction';
import { noteProjectOr404, type TNotesDeps } from '../deps';
import { findActiveUser, insertRecipient, listRecipients } from '../queries';

/** Adds an active user to a project's note recipients (404 unknown, 409 already there). */
export async function addRecipient(
  deps: TNotesDeps,
  input: { projectID: number; userID: number },
  user: Pick<TUser, 'UserID'>,
) {
  await noteProjectOr404(deps, input.projectID);
  if (!(await findActiveUser(deps.db, input.userID)))
    throw notFound(`There is no user ${input.userID}.`);
  return keyedTransaction(deps.db, async (tx) => {
    if (!(await insertRecipient(tx, input.projectID, input.userID))) {
      throw conflict('That person already gets the notes of this project.');
    }
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'project_notification',
      entityId: input.projectID,
      action: 'insert',
      after: { userId: input.userID },
    });
    return { notifications: await listRecipients(tx, input.projectID) };
  });
}

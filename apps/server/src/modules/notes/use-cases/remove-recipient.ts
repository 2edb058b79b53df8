import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { notFound } from '../../../lib/errors';
import { noteProjectOr404, type TNotesDeps } from '../deps';
import { deleteRecipient } from '../queries';
import { listRecipients } from './list-recipients';

/** Removes a person from a project's note recipients (404 when they were not one). */
export async function removeRecipient(
  deps: TNotesDeps,
  input: { projectID: number; userID: number },
  user: Pick<TUser, 'UserID'>,
) {
  await noteProjectOr404(deps, input.projectID);
  await deps.db.transaction(async (tx) => {
    if (!(await deleteRecipient(tx, input.projectID, input.userID))) {
      throw notFound('That person is not a recipient of this project.');
    }
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'project_notification',
      entityId: input.projectID,
      action: 'delete',
      before: { userId: input.userID },
    });
  });
  return listRecipients(deps, { projectId: input.projectID });
}

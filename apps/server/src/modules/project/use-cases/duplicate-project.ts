import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { keyedTransaction } from '../../../lib/idempotency/keyed-transaction';
import { missingProject, type TProjectDeps } from '../deps';
import { copyForecast, copyNotificationRecipients, insertProjectCopy } from '../queries';

/** The copy, its forecast and notification list in one transaction, each write audited. */
export async function duplicateProject(
  deps: Pick<TProjectDeps, 'db' | 'projectAccounting'>,
  input: { projectName: string; projectIDToCopy: number },
  user: TUser,
) {
  const reply = await keyedTransaction(deps.db, async (tx) => {
    const copy = await insertProjectCopy(tx, input.projectIDToCopy, input.projectName.trim());
    if (!copy) throw missingProject(input.projectIDToCopy);
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'project',
      entityId: copy.projectId,
      action: 'insert',
      after: { ...copy, duplicatedFrom: input.projectIDToCopy },
    });
    const forecast = await copyForecast(tx, input.projectIDToCopy, copy.projectId);
    if (forecast) {
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'forecast',
        entityId: copy.projectId,
        action: 'insert',
        after: forecast,
      });
    }
    for (const recipient of await copyNotificationRecipients(
      tx,
      input.projectIDToCopy,
      copy.projectId,
    )) {
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'project_notification_recipient',
        entityId: `${recipient.projectId}:${recipient.userId}`,
        action: 'insert',
        after: recipient,
      });
    }
    return [{ ProjectID: copy.projectId }];
  });
  await deps.projectAccounting?.queue(reply[0]!.ProjectID);
  return reply;
}

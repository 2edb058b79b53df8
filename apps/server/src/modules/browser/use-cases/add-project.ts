import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { keyedTransaction } from '../../../lib/idempotency/keyed-transaction';
import type { TBrowserDeps } from '../deps';
import { insertProject } from '../queries';

/** New Project (spec 2 §2.3): a name, the creator as estimator, and an empty forecast row. */
export async function addProject(
  deps: Pick<TBrowserDeps, 'db' | 'projectAccounting'>,
  input: { projectName: string },
  user: TUser,
) {
  const reply = await keyedTransaction(deps.db, async (tx) => {
    const row = await insertProject(tx, {
      projectName: input.projectName,
      estimatedBy: user.UserID,
    });
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'project',
      entityId: row.projectId,
      action: 'insert',
      after: {
        projectName: input.projectName,
        stageType: row.stageType,
        estimatedBy: user.UserID,
      },
    });
    return { project: [{ ProjectID: row.projectId }] };
  });
  // The new project and its tasks go to accounting once committed (issue 38 item 1).
  await deps.projectAccounting?.queue(reply.project[0]!.ProjectID);
  return reply;
}

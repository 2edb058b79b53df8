import { canDeleteCondition } from '@n5/shared/estimating/rules';
import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { conflict } from '../../../lib/errors';
import { conditionOr404, projectOr404, type TEstimatingDeps } from '../deps';
import { auditView, conditionList } from '../present';
import { deleteCondition as removeCondition } from '../queries';

/** Deletes a condition not approved by the client nor on an approved sub contract (409). */
export async function deleteCondition(
  deps: TEstimatingDeps,
  input: { conditionID: number; projectID: number; subCategoryCode: string },
  user: TUser,
) {
  const j = await conditionOr404(deps.db, input);
  if (!canDeleteCondition(j.row))
    throw conflict(
      'A condition approved by the client or on an approved sub contract cannot be deleted.',
    );
  return deps.db.transaction(async (tx) => {
    await removeCondition(tx, j.row.conditionId);
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'condition',
      entityId: j.row.conditionId,
      action: 'delete',
      before: auditView(j.row),
    });
    const project = await projectOr404(tx, j.row.projectId);
    return conditionList(deps, tx, project, j.row.subCategoryId);
  });
}

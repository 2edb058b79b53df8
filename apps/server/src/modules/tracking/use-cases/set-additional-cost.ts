import type { TUser } from '@n5/shared/session/schemas';
import { parseAdditionalCost } from '@n5/shared/tracking/rules';
import { recordAudit } from '../../../lib/audit';
import { badRequest } from '../../../lib/errors';
import type { TTrackingDeps } from '../deps';
import { projectOr404 } from '../figures';
import * as q from '../queries';

/** Sets (or clears, with empty) a sub-category's additional cost; audited when it changes. */
export async function setAdditionalCost(
  deps: TTrackingDeps,
  input: { projectId: number; subCategoryCode: string; additionalCost: unknown },
  user: TUser,
) {
  const { projectId, subCategoryCode } = input;
  const parsed = parseAdditionalCost(input.additionalCost);
  if (!parsed.ok) throw badRequest(parsed.message);
  return deps.db.transaction(async (tx) => {
    await projectOr404(tx, projectId);
    const [sub] = await q.subCategoriesByCode(tx, [subCategoryCode]);
    if (!sub) throw badRequest(`There is no sub-category ${subCategoryCode}.`);
    const key = { projectId, subCategoryId: sub.subCategoryId };
    const before = await q.additionalCostOf(tx, key);
    if (before !== parsed.value) {
      if (parsed.value === null) await q.deleteAdditionalCost(tx, key);
      else await q.upsertAdditionalCost(tx, key, parsed.value, user.UserID);
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'project_additional_cost',
        entityId: `${projectId}:${subCategoryCode}`,
        action: before === null ? 'insert' : parsed.value === null ? 'delete' : 'update',
        before: before === null ? null : { additionalCost: before },
        after: parsed.value === null ? null : { additionalCost: parsed.value },
      });
    }
    return { projectID: projectId, subCategoryCode, additionalCost: parsed.value };
  });
}

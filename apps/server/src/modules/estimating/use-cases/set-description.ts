import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { conflict, notFound } from '../../../lib/errors';
import { projectOr404, subCategoryOr404, type TEstimatingDeps } from '../deps';
import { listDescriptions, upsertDescription } from '../queries';

/**
 * Sets a sub-category's client-facing description on one client contract of the project (404
 * another's), read-only once that contract is sent or approved (409); audited.
 */
export async function setDescription(
  deps: TEstimatingDeps,
  input: { projectID: number; contractID: string; subCategoryCode: string; description: string },
  user: TUser,
) {
  await projectOr404(deps.db, input.projectID);
  const sub = await subCategoryOr404(deps.db, input.subCategoryCode);
  return deps.db.transaction(async (tx) => {
    const current = (await listDescriptions(tx, input.projectID, sub.subCategoryId)).find(
      (d) => d.ContractID === input.contractID,
    );
    if (!current) {
      if (!(await deps.contracts.findClientContract(tx, input.projectID, input.contractID)))
        throw notFound(
          `There is no client contract ${input.contractID} on project ${input.projectID}.`,
        );
    } else if (current.ReadOnlyInd === 1)
      throw conflict(
        `The ${current.ContractType} contract is sent or approved: its description is read-only.`,
      );
    const description = input.description.trim();
    await upsertDescription(tx, {
      projectId: input.projectID,
      subCategoryId: sub.subCategoryId,
      clientContractId: input.contractID,
      description,
    });
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'inclusion_description',
      entityId: `${input.projectID}:${sub.subCategoryCode}:${input.contractID}`,
      action: current ? 'update' : 'insert',
      before: current ? { description: current.Description } : null,
      after: { description },
    });
    return { descriptions: await listDescriptions(tx, input.projectID, sub.subCategoryId) };
  });
}

import { computeCondition } from '@n5/shared/estimating/math';
import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { notFound } from '../../../lib/errors';
import { keyedTransaction } from '../../../lib/idempotency/keyed-transaction';
import { projectOr404, subCategoryOr404, type TEstimatingDeps } from '../deps';
import { conditionList } from '../present';
import { conditionInputsOf } from '@n5/shared/estimating/math';
import { findTemplate, insertCondition, nextSortOrder } from '../queries';

/** Adds a condition from an active template of the sub-category (404 otherwise); audited. */
export async function addCondition(
  deps: TEstimatingDeps,
  input: { conditionID: number; projectID: number; subCategoryCode: string },
  user: TUser,
) {
  const { db } = deps;
  const project = await projectOr404(db, input.projectID);
  const sub = await subCategoryOr404(db, input.subCategoryCode);
  const template = await findTemplate(db, input.conditionID);
  if (!template || template.status !== 'Active' || template.subCategoryId !== sub.subCategoryId)
    throw notFound(
      `There is no active template ${input.conditionID} in sub-category ${input.subCategoryCode}.`,
    );
  return keyedTransaction(db, async (tx) => {
    const inputs = conditionInputsOf({ ...template, totalQuantities: '0.0000' });
    const derived = computeCondition(inputs, null, {
      ksRemodelingTaxInd: project.ksRemodelingTaxInd,
      taxRate: deps.config.KS_REMODEL_TAX_RATE,
    });
    const conditionId = await insertCondition(tx, {
      projectId: project.projectId,
      subCategoryId: sub.subCategoryId,
      conditionName: template.conditionName,
      measurementType: template.measurementType,
      internalComments: template.internalComments,
      subcontractorScope: template.subcontractorScope,
      ...inputs,
      ...derived,
      templateId: template.templateId,
      sortOrder: await nextSortOrder(tx, project.projectId, sub.subCategoryId),
    });
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'condition',
      entityId: conditionId,
      action: 'insert',
      after: {
        projectId: project.projectId,
        templateId: template.templateId,
        conditionName: template.conditionName,
      },
    });
    return conditionList(deps, tx, project, sub.subCategoryId);
  });
}

import type { TConditionTemplate } from '@n5/shared/condition-templates/schemas';
import { conditionInputsOf } from '@n5/shared/estimating/math';
import type { TUser } from '@n5/shared/session/schemas';
import type { TDbOrTx } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import { conflict, notFound } from '../../../lib/errors';
import { decideTemplate } from '../decide';
import type { TConditionTemplatesDeps } from '../deps';
import { findTemplate, lockTemplate, updateTemplate, type TTemplateRow } from '../queries';

/** The template values an approved overwrite copies into its target. */
const copiedValues = (r: TTemplateRow) => ({
  ...conditionInputsOf(r),
  conditionName: r.conditionName,
  internalComments: r.internalComments,
  subcontractorScope: r.subcontractorScope,
  measurementType: r.measurementType,
});

async function overwriteTarget(tx: TDbOrTx, request: TTemplateRow, userId: number) {
  const targetId = request.replacesTemplateId!;
  if (!(await lockTemplate(tx, targetId)))
    throw notFound(`There is no condition template ${targetId}.`);
  const target = (await findTemplate(tx, targetId))!;
  if (target.status !== 'Active')
    throw conflict(
      `Template #${targetId} is no longer active; reactivate it before overwriting it.`,
    );
  const values = copiedValues(request);
  await updateTemplate(tx, targetId, values);
  await updateTemplate(tx, request.templateId, { status: 'Overwritten' });
  await recordAudit(tx, {
    userId,
    entity: 'condition_template',
    entityId: targetId,
    action: 'update',
    before: copiedValues(target),
    after: { ...values, overwrittenBy: request.templateId },
  });
  return targetId;
}

/**
 * Approves a request, or reactivates an inactive template (POST
 * /api/condition/approve-condition-template). An overwrite request copies its values into the
 * template it names, which is returned; the request is kept as history (status Overwritten).
 * The requester of an awaiting request is emailed the decision in the same transaction.
 */
export async function approveTemplate(
  deps: TConditionTemplatesDeps,
  input: { conditionId: number },
  user: TUser,
): Promise<{ template: TConditionTemplate }> {
  return decideTemplate(deps, input, user, {
    decision: 'approved',
    settled: 'Active',
    async apply(tx, request) {
      if (request.replacesTemplateId !== null)
        return { resultId: await overwriteTarget(tx, request, user.UserID), status: 'Overwritten' };
      await updateTemplate(tx, request.templateId, { status: 'Active' });
      return { resultId: request.templateId, status: 'Active' };
    },
  });
}

import type { TUser } from '@n5/shared/session/schemas';
import type { TDbOrTx } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import { renderEmail } from '../../../lib/email/templates';
import { badRequest, notFound } from '../../../lib/errors';
import { keyedTransaction } from '../../../lib/idempotency/keyed-transaction';
import { conditionOr404, type TEstimatingDeps } from '../deps';
import { perUnitInputsOf } from '../present';
import { findTemplate, insertTemplate, type TConditionJoined } from '../queries';

type TTarget = { templateId: number; conditionName: string } | null;

/** The template an overwrite names: active and of the condition's sub-category (404, 400). */
async function targetOr4xx(deps: TEstimatingDeps, targetId: number | null, subCategoryId: number) {
  if (targetId === null) return null;
  const target = await findTemplate(deps.db, targetId);
  if (!target || target.status !== 'Active')
    throw notFound(`There is no active template ${targetId}.`);
  if (target.subCategoryId !== subCategoryId)
    throw badRequest('A template can only be overwritten by a condition of its sub-category.');
  return target;
}

/** Queues the approver's email of a template request, in the request's transaction. */
function queueApproverEmail(
  deps: TEstimatingDeps,
  tx: TDbOrTx,
  input: { j: TConditionJoined; target: TTarget; templateId: number; user: TUser },
) {
  const { j, target, templateId, user } = input;
  const source = j.row;
  const what = target
    ? `replace the template "${target.conditionName}" (#${target.templateId})`
    : 'add a new template';
  const content = renderEmail(
    {
      subject: `Condition template request: ${source.conditionName} (${j.subCategory})`,
      heading: 'A condition template is awaiting your approval',
      paragraphs: [
        `${user.DisplayName} asks to ${what} in sub-category ${j.subCategory} from condition "${source.conditionName}" of project #${source.projectId}.`,
        `Request #${templateId}.`,
      ],
      action: {
        label: 'Open the condition',
        path: `/browser/projects/${source.projectId}/inclusions/${j.mainCategoryId}/${j.subCategory}`,
      },
    },
    { publicUrl: deps.config.publicUrl, companyName: deps.config.COMPANY_NAME },
  );
  return deps.email.queue(tx, {
    to: [deps.config.TEMPLATE_APPROVER_EMAIL],
    ...content,
    relatedEntity: 'condition_template',
    relatedId: templateId,
    createdBy: user.UserID,
  });
}

/**
 * A template request (new, or an overwrite of `targetId`): a template Awaiting Approval copied
 * from the condition, and an email to the approver (TEMPLATE_APPROVER_EMAIL) in the same
 * transaction.
 */
export async function requestTemplate(
  deps: TEstimatingDeps,
  input: { sourceConditionId: number; targetId: number | null },
  user: TUser,
) {
  const j = await conditionOr404(deps.db, { conditionID: input.sourceConditionId });
  const source = j.row;
  const target = await targetOr4xx(deps, input.targetId, source.subCategoryId);
  let emailId = 0;
  const reply = await keyedTransaction(deps.db, async (tx) => {
    const templateId = await insertTemplate(tx, {
      subCategoryId: source.subCategoryId,
      conditionName: source.conditionName,
      measurementType: source.measurementType,
      internalComments: source.internalComments,
      subcontractorScope: source.subcontractorScope,
      ...perUnitInputsOf(source),
      status: 'Awaiting Approval',
      requestedBy: user.UserID,
      sourceConditionId: source.conditionId,
      replacesTemplateId: target?.templateId ?? null,
    });
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'condition_template',
      entityId: templateId,
      action: 'insert',
      after: {
        conditionName: source.conditionName,
        status: 'Awaiting Approval',
        sourceConditionId: source.conditionId,
        replacesTemplateId: target?.templateId ?? null,
      },
    });
    emailId = await queueApproverEmail(deps, tx, { j, target, templateId, user });
    return { templateName: source.conditionName, templateID: templateId };
  });
  // A replayed request (Idempotency-Key) ran no work and queued nothing.
  if (emailId) await deps.email.wake([emailId]);
  return reply;
}

import type { TConditionTemplate } from '@n5/shared/condition-templates/schemas';
import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { conflict, notFound } from '../../../lib/errors';
import { queueDecisionEmail } from '../decision-email';
import type { TConditionTemplatesDeps } from '../deps';
import { presentTemplate } from '../present';
import { findTemplate, lockTemplate, updateTemplate } from '../queries';

/**
 * Rejects a request or deactivates an active template (POST
 * /api/condition/reject-condition-template): it becomes Inactive and is no longer offered by Add
 * Condition. The requester of an awaiting request is emailed the decision.
 */
export async function rejectTemplate(
  deps: TConditionTemplatesDeps,
  input: { conditionId: number },
  user: TUser,
): Promise<{ template: TConditionTemplate }> {
  let emailId = 0;
  const reply = await deps.db.transaction(async (tx) => {
    if (!(await lockTemplate(tx, input.conditionId)))
      throw notFound(`There is no condition template ${input.conditionId}.`);
    const request = (await findTemplate(tx, input.conditionId))!;
    if (request.status === 'Inactive') return { template: presentTemplate(request) };
    if (request.status === 'Overwritten')
      throw conflict('This request was already approved into its target template.');
    await updateTemplate(tx, request.templateId, { status: 'Inactive' });
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'condition_template',
      entityId: request.templateId,
      action: 'update',
      before: { status: request.status },
      after: { status: 'Inactive' },
    });
    if (request.status === 'Awaiting Approval')
      emailId = await queueDecisionEmail(deps, tx, {
        request,
        decision: 'rejected',
        deciderId: user.UserID,
        deciderName: user.DisplayName,
      });
    return { template: presentTemplate((await findTemplate(tx, request.templateId))!) };
  });
  if (emailId) await deps.email.wake([emailId]);
  return reply;
}

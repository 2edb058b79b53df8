import type { TConditionTemplate } from '@n5/shared/condition-templates/schemas';
import type { TUser } from '@n5/shared/session/schemas';
import { decideTemplate } from '../decide';
import type { TConditionTemplatesDeps } from '../deps';
import { updateTemplate } from '../queries';

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
  return decideTemplate(deps, input, user, {
    decision: 'rejected',
    settled: 'Inactive',
    async apply(tx, request) {
      await updateTemplate(tx, request.templateId, { status: 'Inactive' });
      return { resultId: request.templateId, status: 'Inactive' };
    },
  });
}

import type { TConditionTemplate } from '@n5/shared/condition-templates/schemas';
import type { TTemplateStatus } from '@n5/shared/estimating/constants';
import type { TUser } from '@n5/shared/session/schemas';
import type { TDbOrTx } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { queueDecisionEmail } from './decision-email';
import type { TConditionTemplatesDeps } from './deps';
import { presentTemplate } from './present';
import { findTemplate, lockTemplate, type TTemplateRow } from './queries';

/** What an approval or a rejection does; the rest of a decision is the same for both. */
export interface TDecision {
  decision: 'approved' | 'rejected';
  /** The status the decision leaves; a template already there is returned unchanged. */
  settled: TTemplateStatus;
  /** Applies the decision; returns the template to reply with and the request's new status. */
  apply(tx: TDbOrTx, request: TTemplateRow): Promise<{ resultId: number; status: string }>;
}

/**
 * One decision on a template, in one transaction: 404 unknown, unchanged when already settled,
 * 409 once overwritten into its target; the decision applied, its audit row, and the requester of
 * an awaiting request emailed (woken after commit).
 */
export async function decideTemplate(
  deps: TConditionTemplatesDeps,
  input: { conditionId: number },
  user: TUser,
  how: TDecision,
): Promise<{ template: TConditionTemplate }> {
  let emailId = 0;
  const reply = await deps.db.transaction(async (tx) => {
    if (!(await lockTemplate(tx, input.conditionId)))
      throw notFound(`There is no condition template ${input.conditionId}.`);
    const request = (await findTemplate(tx, input.conditionId))!;
    if (request.status === how.settled) return { template: presentTemplate(request) };
    if (request.status === 'Overwritten')
      throw conflict('This request was already approved into its target template.');
    const { resultId, status } = await how.apply(tx, request);
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'condition_template',
      entityId: request.templateId,
      action: 'update',
      before: { status: request.status },
      after: { status },
    });
    if (request.status === 'Awaiting Approval')
      emailId = await queueDecisionEmail(deps, tx, {
        request,
        decision: how.decision,
        deciderId: user.UserID,
        deciderName: user.DisplayName,
      });
    return { template: presentTemplate((await findTemplate(tx, resultId))!) };
  });
  if (emailId) await deps.email.wake([emailId]);
  return reply;
}

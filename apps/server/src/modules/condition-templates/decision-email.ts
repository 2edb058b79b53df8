import type { TDbOrTx } from '../../db/client';
import { renderEmail } from '../../lib/email/templates';
import type { TConditionTemplatesDeps } from './deps';
import type { TTemplateRow } from './queries';

/**
 * Queues the decision on a template request to its requester, in the caller's transaction;
 * returns the outbox id to wake after commit (0 when nobody asked: seeded templates).
 */
export async function queueDecisionEmail(
  deps: TConditionTemplatesDeps,
  tx: TDbOrTx,
  input: {
    request: TTemplateRow;
    decision: 'approved' | 'rejected';
    deciderId: number;
    deciderName: string;
  },
): Promise<number> {
  const { request } = input;
  if (!request.requestedBy || !request.requesterEmail) return 0;
  const what =
    request.replacesTemplateId === null
      ? `your new template "${request.conditionName}"`
      : `your overwrite of template #${request.replacesTemplateId} with "${request.conditionName}"`;
  const content = renderEmail(
    {
      subject: `Condition template ${input.decision}: ${request.conditionName} (${request.subCategoryCode})`,
      heading: `Your condition template request was ${input.decision}`,
      paragraphs: [
        `${input.deciderName} ${input.decision} ${what} in sub-category ${request.subCategoryCode} ${request.subCategoryName}.`,
        input.decision === 'approved'
          ? 'It is now offered by Add Condition in that sub-category.'
          : 'It will not be offered by Add Condition.',
        `Request #${request.templateId}.`,
      ],
    },
    { publicUrl: deps.config.publicUrl, companyName: deps.config.COMPANY_NAME },
  );
  return deps.email.queue(tx, {
    to: [request.requesterEmail],
    ...content,
    relatedEntity: 'condition_template',
    relatedId: request.templateId,
    createdBy: input.deciderId,
  });
}

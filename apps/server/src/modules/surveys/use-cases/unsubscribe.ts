import { SURVEY_TEXTS } from '@n5/shared/surveys/rules';
import { recordAudit } from '../../../lib/audit';
import { notFound } from '../../../lib/errors';
import type { TSurveysDeps } from '../deps';
import type { TLinkSigner } from '../link-signing';
import { insertUnsubscribe } from '../queries';

/** The unsubscribe link: the next batches skip this address, with the reason (spec 3 §2.7). */
export async function unsubscribe(
  deps: TSurveysDeps & { signer: TLinkSigner },
  input: { e: string; s: string; ipAddress: string | null },
) {
  const email = input.e.trim().toLowerCase();
  if (!(await deps.signer.checkUnsubscribe(email, input.s)))
    throw notFound('This unsubscribe link is not valid.');
  await deps.db.transaction(async (tx) => {
    if (await insertUnsubscribe(tx, email, input.ipAddress))
      await recordAudit(tx, {
        userId: null,
        entity: 'survey_unsubscribe',
        entityId: email,
        action: 'insert',
        after: { email },
      });
  });
  return { message: SURVEY_TEXTS.unsubscribed };
}

import { SURVEY_TEXTS } from '@n5/shared/surveys/rules';
import type { z } from 'zod';
import type { ZCompleteBody } from '@n5/shared/surveys/schemas';
import { recordAudit } from '../../../lib/audit';
import { badRequest, conflict } from '../../../lib/errors';
import type { TSurveysDeps } from '../deps';
import type { TLinkSigner } from '../link-signing';
import { markCompleted } from '../queries';
import { openSurvey } from './open-survey';

/**
 * Submit Survey: the survey is marked answered with its comments, once (a second completion is a
 * 409); at least one rating is needed, as the page's disabled button says.
 */
export async function completeSurvey(
  deps: TSurveysDeps & { signer: TLinkSigner },
  input: z.infer<typeof ZCompleteBody>,
) {
  await deps.signer.ready();
  return deps.db.transaction(async (tx) => {
    const survey = await openSurvey(tx, deps.signer, input);
    if (survey.answers.length === 0) throw badRequest('Answer at least one question to submit.');
    if (!(await markCompleted(tx, survey.survey_id, input.comments)))
      throw conflict(SURVEY_TEXTS.unavailable);
    await recordAudit(tx, {
      userId: null,
      entity: 'client_survey',
      entityId: survey.survey_id,
      action: 'update',
      before: { responded: 'no' },
      after: { responded: 'yes', comments: input.comments.trim() || null },
    });
    return { message: SURVEY_TEXTS.thanks };
  });
}

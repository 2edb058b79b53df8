import { isOnScale, questionById } from '@n5/shared/surveys/rules';
import type { z } from 'zod';
import type { ZSaveAnswerBody } from '@n5/shared/surveys/schemas';
import { badRequest } from '../../../lib/errors';
import type { TSurveysDeps } from '../deps';
import type { TLinkSigner } from '../link-signing';
import { deleteAnswer, upsertAnswer } from '../queries';
import { openSurvey } from './open-survey';

/** A rating click saves at once (spec 3 §4); null clears it. One row, no audit (the client's draft). */
export async function saveAnswer(
  deps: TSurveysDeps & { signer: TLinkSigner },
  input: z.infer<typeof ZSaveAnswerBody>,
) {
  const survey = await openSurvey(deps.db, deps.signer, input);
  const question = questionById(input.criteriaID);
  if (!question) throw badRequest(`Question ${input.criteriaID} is not on this survey.`);
  if (input.value === null) {
    await deleteAnswer(deps.db, survey.survey_id, question.id);
    return { message: 'The answer was cleared.' };
  }
  if (!isOnScale(question.options, input.value))
    throw badRequest(`The answer to question ${question.id} must be on its scale.`);
  await upsertAnswer(deps.db, {
    surveyId: survey.survey_id,
    questionId: question.id,
    value: input.value,
  });
  return { message: 'The answer was saved.' };
}

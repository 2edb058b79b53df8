import { SURVEY_TEXTS } from '@n5/shared/surveys/rules';
import type { TSurveyLink } from '@n5/shared/surveys/schemas';
import type { TDbOrTx } from '../../../db/client';
import { conflict, notFound } from '../../../lib/errors';
import type { TLinkSigner } from '../link-signing';
import { findSurveyByEvent } from '../queries';

/**
 * The survey a signed link names, open for answers: a tampered link, another project's or type's
 * survey, one never sent or hidden is a 404; a completed one a 409. Both carry the page's message
 * (spec 3 §8), so the page never tells which.
 */
export async function openSurvey(db: TDbOrTx, signer: TLinkSigner, link: TSurveyLink) {
  const p = link.p;
  if (!(await signer.checkSurvey(p, link.eid, link.mt, link.s)))
    throw notFound(SURVEY_TEXTS.unavailable);
  const survey = await findSurveyByEvent(db, link.eid);
  if (
    !survey ||
    survey.project_id !== p ||
    survey.survey_type !== link.mt ||
    survey.sent_at === null ||
    survey.hidden
  )
    throw notFound(SURVEY_TEXTS.unavailable);
  if (survey.response_date !== null) throw conflict(SURVEY_TEXTS.unavailable);
  return survey;
}

import { SURVEY_QUESTIONS } from '@n5/shared/surveys/rules';
import type { TSurveyData, TSurveyLink } from '@n5/shared/surveys/schemas';
import type { TSurveysDeps } from '../deps';
import type { TLinkSigner } from '../link-signing';
import { openSurvey } from './open-survey';

/** The public survey page: its header and the questions with the ratings saved so far. */
export async function getPublicSurvey(
  deps: TSurveysDeps & { signer: TLinkSigner },
  link: TSurveyLink,
): Promise<{ surveyData: TSurveyData }> {
  const survey = await openSurvey(deps.db, deps.signer, link);
  const saved = new Map(survey.answers.map((a) => [a.q, a.v]));
  return {
    surveyData: {
      questions: SURVEY_QUESTIONS.map((q) => ({
        id: q.id,
        criteria: q.criteria,
        options: q.options,
        projectid: survey.project_id,
        value: saved.get(q.id) ?? null,
      })),
      info: {
        projecttype: survey.project_type,
        projectnumber: survey.project_id,
        projectname: survey.project_name,
        company: survey.company,
        n5representative: survey.n5representative,
      },
    },
  };
}

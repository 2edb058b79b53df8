import { SURVEY_QUESTIONS } from '@n5/shared/surveys/rules';
import { notFound } from '../../../lib/errors';
import type { TSurveysDeps } from '../deps';
import { findSurveyByEvent } from '../queries';
import { surveyListRow } from './list-surveys';

/** The STAR Satisfaction Survey modal: the row, each question with its score, the comments. */
export async function getSurveyDetail(deps: Pick<TSurveysDeps, 'db'>, kpiEventId: string) {
  const survey = await findSurveyByEvent(deps.db, kpiEventId);
  if (!survey) throw notFound(`There is no survey ${kpiEventId}.`);
  const saved = new Map(survey.answers.map((a) => [a.q, a.v]));
  return {
    surveyData: {
      questions: SURVEY_QUESTIONS.map((q) => ({
        id: q.id,
        criteria: q.criteria,
        value: saved.get(q.id) ?? null,
      })),
      row: surveyListRow(survey),
    },
  };
}

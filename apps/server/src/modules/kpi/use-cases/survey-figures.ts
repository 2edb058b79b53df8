import { meanOf } from '@n5/shared/kpi/rules';
import { NPS_QUESTION_ID, netPromoterScore, overallScore } from '@n5/shared/surveys/rules';
import type { TAnsweredSurvey } from '../queries/surveys';

/** The 0-10 answer of a survey, if given. */
export const npsValueOf = (s: TAnsweredSurvey) =>
  s.answers.find((a) => a.q === NPS_QUESTION_ID)?.v ?? null;

export const overallOf = (s: TAnsweredSurvey) =>
  overallScore(s.answers.map((a) => ({ questionId: a.q, value: a.v })));

/** NPS of the surveys grouped by a key, in key order; a group with no 0-10 answer has no NPS. */
export function npsBy(surveys: readonly TAnsweredSurvey[], keyOf: (s: TAnsweredSurvey) => string) {
  const groups = new Map<string, number[]>();
  for (const s of surveys) {
    const key = keyOf(s);
    const value = npsValueOf(s);
    groups.set(key, [...(groups.get(key) ?? []), ...(value === null ? [] : [value])]);
  }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, values]) => ({ key, NPS: netPromoterScore(values), responses: values.length }));
}

/** Customer fulfillment: the mean overall score of the answered surveys. */
export const customerFulfillment = (surveys: readonly TAnsweredSurvey[]) =>
  meanOf(surveys.map(overallOf));

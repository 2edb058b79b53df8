import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { surveysContract as c } from '@n5/shared/surveys/contract';
import type { TSurveyData, TSurveyLink } from '@n5/shared/surveys/schemas';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The public survey of a signed link (its questions with the answers so far). */
export const publicSurveyQuery = (link: TSurveyLink) =>
  queryOptions({
    queryKey: queryKeys.surveys.publicSurvey(link.eid),
    queryFn: async ({ signal }) =>
      (await callApi(c.questions, { body: link }, { signal })).surveyData,
    // A bad or completed link stays so: asking again only spends the address's budget.
    retry: false,
    staleTime: Infinity,
  });

/** A rating click saves at once; the cached survey shows the new value. */
export function useSaveAnswer(link: TSurveyLink) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { criteriaID: number; value: number | null }) =>
      callApi(c.saveAnswer, { body: { ...link, ...input } }),
    onSuccess: (_reply, input) =>
      queryClient.setQueryData<TSurveyData>(
        queryKeys.surveys.publicSurvey(link.eid),
        (old) =>
          old && {
            ...old,
            questions: old.questions.map((q) =>
              q.id === input.criteriaID ? { ...q, value: input.value } : q,
            ),
          },
      ),
  });
}

export function useCompleteSurvey(link: TSurveyLink) {
  return useMutation({
    mutationFn: (comments: string) => callApi(c.complete, { body: { ...link, comments } }),
  });
}

export function useUnsubscribe() {
  return useMutation({
    mutationFn: (input: { e: string; s: string }) => callApi(c.unsubscribe, { body: input }),
  });
}

export interface TSurveyFilters {
  quarter: number;
  year: number;
  userID: number | null;
  surveyStatus: number;
}

export const surveyListQuery = (f: TSurveyFilters) =>
  queryOptions({
    queryKey: queryKeys.surveys.list(f),
    queryFn: async ({ signal }) =>
      (
        await callApi(
          c.list,
          {
            query: {
              quarter: f.quarter,
              year: f.year,
              surveyStatus: f.surveyStatus,
              ...(f.userID === null ? {} : { userID: f.userID }),
            },
          },
          { signal },
        )
      ).surveyList,
  });

export const surveyDetailQuery = (kpiEventID: string) =>
  queryOptions({
    queryKey: queryKeys.surveys.detail(kpiEventID),
    queryFn: async ({ signal }) =>
      (await callApi(c.detail, { query: { kpiEventID } }, { signal })).surveyData,
  });

/** The invitation batch's settings (days before an address is surveyed again). */
export const surveySettingsQuery = queryOptions({
  queryKey: queryKeys.surveys.settings(),
  queryFn: async ({ signal }) => (await callApi(c.settings, {}, { signal })).settings,
});

export function useSaveSurveySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resurveyDays: number) => callApi(c.saveSettings, { body: { resurveyDays } }),
    onSuccess: (reply) => queryClient.setQueryData(surveySettingsQuery.queryKey, reply.settings),
  });
}

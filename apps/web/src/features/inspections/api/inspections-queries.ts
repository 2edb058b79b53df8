import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { inspectionsContract as c } from '@n5/shared/inspections/contract';
import type { TCriteriaType, TInspectionType } from '@n5/shared/inspections/rules';
import type { TSaveResultInput } from '@n5/shared/inspections/schemas';
import { callApi } from '../../../lib/api-client';
import { SURVEY_SCOPE, sendOrKeepFieldWrite } from '../../../lib/field-queue/field-queue';
import { queryKeys } from '../../../lib/query-keys';

/** Each checklist's calls (spec 2 §7), by inspection type. */
const CALLS = {
  Fleet: { criteria: 'Van', events: c.vanEvents, results: c.vanResults, save: c.saveVanResult },
  Uniform: {
    criteria: 'Uniform',
    events: c.uniformEvents,
    results: c.uniformResults,
    save: c.saveUniformResult,
  },
  Warehouse: {
    criteria: 'Warehouse',
    events: c.warehouseEvents,
    results: c.warehouseResults,
    save: c.saveWarehouseResult,
  },
  Safety: {
    criteria: 'Safety',
    events: c.safetyEvents,
    results: c.safetyResults,
    save: c.saveSafetyResult,
  },
} as const satisfies Record<
  TInspectionType,
  { criteria: TCriteriaType; events: unknown; results: unknown; save: unknown }
>;

const REFERENCE_FRESH_MS = 5 * 60_000;

export const eventsQuery = (type: TInspectionType) =>
  queryOptions({
    queryKey: queryKeys.inspections.events(type),
    queryFn: async ({ signal }) => (await callApi(CALLS[type].events, {}, { signal })).events,
  });

export const criteriaQuery = (type: TInspectionType) =>
  queryOptions({
    queryKey: queryKeys.inspections.criteria(type),
    queryFn: async ({ signal }) =>
      (await callApi(c.criteria, { query: { type: CALLS[type].criteria } }, { signal })).criteria,
    staleTime: REFERENCE_FRESH_MS,
  });

export const resultsQuery = (type: TInspectionType, kpiEventId: string) =>
  queryOptions({
    queryKey: queryKeys.inspections.results(type, kpiEventId),
    queryFn: ({ signal }) =>
      callApi(CALLS[type].results, { query: { KPIEventID: kpiEventId } }, { signal }),
  });

export const vansQuery = queryOptions({
  queryKey: queryKeys.inspections.vans(),
  queryFn: async ({ signal }) => (await callApi(c.vans, {}, { signal })).vans,
  staleTime: REFERENCE_FRESH_MS,
});

export const projectOptionsQuery = queryOptions({
  queryKey: queryKeys.inspections.projectOptions(),
  queryFn: async ({ signal }) => (await callApi(c.projectOptions, {}, { signal })).projectOptions,
  staleTime: REFERENCE_FRESH_MS,
});

/** The field queue's name for each checklist's save. */
const KEPT_SAVE = {
  Fleet: 'saveVanResult',
  Uniform: 'saveUniformResult',
  Warehouse: 'saveWarehouseResult',
  Safety: 'saveSafetyResult',
} as const satisfies Record<TInspectionType, string>;

/** The kept answers of one type of survey on the phone (`survey:<type>:<event>`). */
export const surveyScopePrefix = (type: TInspectionType) => `${SURVEY_SCOPE}${type}:`;

/**
 * One save of a checklist: the header as the modal holds it and one criterion's value. On the
 * phone (`keepOffline`) a save the network does not take is kept and sent when it returns; the
 * reply is then null (no score until it is sent).
 */
export function useSaveResult(type: TInspectionType, keepOffline = false) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: keepOffline ? 'always' : 'online',
    mutationFn: (input: TSaveResultInput) => {
      if (!keepOffline) return callApi(CALLS[type].save, { body: input });
      const criteria = queryClient.getQueryData(criteriaQuery(type).queryKey);
      const criterion = criteria?.find((row) => row.ID === input.criteriaID);
      return sendOrKeepFieldWrite({
        route: KEPT_SAVE[type],
        body: input,
        projectId: input.projectID ?? 0,
        scope: `${surveyScopePrefix(type)}${input.KPIEventID}`,
        label: criterion ? `${criterion.Criteria}: ${input.value ?? 'cleared'}` : 'Survey details',
      });
    },
  });
}

/** Deletes an inspection; the grid drops the row once the server confirms. */
export function useDeleteInspection(type: TInspectionType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kpiEventId: string) =>
      callApi(c.deleteEvent, { body: { KPIEventID: kpiEventId } }),
    onSuccess: (_reply, kpiEventId) =>
      queryClient.setQueryData(eventsQuery(type).queryKey, (events) =>
        events?.filter((e) => e.KPIEventID !== kpiEventId),
      ),
  });
}

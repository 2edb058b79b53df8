import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { contractsContract } from '@n5/shared/contracts/contract';
import { estimatingContract as c } from '@n5/shared/estimating/contract';
import type { TCondition } from '@n5/shared/estimating/schemas';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { addedConditionId, revealCondition } from '../components/reveal-condition';

export const categoryOptionsQuery = queryOptions({
  queryKey: queryKeys.estimating.categories(),
  queryFn: ({ signal }) => callApi(c.categoryOptions, {}, { signal }),
  staleTime: Infinity,
});

export const conditionsQuery = (projectId: number, subCategoryCode: string) =>
  queryOptions({
    queryKey: queryKeys.project.conditions(projectId, subCategoryCode),
    queryFn: ({ signal }) =>
      callApi(c.listConditions, { query: { projectID: projectId, subCategoryCode } }, { signal }),
  });

export const conditionOptionsQuery = (projectId: number, subCategoryCode: string) =>
  queryOptions({
    queryKey: queryKeys.project.conditionOptions(projectId, subCategoryCode),
    queryFn: async ({ signal }) =>
      (
        await callApi(
          c.conditionOptions,
          { query: { projectID: projectId, subCategoryCode } },
          { signal },
        )
      ).options,
  });

export const descriptionsQuery = (projectId: number, subCategoryCode: string) =>
  queryOptions({
    queryKey: queryKeys.project.descriptions(projectId, subCategoryCode),
    queryFn: async ({ signal }) =>
      (
        await callApi(
          c.descriptions,
          { query: { projectID: projectId, subCategoryCode } },
          { signal },
        )
      ).descriptions,
  });

export const contractOptionsQuery = (projectId: number) =>
  queryOptions({
    queryKey: queryKeys.project.contractOptions(projectId),
    queryFn: ({ signal }) =>
      callApi(contractsContract.contractOptions, { query: { projectID: projectId } }, { signal }),
  });

export const bidHistoryQuery = (conditionName: string, measurementType: string) =>
  queryOptions({
    queryKey: queryKeys.estimating.bidHistory(conditionName, measurementType),
    queryFn: async ({ signal }) =>
      (
        await callApi(
          c.bidHistory,
          { query: { conditionName, measurementType: measurementType as never } },
          { signal },
        )
      ).history,
  });

export const templateOptionsQuery = (mainCategory: string, subCategory: string) =>
  queryOptions({
    queryKey: queryKeys.estimating.templates(mainCategory, subCategory),
    queryFn: async ({ signal }) =>
      (await callApi(c.templateOptions, { query: { mainCategory, subCategory } }, { signal }))
        .options,
  });

/** Puts a saved condition in the cached list (no refetch of 200 cards after one field). */
function useReplaceCondition(projectId: number, subCategoryCode: string) {
  const queryClient = useQueryClient();
  return (condition: TCondition) => {
    queryClient.setQueryData(conditionsQuery(projectId, subCategoryCode).queryKey, (old) =>
      old
        ? {
            ...old,
            conditionList: old.conditionList.map((x) =>
              x.ConditionID === condition.ConditionID ? condition : x,
            ),
          }
        : old,
    );
    // The descriptions follow the contracts the conditions use.
    void queryClient.invalidateQueries({
      queryKey: queryKeys.project.descriptions(projectId, subCategoryCode),
    });
    invalidatePricedViews(queryClient, projectId);
  };
}

/** The screens that sum conditions (Inclusions, contracts) read them again when next shown. */
function invalidatePricedViews(queryClient: ReturnType<typeof useQueryClient>, projectId: number) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.project.inclusions.all(projectId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.project.contracts(projectId) });
}

export function useSetCondition(projectId: number, subCategoryCode: string) {
  const replace = useReplaceCondition(projectId, subCategoryCode);
  return useMutation({
    mutationFn: (input: { conditionID: number; field: string; value: string | number | null }) =>
      callApi(c.setCondition, { body: { projectID: projectId, subCategoryCode, ...input } }),
    onSuccess: ({ condition }) => replace(condition),
  });
}

export function useSetSubBid(projectId: number, subCategoryCode: string) {
  const replace = useReplaceCondition(projectId, subCategoryCode);
  return useMutation({
    mutationFn: (input: {
      conditionID: number;
      companyID: number | null;
      bidAmount: string;
      markup: string;
      precedence: 1 | 2 | 3;
    }) => callApi(c.setSubBid, { body: input }),
    onSuccess: ({ condition }) => replace(condition),
  });
}

export function useSelectSubcontractor(projectId: number, subCategoryCode: string) {
  const replace = useReplaceCondition(projectId, subCategoryCode);
  return useMutation({
    mutationFn: (input: { conditionID: number; companyID: number | null }) =>
      callApi(c.selectSubcontractor, { body: { projectID: projectId, ...input } }),
    onSuccess: ({ condition }) => replace(condition),
  });
}

function useSetList(projectId: number, subCategoryCode: string) {
  const queryClient = useQueryClient();
  return (reply: Awaited<ReturnType<typeof callApi<typeof c.listConditions>>>) => {
    queryClient.setQueryData(conditionsQuery(projectId, subCategoryCode).queryKey, reply);
    void queryClient.invalidateQueries({
      queryKey: queryKeys.project.descriptions(projectId, subCategoryCode),
    });
    invalidatePricedViews(queryClient, projectId);
  };
}

/** Adds a condition from a template; with `clientContractId`, puts it on that contract. */
export function useAddCondition(projectId: number, subCategoryCode: string) {
  const setList = useSetList(projectId, subCategoryCode);
  return useMutation({
    mutationFn: async (input: { templateId: number; clientContractId: string | null }) => {
      const reply = await callApi(c.addCondition, {
        body: { conditionID: input.templateId, projectID: projectId, subCategoryCode },
      });
      const added = addedConditionId(reply.conditionList);
      if (!input.clientContractId) return reply;
      const { condition } = await callApi(c.setCondition, {
        body: {
          conditionID: added,
          projectID: projectId,
          subCategoryCode,
          field: 'ClientContractID',
          value: input.clientContractId,
        },
      });
      return {
        ...reply,
        conditionList: reply.conditionList.map((x) =>
          x.ConditionID === condition.ConditionID ? condition : x,
        ),
      };
    },
    onSuccess: (reply) => {
      setList(reply);
      revealCondition(addedConditionId(reply.conditionList));
    },
  });
}

export function useDeleteCondition(projectId: number, subCategoryCode: string) {
  const setList = useSetList(projectId, subCategoryCode);
  return useMutation({
    mutationFn: (conditionID: number) =>
      callApi(c.delCondition, { body: { conditionID, projectID: projectId, subCategoryCode } }),
    onSuccess: setList,
  });
}

export function useSetDescription(projectId: number, subCategoryCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { contractID: string; description: string }) =>
      callApi(c.setDescription, { body: { projectID: projectId, subCategoryCode, ...input } }),
    onSuccess: ({ descriptions }) =>
      queryClient.setQueryData(
        descriptionsQuery(projectId, subCategoryCode).queryKey,
        descriptions,
      ),
  });
}

export function useRequestTemplate() {
  return useMutation({
    mutationFn: (input: { sourceConditionID: number; targetTemplateID: number | null }) =>
      input.targetTemplateID === null
        ? callApi(c.templateNew, { body: { sourceConditionID: input.sourceConditionID } })
        : callApi(c.templateOverwrite, {
            body: {
              sourceConditionID: input.sourceConditionID,
              targetConditionID: input.targetTemplateID,
            },
          }),
  });
}

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { conditionTemplatesContract as c } from '@n5/shared/condition-templates/contract';
import type { TTemplateListSlug } from '@n5/shared/condition-templates/rules';
import type { TConditionTemplate } from '@n5/shared/condition-templates/schemas';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type TRequestType = 'New' | 'Overwrite';

/** GET /api/condition/condition-template?status (&type for the /condition-approval tabs). */
export const templateListQuery = (status: TTemplateListSlug, type?: TRequestType) =>
  queryOptions({
    queryKey: queryKeys.conditionTemplates.list(status, type),
    queryFn: async ({ signal }) =>
      (await callApi(c.list, { query: { status, ...(type ? { type } : {}) } }, { signal }))
        .templates,
  });

/** GET /api/condition/condition-template/{id}: old and new values of an overwrite request. */
export const overwriteDetailQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.conditionTemplates.overwrite(id),
    queryFn: ({ signal }) => callApi(c.overwriteDetail, { params: { id: String(id) } }, { signal }),
  });

/** Approve (or reactivate) and reject (or deactivate): every list may change. */
export function useDecideTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { decision: 'approve' | 'reject'; conditionID: number }) =>
      callApi(input.decision === 'approve' ? c.approve : c.reject, {
        body: { conditionID: input.conditionID },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.conditionTemplates.all }),
  });
}

/** One cell edit; the row takes the template the server returns. */
export function useUpdateTemplate(listKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { conditionID: number; field: string; value: string | null }) =>
      callApi(c.update, { body }),
    onSuccess: ({ template }) =>
      queryClient.setQueryData(listKey, (rows: TConditionTemplate[] | undefined) =>
        rows?.map((r) => (r.ConditionID === template.ConditionID ? template : r)),
      ),
    onError: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { alternateApprovalContract as c } from '@n5/shared/contracts/alternate-approval';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The alternate-approval page's project and contract types (public, by the link's GUID). */
export const alternateApprovalQuery = (guid: string) =>
  queryOptions({
    queryKey: queryKeys.publicLinks.alternateApproval(guid),
    queryFn: ({ signal }) => callApi(c.alternateApprovalItems, { query: { guid } }, { signal }),
    // A wrong link stays wrong: show the not-found text at once instead of retrying.
    retry: false,
  });

/** Submits the ticked alternates; the reply (the page as saved) replaces the cached page. */
export function useSubmitAlternateSelection(guid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (selectedTypes: string[]) =>
      callApi(c.submitAlternateSelection, { body: { guid, selectedTypes } }),
    onSuccess: (reply) => {
      queryClient.setQueryData(queryKeys.publicLinks.alternateApproval(guid), {
        project: reply.project,
        alternates: reply.alternates,
      });
    },
    // A refusal (already submitted elsewhere) shows the saved state.
    onError: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.publicLinks.alternateApproval(guid) }),
  });
}

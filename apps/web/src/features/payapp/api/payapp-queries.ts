import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { contractUrl } from '@n5/shared/core/contract-call';
import { payappContract as c } from '@n5/shared/payapp/contract';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const byGuid = (guid: string) => ({ query: { guid } });

export const grandTotalsQuery = (guid: string) =>
  queryOptions({
    queryKey: queryKeys.payapp.grandTotals(guid),
    queryFn: ({ signal }) => callApi(c.grandTotals, byGuid(guid), { signal }),
    // A bad link is not found for good: asking again only spends the address's budget.
    retry: false,
  });

export const subtotalsQuery = (guid: string) =>
  queryOptions({
    queryKey: queryKeys.payapp.subtotals(guid),
    queryFn: ({ signal }) => callApi(c.subtotals, byGuid(guid), { signal }),
    retry: false,
  });

/** Where the G702/G703 PDF downloads (the server renders it from the same figures). */
export const payAppPdfUrl = (guid: string) => contractUrl(c.pdf, byGuid(guid));

/**
 * Approve or reject the figures the page shows (`figuresHash`); either way the figures and the
 * status are read again (spec 3 §4), so a 409 for figures that changed meanwhile leaves the page
 * showing the current ones with the server's message above the buttons.
 */
export function usePayAppDecision(
  guid: string,
  figuresHash: string,
  /** Told before the page reloads (the decision's buttons are gone after it). */
  onRejected?: (notifiedName: string | null) => void,
) {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: queryKeys.payapp.all });
  const approve = useMutation({
    mutationFn: () => callApi(c.approved, { body: { guid, figuresHash } }),
    onSettled: reload,
  });
  const reject = useMutation({
    mutationFn: (reason: string) => callApi(c.rejected, { body: { guid, figuresHash, reason } }),
    onSuccess: (reply) => onRejected?.(reply.NotifiedName),
    onSettled: reload,
  });
  return { approve, reject };
}

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { billingContract } from '@n5/shared/billing/contract';
import { queryKeys } from '../../../lib/query-keys';
import { callApi } from '../../../lib/api-client';

export const billingApi = billingContract;

/** A push to accounting runs as a job: the tab polls until no pay app waits for it. */
const whileQueued = (query: {
  state: { data?: { payApps: Array<{ accounting: { status: string } }> } };
}) => (query.state.data?.payApps.some((p) => p.accounting.status === 'queued') ? 2000 : false);

export const invoicingQuery = (projectId: number) =>
  queryOptions({
    queryKey: [...queryKeys.project.billing(projectId), 'invoicing'],
    queryFn: ({ signal }) =>
      callApi(billingContract.clientInvoicing, { query: { projectID: projectId } }, { signal }),
    refetchInterval: whileQueued,
  });

export const payAppEmailQuery = (projectId: number, number: number) =>
  queryOptions({
    queryKey: [...queryKeys.project.billing(projectId), 'email', number],
    queryFn: ({ signal }) =>
      callApi(
        billingContract.email,
        { query: { projectID: projectId, paymentApplicationType: number } },
        { signal },
      ),
  });

/** Every write changes the tab (and the contract tables' Invoiced and Paid): refresh both. */
export function useBillingMutation<TInput, TReply>(
  projectId: number,
  fn: (input: TInput) => Promise<TReply>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.project.billing(projectId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.project.contracts(projectId) });
    },
  });
}

/** A project's payments, open pay apps by age and retainage receivable (issue 31 item 5). */
export const receivablesQuery = (projectId: number) =>
  queryOptions({
    queryKey: [...queryKeys.project.billing(projectId), 'receivables'],
    queryFn: ({ signal }) =>
      callApi(billingContract.receivables, { query: { projectID: projectId } }, { signal }),
  });

/** The company's receivables report (admins and role Accounting). */
export const receivablesReportQuery = queryOptions({
  queryKey: ['reports', 'receivables'] as const,
  queryFn: ({ signal }) => callApi(billingContract.receivablesReport, {}, { signal }),
});

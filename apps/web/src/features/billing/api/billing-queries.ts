import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { billingContract } from '@n5/shared/billing/contract';
import { queryKeys } from '../../../lib/query-keys';
import { callApi, type TCallInput } from '../../../lib/api-client';

const c = billingContract;
type TBody<C extends keyof typeof c> = TCallInput<(typeof c)[C]>['body'];

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

/**
 * Every write changes the tab (and the contract tables' Invoiced and Paid, and the waivers a
 * certified pay app may take): refresh them.
 */
function useBillingMutation<TInput, TReply>(
  projectId: number,
  fn: (input: TInput) => Promise<TReply>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.project.billing(projectId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.project.contracts(projectId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.project.waivers(projectId) });
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

/*
 * One mutation per endpoint the Invoice tab writes to (each refreshes the tab, the contract
 * tables and the waivers). The body is the endpoint's own, so a caller cannot send another.
 */
export const useAddPayApp = (projectId: number) =>
  useBillingMutation(projectId, () => callApi(c.addPayApp, { body: { projectID: projectId } }));
export const useSetPayAppStatus = (projectId: number) =>
  useBillingMutation(projectId, (body: TBody<'setStatus'>) => callApi(c.setStatus, { body }));
export const useSetPayAppAmount = (projectId: number) =>
  useBillingMutation(projectId, (body: TBody<'setAmount'>) => callApi(c.setAmount, { body }));
export const useSetPayAppColumn = (projectId: number) =>
  useBillingMutation(projectId, (body: TBody<'setColumn'>) => callApi(c.setColumn, { body }));
export const useSetRetainage = (projectId: number) =>
  useBillingMutation(projectId, (body: TBody<'setRetainage'>) => callApi(c.setRetainage, { body }));
export const useSetRetainageConvention = (projectId: number) =>
  useBillingMutation(projectId, (body: TBody<'setRetainageConvention'>) =>
    callApi(c.setRetainageConvention, { body }),
  );
export const useSetLineRetainage = (projectId: number) =>
  useBillingMutation(projectId, (body: TBody<'setLineRetainage'>) =>
    callApi(c.setLineRetainage, { body }),
  );
export const useSetPayAppDates = (projectId: number) =>
  useBillingMutation(projectId, (body: TBody<'setDates'>) => callApi(c.setDates, { body }));
export const useAddRelease = (projectId: number) =>
  useBillingMutation(projectId, (body: TBody<'addRelease'>) => callApi(c.addRelease, { body }));
export const useSendToClient = (projectId: number) =>
  useBillingMutation(projectId, (body: TBody<'sendToClient'>) => callApi(c.sendToClient, { body }));
export const useVoidPayApp = (projectId: number) =>
  useBillingMutation(projectId, (body: TBody<'voidPayApp'>) => callApi(c.voidPayApp, { body }));
export const useSendToAccounting = (projectId: number) =>
  useBillingMutation(projectId, (body: TBody<'sendToAccounting'>) =>
    callApi(c.sendToAccounting, { body }),
  );
export const useRecordPayment = (projectId: number) =>
  useBillingMutation(projectId, (body: TBody<'recordPayment'>) =>
    callApi(c.recordPayment, { body }),
  );
export const useDeletePayment = (projectId: number) =>
  useBillingMutation(projectId, (paymentId: number) =>
    callApi(c.deletePayment, { params: { paymentId } }),
  );

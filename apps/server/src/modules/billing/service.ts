import type { TUser } from '@n5/shared/session/schemas';
import type { TDbOrTx } from '../../db/client';
import { runAccountingPush } from './accounting';
import { lineValues } from './line-values';
import type { TBillingDeps, TPayAppAccountingJob } from './deps';
import * as q from './queries';
import { addPayApp } from './use-cases/add-pay-app';
import { addReleasePayApp } from './use-cases/add-release-pay-app';
import { setLineRetainage } from './use-cases/set-line-retainage';
import { setRetainageConvention } from './use-cases/set-retainage-convention';
import { deletePayment } from './use-cases/delete-payment';
import { getBilledToDate } from './use-cases/get-billed-to-date';
import { getProjectReceivables, getReceivablesReport } from './use-cases/get-receivables';
import { recordPayment } from './use-cases/record-payment';
import { getInvoicing, getInvoicingTotals } from './use-cases/get-invoicing';
import { getPayAppEmail } from './use-cases/get-pay-app-email';
import { getPayAppGuid } from './use-cases/get-pay-app-guid';
import { listCertifiedNumbers } from './use-cases/list-certified-numbers';
import { listPayAppStatuses } from './use-cases/list-pay-app-statuses';
import { sendPayAppToAccounting } from './use-cases/send-pay-app-to-accounting';
import { sendPayAppToClient } from './use-cases/send-pay-app-to-client';
import { setPayAppAmount } from './use-cases/set-pay-app-amount';
import { setPayAppColumn } from './use-cases/set-pay-app-column';
import { setPayAppDates } from './use-cases/set-pay-app-dates';
import { setPayAppStatus } from './use-cases/set-pay-app-status';
import { setRetainage } from './use-cases/set-retainage';
import { voidPayApp } from './use-cases/void-pay-app';

/** A use case's input: its second parameter. */
type TInput<F extends (...args: never[]) => unknown> = Parameters<F>[1];

/**
 * The Invoice tab (issue 16 items 1 and 2): the table from the one pay app calculation, pay
 * apps created in turn, amounts by dollars or percent (one cell or a whole column), retainage
 * rates, statuses (certifying on Approved), and sending to the client (outbox) and to
 * accounting (a job). Every write locks the project's row first, so the schedule check and the
 * freeze read pay apps that cannot move under them. The service only composes the use cases.
 */
export function createBillingService(deps: TBillingDeps) {
  const project = (projectId: number) => ({ projectId });
  return {
    /** The contract tables' Invoiced and Paid (docs/rules.md "Billing"), inside the caller's tx. */
    invoicedWork: (tx: TDbOrTx, projectId: number) => q.invoicedWork(tx, projectId),
    certifiedNumbers: listCertifiedNumbers,
    /** Scheduled and billed per line, under the project's lock (a change order's check). */
    lineValues: (tx: TDbOrTx, projectId: number) => lineValues(tx, projectId),
    invoicing: (projectId: number) => getInvoicing(deps, project(projectId)),
    totals: (projectId: number) => getInvoicingTotals(deps, project(projectId)),
    statuses: (projectId: number) => listPayAppStatuses(deps, project(projectId)),
    guid: (projectId: number, number: number) => getPayAppGuid(deps, { projectId, number }),
    emailDetails: (projectId: number, number: number) =>
      getPayAppEmail(deps, { projectId, number }),
    addPayApp: (user: TUser, projectId: number) => addPayApp(deps, project(projectId), user),
    setAmount: (user: TUser, input: TInput<typeof setPayAppAmount>) =>
      setPayAppAmount(deps, input, user),
    setColumn: (user: TUser, input: TInput<typeof setPayAppColumn>) =>
      setPayAppColumn(deps, input, user),
    setRetainage: (user: TUser, input: TInput<typeof setRetainage>) =>
      setRetainage(deps, input, user),
    setDates: (user: TUser, input: TInput<typeof setPayAppDates>) =>
      setPayAppDates(deps, input, user),
    voidPayApp: (user: TUser, input: TInput<typeof voidPayApp>) => voidPayApp(deps, input, user),
    setStatus: (user: TUser, input: TInput<typeof setPayAppStatus>) =>
      setPayAppStatus(deps, input, user),
    sendToClient: (user: TUser, input: TInput<typeof sendPayAppToClient>) =>
      sendPayAppToClient(deps, input, user),
    sendToAccounting: (user: TUser, input: TInput<typeof sendPayAppToAccounting>) =>
      sendPayAppToAccounting(deps, input, user),
    receivables: (projectId: number) => getProjectReceivables(deps, project(projectId)),
    receivablesReport: () => getReceivablesReport(deps),
    billedToDate: (projectId: number) => getBilledToDate(deps, { projectId }),
    setLineRetainage: (user: TUser, input: TInput<typeof setLineRetainage>) =>
      setLineRetainage(deps, input, user),
    setRetainageConvention: (user: TUser, input: TInput<typeof setRetainageConvention>) =>
      setRetainageConvention(deps, input, user),
    addRelease: (user: TUser, input: TInput<typeof addReleasePayApp>) =>
      addReleasePayApp(deps, input, user),
    recordPayment: (user: TUser, input: TInput<typeof recordPayment>) =>
      recordPayment(deps, input, user),
    deletePayment: (user: TUser, paymentId: number) => deletePayment(deps, { paymentId }, user),
    runAccountingPush: (job: TPayAppAccountingJob) => runAccountingPush(deps, job),
  };
}
export type TBillingService = ReturnType<typeof createBillingService>;

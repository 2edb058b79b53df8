import type { TPayAppStatus } from '@n5/shared/billing/constants';
import {
  addAgings,
  agingBucket,
  openOf,
  receivables,
  receivedOf,
  type TReceivableApp,
} from '@n5/shared/billing/payments';
import { fromNumeric, PLACES, sum, toNumeric } from '@n5/shared/core/decimal';
import { isoDay, nowOf, projectOr404, type TBillingDeps } from '../deps';
import * as pq from '../payment-queries';

type TRow = Awaited<ReturnType<typeof pq.certifiedReceivables>>[number];
const money = (text: string) => toNumeric(fromNumeric(text), PLACES.money);

const toApp = (row: TRow): TReceivableApp => ({
  number: row.number,
  status: row.status as TPayAppStatus,
  applicationDate: row.applicationDate,
  amountDue: row.amountDue,
  retainage: row.retainage,
  payments: row.payments,
});

const toPayment = (row: pq.TPaymentRow) => ({
  paymentId: row.paymentId,
  paymentApplicationType: row.number,
  amount: row.amount,
  receivedOn: row.receivedOn,
  reference: row.reference,
  recordedByName: row.recordedByName,
  recordedAt: row.recordedAt.toISOString(),
});

/**
 * A project's receivables (issue 31 item 5): each certified pay app's line 8, received and open
 * (with its age), the payments, the aging and the retainage receivable (`billing/payments.ts`).
 */
export async function getProjectReceivables(deps: TBillingDeps, input: { projectId: number }) {
  const { db } = deps;
  await projectOr404(db, input.projectId);
  const [rows, payments] = await Promise.all([
    pq.certifiedReceivables(db, input.projectId),
    pq.paymentsOfProject(db, input.projectId),
  ]);
  const asOf = isoDay(nowOf(deps));
  const apps = rows.map(toApp);
  const summary = receivables(apps, asOf);
  return {
    payApps: apps.map((app) => {
      const open = toNumeric(openOf(app), PLACES.money);
      return {
        paymentApplicationType: app.number,
        status: app.status,
        applicationDate: app.applicationDate,
        amountDue: money(app.amountDue),
        received: toNumeric(receivedOf(app), PLACES.money),
        open,
        bucket: open === '0.00' ? null : agingBucket(app.applicationDate, asOf),
      };
    }),
    payments: payments.map(toPayment),
    aging: summary.aging,
    retainageReceivable: summary.retainageReceivable,
    asOf,
  };
}

/**
 * The company's receivables report: per project with a balance or retainage, its aging and
 * retainage receivable, and the totals (the sums of the rows' cents).
 */
export async function getReceivablesReport(deps: TBillingDeps) {
  const rows = await pq.certifiedReceivables(deps.db);
  const asOf = isoDay(nowOf(deps));
  const byProject = new Map<number, TRow[]>();
  for (const row of rows)
    byProject.set(row.projectId, [...(byProject.get(row.projectId) ?? []), row]);
  const projects = [...byProject.values()]
    .map((list) => ({
      projectID: list[0]!.projectId,
      projectName: list[0]!.projectName,
      ...receivables(list.map(toApp), asOf),
    }))
    .filter((p) => p.aging.total !== '0.00' || p.retainageReceivable !== '0.00')
    .map(({ projectID, projectName, aging, retainageReceivable }) => ({
      projectID,
      projectName,
      aging,
      retainageReceivable,
    }));
  return {
    rows: projects,
    totals: {
      aging: addAgings(projects.map((p) => p.aging)),
      retainageReceivable: toNumeric(
        sum(projects.map((p) => fromNumeric(p.retainageReceivable))),
        PLACES.money,
      ),
    },
    asOf,
  };
}

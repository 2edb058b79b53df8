import { isCertified } from '@n5/shared/billing/constants';
import { add, compare, fromNumeric, ZERO } from '@n5/shared/core/decimal';
import { QUEUES } from '../../jobs/queues';
import { AccountingError } from '../../lib/accounting/gateway';
import {
  isoDay,
  need,
  nowOf,
  projectOr404,
  type TBillingDeps,
  type TPayAppAccountingJob,
} from './deps';
import { figuresOf, projectBilling } from './pay-app-sheet';
import * as q from './queries';

/** The job's work: the frozen figures pushed as a pro forma invoice; the outcome kept. */
export async function runAccountingPush(deps: TBillingDeps, job: TPayAppAccountingJob) {
  const { db } = deps;
  const accounting = need(deps.accounting, 'the accounting gateway');
  const row = await q.findPayAppById(db, job.payAppId);
  if (!row || !isCertified(row.status)) return;
  const project = await projectOr404(db, row.projectId);
  const figures = figuresOf(await projectBilling(db, row.projectId), row.number);
  const lines = figures.g703.groups.flatMap((g) =>
    g.rows
      .filter((r) => compare(add(fromNumeric(r.thisPeriod), fromNumeric(r.stored)), ZERO) !== 0)
      .map((r) => ({
        subCategoryCode: r.subCategoryCode,
        description: r.description,
        amount: r.thisPeriod,
        stored: r.stored,
      })),
  );
  try {
    const result = await accounting.pushProFormaInvoice({
      guid: row.guid,
      projectId: row.projectId,
      number: row.number,
      customerId: null,
      date: isoDay(row.certifiedAt ?? nowOf(deps)),
      description: `Pay App ${row.number} - ${project.projectName}`.slice(0, 255),
      retainageRate: row.retainageRate,
      currentPaymentDue: figures.g702.currentPaymentDue,
      lines,
    });
    await q.updatePayApp(db, row.payAppId, {
      accountingStatus: 'synced',
      accountingError: null,
      accountingRef: result.reference,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await q.updatePayApp(db, row.payAppId, {
      accountingStatus: 'failed',
      accountingError: message,
    });
    if (error instanceof AccountingError && error.retryable) throw error;
  }
}

/** Queues the push (jobs), or runs it now where no jobs run (tests, one-off tools). */
export async function enqueuePush(deps: TBillingDeps, job: TPayAppAccountingJob) {
  if (deps.jobs) await deps.jobs.send(QUEUES.payAppAccounting, job);
  else await runAccountingPush(deps, job).catch(() => undefined);
}

/**
 * The certified document is rendered once and stored (issue 28 item 7). A failure here leaves
 * it to the first download, which renders the same bytes from the frozen figures and header.
 */
export async function storePdf(deps: TBillingDeps, payAppId: number) {
  await deps.payapp?.storeCertifiedPdf(payAppId).catch(() => undefined);
}

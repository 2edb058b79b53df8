import { storedChange } from '@n5/shared/billing/carry-forward';
import { isCertified } from '@n5/shared/billing/constants';
import { add, compare, fromNumeric, PLACES, sub, toNumeric, ZERO } from '@n5/shared/core/decimal';
import { QUEUES } from '../../jobs/queues';
import { AccountingError } from '../../lib/accounting/gateway';
import { accountingProjectOf } from '../../lib/accounting/accounting-records';
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

type TBilling = Awaited<ReturnType<typeof projectBilling>>;

/** This period's lines of a progress pay app: work plus the change in stored (G703 E + ΔF). */
function progressLines(billing: TBilling, number: number) {
  const figures = figuresOf(billing, number);
  // This period's stored is the change in column F: carried materials are never billed again.
  const previous = billing.entries.filter((e) => e.number < number).at(-1);
  return figures.g703.groups
    .flatMap((g) => g.rows)
    .map((r) => ({
      subCategoryCode: r.subCategoryCode,
      description: r.description,
      amount: r.thisPeriod,
      stored: storedChange(r.stored, previous?.lines[r.subCategoryCode]?.stored),
    }))
    .filter((l) => compare(add(fromNumeric(l.amount), fromNumeric(l.stored)), ZERO) !== 0);
}

/** What a retainage release releases: G702 line 5 and each G703 I, the previous less its own. */
function releasedRetainage(billing: TBilling, number: number) {
  const figures = figuresOf(billing, number);
  const before = billing.heads.filter((h) => h.number < number).at(-1);
  const previous = before ? figuresOf(billing, before.number) : null;
  const held = new Map(
    (previous?.g703.groups ?? [])
      .flatMap((g) => g.rows)
      .map((r) => [r.subCategoryCode, r.retainage]),
  );
  const less = (a: string | undefined, b: string) =>
    toNumeric(sub(fromNumeric(a ?? '0'), fromNumeric(b)), PLACES.money);
  const lines = figures.g703.groups
    .flatMap((g) => g.rows)
    .map((r) => ({
      subCategoryCode: r.subCategoryCode,
      amount: less(held.get(r.subCategoryCode), r.retainage),
    }))
    .filter((l) => compare(fromNumeric(l.amount), ZERO) !== 0);
  return { amount: less(previous?.g702.retainage, figures.g702.retainage), lines };
}

/**
 * The job's work: a progress pay app's frozen figures pushed as a pro forma invoice, a retainage
 * release's as Acumatica's retainage release (issue 38 item 3); the outcome kept on the pay app.
 */
export async function runAccountingPush(deps: TBillingDeps, job: TPayAppAccountingJob) {
  const { db } = deps;
  const accounting = need(deps.accounting, 'the accounting gateway');
  const row = await q.findPayAppById(db, job.payAppId);
  if (!row || !isCertified(row.status)) return;
  const project = await projectOr404(db, row.projectId);
  const billing = await projectBilling(db, row.projectId);
  const date = isoDay(row.certifiedAt ?? nowOf(deps));
  try {
    // The project and its tasks first: the pro forma's lines refer to them (issue 38 item 1).
    const pushed = await accountingProjectOf(db, row.projectId);
    if (pushed) await accounting.pushProject(pushed);
    const customer = {
      customerId: pushed?.customerId ?? null,
      customerName: pushed?.customerName ?? null,
    };
    const base = {
      guid: row.guid,
      projectId: row.projectId,
      number: row.number,
      ...customer,
      date,
    };
    const result =
      row.kind === 'release'
        ? await accounting.pushRetainageRelease({
            ...base,
            ...releasedRetainage(billing, row.number),
          })
        : await accounting.pushProFormaInvoice({
            ...base,
            description: `Pay App ${row.number} - ${project.projectName}`.slice(0, 255),
            retainageRate: row.retainageRate,
            currentPaymentDue: figuresOf(billing, row.number).g702.currentPaymentDue,
            lines: progressLines(billing, row.number),
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

import {
  CERTIFIED_STATUSES,
  isCertified,
  PAY_APP_NOTIFICATION_GROUP,
  type TPayAppStatus,
} from '@n5/shared/billing/constants';
import {
  amountFromPercent,
  billsPastSchedule,
  columnFromPercent,
  invoicingTable,
  type TScheduleLine,
} from '@n5/shared/billing/pay-app-math';
import { carriedForwardStored } from '@n5/shared/billing/carry-forward';
import {
  addPayAppRefusal,
  amountsLock,
  canCertifyPayApp,
  canChangePayAppStatus,
  canUnlockPayAppAmounts,
  isInvoicedStatus,
  lockedAmountsMessage,
  payAppLink,
  payAppSubject,
  statusChangeRefusal,
} from '@n5/shared/billing/rules';
import type { TPayAppHead } from '@n5/shared/billing/schemas';
import { invalidRecipient, splitRecipients } from '@n5/shared/contracts/rules';
import {
  add,
  compare,
  fromNumeric,
  fromPercent,
  parseDecimal,
  PLACES,
  sum,
  toNumeric,
  ZERO,
} from '@n5/shared/core/decimal';
import type { TUser } from '@n5/shared/session/schemas';
import type { TConfig } from '../../config/env';
import type { TDb, TDbOrTx, TTx } from '../../db/client';
import type { TJobs } from '../../jobs/boss';
import { QUEUES } from '../../jobs/queues';
import { AccountingError, type AccountingGateway } from '../../lib/accounting/gateway';
import { recordAudit } from '../../lib/audit';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { keyedTransaction } from '../../lib/idempotency/keyed-transaction';
import type { TEmailService } from '../email/service';
import { certifyPayApp, figuresOf, projectBilling } from './pay-app-sheet';
import * as q from './queries';
import { scheduleOf } from './sheet-queries';

const money = (text: string) => toNumeric(fromNumeric(text), PLACES.money);
/** The largest amount pay_app_lines.work and .stored hold (numeric(14,2)). */
const MAX_LINE_AMOUNT = fromNumeric('999999999999.99');
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const FORBIDDEN_AMOUNTS =
  'Amounts of an invoiced pay app can be changed only by users holding permissions 3 (Billing) and 1 (Billing manager).';

export interface TPayAppAccountingJob {
  payAppId: number;
}

/**
 * The Invoice tab (issue 16 items 1 and 2): the table from the one pay app calculation, pay
 * apps created in turn, amounts by dollars or percent (one cell or a whole column), retainage
 * rates, statuses (certifying on Approved), and sending to the client (outbox) and to
 * accounting (a job). Every write locks the project's row first, so the schedule check and the
 * freeze read pay apps that cannot move under them.
 */
export function createBillingService(deps: {
  db: TDb;
  config?: TConfig;
  email?: TEmailService;
  accounting?: AccountingGateway;
  jobs?: TJobs | null;
  /** The pay app page's module: renders and stores a certified pay app's PDF once. */
  payapp?: { storeCertifiedPdf(payAppId: number): Promise<void> };
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const need = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`The billing module needs ${name}.`);
    return value;
  };
  const publicUrl = () => deps.config?.publicUrl ?? '';

  async function projectOr404(tx: TDbOrTx, projectId: number) {
    const project = await q.findProject(tx, projectId);
    if (!project) throw notFound(`There is no project ${projectId}.`);
    return project;
  }

  function toHead(row: q.TPayAppRow): TPayAppHead {
    return {
      paymentApplicationType: row.number,
      guid: row.guid,
      status: row.status,
      retainageRate: row.retainageRate,
      storedRetainageRate: row.storedRetainageRate,
      sentTo: row.sentTo,
      sentAt: row.sentAt?.toISOString() ?? null,
      certifiedBy: row.certifiedBy,
      certifiedByName: row.certifiedByName,
      certifiedAt: row.certifiedAt?.toISOString() ?? null,
      accounting: {
        status: row.accountingStatus as TPayAppHead['accounting']['status'],
        error: row.accountingError,
      },
    };
  }

  // ---- Reading ---------------------------------------------------------------------------------

  async function invoicing(projectId: number) {
    await projectOr404(db, projectId);
    const [billing, heads, retention] = await Promise.all([
      projectBilling(db, projectId),
      q.payAppHeads(db, projectId),
      q.baseRetention(db, projectId),
    ]);
    const table = invoicingTable(billing.schedule, billing.entries);
    const idToNumber = new Map(heads.map((h) => [h.payAppId, h.number]));
    const stored = new Map<string, string>();
    for (const line of billing.lines)
      stored.set(`${idToNumber.get(line.payAppId)}:${line.subCategoryCode}`, line.stored);
    const storedOf = (n: number, code: string) => money(stored.get(`${n}:${code}`) ?? '0');
    const byCode = new Map(billing.schedule.map((s) => [s.subCategoryCode, s]));
    const payapps = table.rows.map((row) => ({
      categoryCode: byCode.get(row.subCategoryCode)!.categoryCode,
      subCategoryCode: row.subCategoryCode,
      description: byCode.get(row.subCategoryCode)!.description,
      base: row.base,
      approvedChanges: row.approvedChanges,
      adjusted: row.adjusted,
      storedToDate: row.storedToDate,
      totalInvoiced: row.totalInvoiced,
      balanceToInvoice: row.balanceToInvoice,
      pctLeftToInvoice: row.pctLeftToInvoice,
      overBilled: row.overBilled,
      apps: Object.fromEntries(
        heads.map((h) => [
          String(h.number),
          { ...row.apps[h.number]!, stored: storedOf(h.number, row.subCategoryCode) },
        ]),
      ),
    }));
    const t = table.totals;
    const totals = {
      baseTotal: t.base,
      approvedChangesTotal: t.approvedChanges,
      adjustedTotal: t.adjusted,
      storedToDateTotal: t.storedToDate,
      totalInvoicedTotal: t.totalInvoiced,
      balanceToInvoiceTotal: t.balanceToInvoice,
      pctLeftToInvoiceTotal: t.pctLeftToInvoice,
      payAppCount: heads.length,
      apps: Object.fromEntries(
        Object.entries(t.apps).map(([n, cell]) => [
          n,
          {
            ...cell,
            stored: toNumeric(
              sum(payapps.map((r) => fromNumeric(r.apps[n]?.stored ?? '0'))),
              PLACES.money,
            ),
          },
        ]),
      ),
    };
    return {
      payapps,
      invoicedPayAppTypes: heads
        .filter((h) => isInvoicedStatus(h.status))
        .map((h) => h.number)
        .join(','),
      paqty: heads.length,
      payApps: heads.map(toHead),
      totals,
      baseRetention: retention,
    };
  }

  async function statuses(projectId: number) {
    await projectOr404(db, projectId);
    return { statuses: (await q.payAppHeads(db, projectId)).map(toHead) };
  }

  async function payAppOr404(tx: TDbOrTx, projectId: number, number: number) {
    const row = await q.findPayApp(tx, projectId, number);
    if (!row) throw notFound(`There is no pay app ${number} on project ${projectId}.`);
    return row;
  }

  async function guid(projectId: number, number: number) {
    await projectOr404(db, projectId);
    return { guid: (await payAppOr404(db, projectId, number)).guid };
  }

  async function emailDetails(projectId: number, number: number) {
    const project = await projectOr404(db, projectId);
    const row = await payAppOr404(db, projectId, number);
    return {
      recipients: row.sentTo
        ? row.sentTo.split(',').map((s) => s.trim())
        : project.clientEmail
          ? [project.clientEmail]
          : [],
      subject: payAppSubject({ ...project, number }),
      link: payAppLink(publicUrl(), row.guid),
    };
  }

  // ---- Writing ---------------------------------------------------------------------------------

  /** Locks the project (404 when missing) and returns the pay app (404 when missing). */
  async function lockPayApp(tx: TTx, projectId: number, number: number) {
    if (!(await q.lockProjectPayApps(tx, projectId)))
      throw notFound(`There is no project ${projectId}.`);
    return payAppOr404(tx, projectId, number);
  }

  function refuseLockedAmounts(user: TUser, row: q.TPayAppRow) {
    const lock = amountsLock(user, row.status);
    if (lock === 'forbidden') throw forbidden(FORBIDDEN_AMOUNTS);
    if (lock) throw conflict(lockedAmountsMessage(row.number, row.status));
  }

  async function addPayApp(user: TUser, projectId: number) {
    return keyedTransaction(db, async (tx) => {
      if (!(await q.lockProjectPayApps(tx, projectId)))
        throw notFound(`There is no project ${projectId}.`);
      if ((await scheduleOf(tx, projectId)).length === 0)
        throw badRequest(
          'This project has no approved client contract to bill: approve the Base contract first.',
        );
      const billing = await projectBilling(tx, projectId);
      const last = billing.heads.at(-1);
      const refusal = addPayAppRefusal(last);
      if (refusal) throw conflict(refusal);
      // The next pay app keeps the last one's rates (a change is made on purpose, and audited)
      // and its materials presently stored (column F carries forward until installed).
      const retainageRate = last?.retainageRate ?? (await q.baseRetention(tx, projectId));
      const storedRetainageRate = last?.storedRetainageRate ?? null;
      const stored = carriedForwardStored(billing.entries.at(-1));
      const number = (last?.number ?? 0) + 1;
      const created = await q.insertPayApp(tx, {
        projectId,
        number,
        retainageRate,
        storedRetainageRate,
        createdBy: user.UserID,
      });
      await q.upsertLines(
        tx,
        Object.entries(stored).map(([subCategoryCode, amount]) => ({
          payAppId: created.payAppId,
          subCategoryCode,
          work: '0.00',
          stored: amount,
          enteredPercent: null,
          updatedBy: user.UserID,
        })),
      );
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'pay_app',
        entityId: created.payAppId,
        action: 'insert',
        after: {
          projectId,
          number,
          retainageRate,
          storedRetainageRate,
          stored,
          status: 'Preparing',
        },
      });
      return { paymentApplicationType: number, guid: created.guid };
    });
  }

  /** Work billed on the other pay apps of the project for one sub-category. */
  function otherWork(
    billing: Awaited<ReturnType<typeof projectBilling>>,
    number: number,
    code: string,
  ) {
    return sum(
      billing.entries
        .filter((e) => e.number !== number)
        .map((e) => fromNumeric(e.lines[code]?.work ?? '0')),
    );
  }

  function refusePastSchedule(
    user: TUser,
    line: TScheduleLine,
    figures: { previous: string; thisPeriod: string; stored: string },
  ) {
    const revised = toNumeric(
      add(fromNumeric(line.base), fromNumeric(line.approvedChanges)),
      PLACES.money,
    );
    if (!billsPastSchedule({ revised, ...figures }) || canUnlockPayAppAmounts(user)) return;
    throw forbidden(
      `This bills ${line.subCategoryCode} past its scheduled value of $${revised}; only users holding permissions 3 (Billing) and 1 (Billing manager) may.`,
    );
  }

  function nonNegative(text: string | number | undefined, what: string) {
    if (text === undefined) return undefined;
    const value = parseDecimal(text)!;
    if (compare(value, ZERO) < 0) throw badRequest(`The ${what} cannot be negative.`);
    return value;
  }

  async function setAmount(
    user: TUser,
    input: {
      projectID: number;
      paymentApplicationType: number;
      subCategoryCode: string;
      amount?: string | number;
      percent?: string | number;
      stored?: string | number;
    },
  ) {
    if (input.amount !== undefined && input.percent !== undefined)
      throw badRequest('Give the amount or the percent, not both.');
    if (input.amount === undefined && input.percent === undefined && input.stored === undefined)
      throw badRequest('Give an amount, a percent or the materials stored.');
    const amount = nonNegative(input.amount, 'amount');
    const percent = nonNegative(input.percent, 'percent');
    const stored = nonNegative(input.stored, 'materials stored');
    const result = await db.transaction(async (tx) => {
      const row = await lockPayApp(tx, input.projectID, input.paymentApplicationType);
      refuseLockedAmounts(user, row);
      const billing = await projectBilling(tx, input.projectID);
      const line = billing.schedule.find((s) => s.subCategoryCode === input.subCategoryCode);
      if (!line)
        throw badRequest(
          `${input.subCategoryCode} is not on this project's schedule of values (no approved client contract bills it).`,
        );
      const current = billing.lines.find(
        (l) => l.payAppId === row.payAppId && l.subCategoryCode === line.subCategoryCode,
      );
      const adjusted = toNumeric(
        add(fromNumeric(line.base), fromNumeric(line.approvedChanges)),
        PLACES.money,
      );
      const work =
        percent !== undefined
          ? amountFromPercent(adjusted, toNumeric(percent, PLACES.fraction))
          : amount !== undefined
            ? toNumeric(amount, PLACES.money)
            : (current?.work ?? '0.00');
      const storedText =
        stored !== undefined ? toNumeric(stored, PLACES.money) : (current?.stored ?? '0.00');
      if (compare(fromNumeric(work), MAX_LINE_AMOUNT) > 0)
        throw badRequest(
          `That percent bills $${work} on ${line.subCategoryCode}, more than a pay app line holds ($999,999,999,999.99).`,
        );
      refusePastSchedule(user, line, {
        previous: toNumeric(otherWork(billing, row.number, line.subCategoryCode), PLACES.money),
        thisPeriod: work,
        stored: storedText,
      });
      const enteredPercent =
        percent !== undefined
          ? toNumeric(percent, PLACES.fraction)
          : amount !== undefined
            ? null
            : (current?.enteredPercent ?? null);
      await q.upsertLines(tx, [
        {
          payAppId: row.payAppId,
          subCategoryCode: line.subCategoryCode,
          work,
          stored: storedText,
          enteredPercent,
          updatedBy: user.UserID,
        },
      ]);
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'pay_app_line',
        entityId: `${row.payAppId}:${line.subCategoryCode}`,
        action: current ? 'update' : 'insert',
        before: current ? { work: current.work, stored: current.stored } : null,
        after: { work, stored: storedText, enteredPercent },
      });
      return row.payAppId;
    });
    return headReply(result);
  }

  async function setColumn(
    user: TUser,
    input: { projectID: number; paymentApplicationType: number; percent: string | number },
  ) {
    const percent = nonNegative(input.percent, 'percent')!;
    const percentText = toNumeric(percent, PLACES.fraction);
    const payAppId = await db.transaction(async (tx) => {
      const row = await lockPayApp(tx, input.projectID, input.paymentApplicationType);
      refuseLockedAmounts(user, row);
      const billing = await projectBilling(tx, input.projectID);
      const schedule = billing.schedule;
      if (schedule.length === 0)
        throw badRequest('This project has no approved client contract to bill.');
      const adjusted = schedule.map((s) =>
        toNumeric(add(fromNumeric(s.base), fromNumeric(s.approvedChanges)), PLACES.money),
      );
      const works = columnFromPercent(adjusted, percentText);
      if (works.some((w) => compare(fromNumeric(w), MAX_LINE_AMOUNT) > 0))
        throw badRequest(
          'That percent bills more than a pay app line holds ($999,999,999,999.99).',
        );
      const mine = billing.entries.find((e) => e.number === row.number)!;
      const lines = schedule.map((s, i) => {
        const stored = mine.lines[s.subCategoryCode]?.stored ?? '0.00';
        refusePastSchedule(user, s, {
          previous: toNumeric(otherWork(billing, row.number, s.subCategoryCode), PLACES.money),
          thisPeriod: works[i]!,
          stored,
        });
        return {
          payAppId: row.payAppId,
          subCategoryCode: s.subCategoryCode,
          work: works[i]!,
          stored,
          enteredPercent: percentText,
          updatedBy: user.UserID,
        };
      });
      await q.upsertLines(tx, lines);
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'pay_app',
        entityId: row.payAppId,
        action: 'update',
        before: { columnTotal: toNumeric(sumWork(mine.lines), PLACES.money) },
        after: {
          columnPercent: percentText,
          columnTotal: toNumeric(sum(works.map(fromNumeric)), PLACES.money),
        },
      });
      return row.payAppId;
    });
    return headReply(payAppId);
  }

  const sumWork = (lines: Record<string, { work: string }>) =>
    sum(Object.values(lines).map((l) => fromNumeric(l.work)));

  function rateOr400(text: string | number | null, what: string) {
    if (text === null) return null;
    const value = parseDecimal(text)!;
    if (compare(value, ZERO) < 0 || compare(value, fromNumeric('100')) > 0)
      throw badRequest(`The ${what} must be a percent from 0 to 100.`);
    return toNumeric(fromPercent(value), PLACES.rate);
  }

  async function setRetainage(
    user: TUser,
    input: {
      projectID: number;
      paymentApplicationType: number;
      retainagePercent: string | number;
      storedRetainagePercent: string | number | null;
    },
  ) {
    const retainageRate = rateOr400(input.retainagePercent, 'retainage rate')!;
    const storedRetainageRate = rateOr400(input.storedRetainagePercent, 'stored retainage rate');
    const payAppId = await db.transaction(async (tx) => {
      const row = await lockPayApp(tx, input.projectID, input.paymentApplicationType);
      refuseLockedAmounts(user, row);
      await q.updatePayApp(tx, row.payAppId, { retainageRate, storedRetainageRate });
      // The audit row names who changed the rate (DOMAIN: a rate change is recorded with who).
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'pay_app',
        entityId: row.payAppId,
        action: 'update',
        before: {
          retainageRate: row.retainageRate,
          storedRetainageRate: row.storedRetainageRate,
        },
        after: { retainageRate, storedRetainageRate },
      });
      return row.payAppId;
    });
    return headReply(payAppId);
  }

  async function setStatus(
    user: TUser,
    input: { projectID: number; paymentApplicationType: number; status: TPayAppStatus },
  ) {
    if (!canChangePayAppStatus(user))
      throw forbidden(
        "Changing a pay app's status needs permission 3 (Billing) or 1 (Billing manager).",
      );
    const payAppId = await db.transaction(async (tx) => {
      const row = await lockPayApp(tx, input.projectID, input.paymentApplicationType);
      if (row.status === input.status) return row.payAppId;
      const refusal = statusChangeRefusal(row.status, input.status);
      if (refusal) throw conflict(refusal);
      if (isCertified(input.status) && !isCertified(row.status)) {
        // Approving freezes the figures (and so do Invoiced and Paid when Approved was skipped).
        const from = row.status as 'Preparing' | 'Pending';
        const by = { kind: 'accounting', userId: user.UserID } as const;
        if (!(await certifyPayApp(tx, row, by, [from])))
          throw conflict(`Pay app ${row.number} changed meanwhile; reload and try again.`);
      }
      await q.updatePayApp(tx, row.payAppId, { status: input.status });
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'pay_app',
        entityId: row.payAppId,
        action: 'update',
        before: { status: row.status },
        after: { status: input.status },
      });
      return row.payAppId;
    });
    await storePdf(payAppId);
    return headReply(payAppId);
  }

  async function sendToClient(
    user: TUser,
    input: {
      projectID: number;
      paymentApplicationType: number;
      recipients: string[];
      message: string;
    },
  ) {
    const email = need(deps.email, 'the email service');
    const recipients = splitRecipients(input.recipients);
    if (recipients.length === 0) throw badRequest('Add at least one client email.');
    const bad = invalidRecipient(recipients);
    if (bad) throw badRequest(`"${bad}" is not an email address.`);
    const sentTo = recipients.join(', ');
    const result = await db.transaction(async (tx) => {
      const row = await lockPayApp(tx, input.projectID, input.paymentApplicationType);
      if (isCertified(row.status))
        throw conflict(
          `Pay app ${row.number} is ${row.status}; it was certified and cannot be sent for approval.`,
        );
      const project = await projectOr404(tx, input.projectID);
      const link = payAppLink(publicUrl(), row.guid);
      const message = input.message.trim();
      const emailId = await email.queue(tx, {
        to: recipients,
        // The "Pay App Notifications" group is copied (spec 1 §9).
        cc: await email.groupMembers(tx, PAY_APP_NOTIFICATION_GROUP),
        subject: payAppSubject({ ...project, number: row.number }),
        text: `${message ? `${message}\n\n` : ''}Review and approve payment application ${row.number}: ${link}\n`,
        relatedEntity: 'pay_app',
        relatedId: row.payAppId,
        createdBy: user.UserID,
      });
      await q.updatePayApp(tx, row.payAppId, { status: 'Pending', sentTo, sentAt: now() });
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'pay_app',
        entityId: row.payAppId,
        action: 'update',
        before: { status: row.status, sentTo: row.sentTo },
        after: { status: 'Pending', sentTo },
      });
      return { emailId, payAppId: row.payAppId };
    });
    await email.wake([result.emailId]);
    return { ...(await headReply(result.payAppId)), emailedTo: sentTo };
  }

  async function sendToAccounting(
    user: TUser,
    input: { projectID: number; paymentApplicationType: number },
  ) {
    // Sending to accounting certifies: the same gate as certifying by status (issue 28 item 6).
    if (!canCertifyPayApp(user))
      throw forbidden(
        'Sending a pay app to accounting certifies it, which needs permission 3 (Billing) or 1 (Billing manager).',
      );
    const payAppId = await db.transaction(async (tx) => {
      const row = await lockPayApp(tx, input.projectID, input.paymentApplicationType);
      if (CERTIFIED_STATUSES.includes(row.status))
        throw conflict(`Pay app ${row.number} is already ${row.status}.`);
      const by = { kind: 'accounting', userId: user.UserID } as const;
      if (!(await certifyPayApp(tx, row, by, ['Preparing', 'Pending'])))
        throw conflict(`Pay app ${row.number} changed meanwhile; reload and try again.`);
      await q.updatePayApp(tx, row.payAppId, { accountingStatus: 'queued', accountingError: null });
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'pay_app',
        entityId: row.payAppId,
        action: 'update',
        before: { status: row.status, accountingStatus: row.accountingStatus },
        after: { status: 'Approved', certifiedBy: 'accounting', accountingStatus: 'queued' },
      });
      return row.payAppId;
    });
    await storePdf(payAppId);
    await enqueuePush({ payAppId });
    return headReply(payAppId);
  }

  // ---- Accounting ------------------------------------------------------------------------------

  /** The job's work: the frozen figures pushed as a pro forma invoice; the outcome kept. */
  async function runAccountingPush(job: TPayAppAccountingJob) {
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
        date: isoDay(row.certifiedAt ?? now()),
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
  async function enqueuePush(job: TPayAppAccountingJob) {
    if (deps.jobs) await deps.jobs.send(QUEUES.payAppAccounting, job);
    else await runAccountingPush(job).catch(() => undefined);
  }

  /**
   * The certified document is rendered once and stored (issue 28 item 7). A failure here leaves
   * it to the first download, which renders the same bytes from the frozen figures and header.
   */
  async function storePdf(payAppId: number) {
    await deps.payapp?.storeCertifiedPdf(payAppId).catch(() => undefined);
  }

  async function headReply(payAppId: number) {
    return { payApp: toHead((await q.findPayAppById(db, payAppId))!) };
  }

  return {
    /** The contract tables' Invoiced and Paid (docs/rules.md "Billing"), inside the caller's tx. */
    invoicedWork: (tx: TDbOrTx, projectId: number) => q.invoicedWork(tx, projectId),
    /** Numbers of the project's certified pay apps (a signed contract under them stays signed). */
    certifiedNumbers: async (tx: TDbOrTx, projectId: number) =>
      (await q.payAppHeads(tx, projectId))
        .filter((h) => isCertified(h.status))
        .map((h) => h.number),
    invoicing,
    totals: async (projectId: number) => ({ totals: (await invoicing(projectId)).totals }),
    statuses,
    guid,
    emailDetails,
    addPayApp,
    setAmount,
    setColumn,
    setRetainage,
    setStatus,
    sendToClient,
    sendToAccounting,
    runAccountingPush,
  };
}
export type TBillingService = ReturnType<typeof createBillingService>;

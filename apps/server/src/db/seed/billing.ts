import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { TPayAppStatus } from '@n5/shared/billing/constants';
import { amountFromPercent } from '@n5/shared/billing/pay-app-math';
import { add, fromNumeric, PLACES, toNumeric } from '@n5/shared/core/decimal';
import { rowsOf, type TTx } from '../client';
import { auditLog, payAppDecisions, payAppLines, payApps } from '../schema/index';
import { certifyPayApp, projectBilling } from '../../modules/billing/index';
import { addDays } from './dates';
import type { TRng } from './rng';

/** A pay app's guid from its project and number: the same demo on every machine. */
export const guidOf = (projectId: number, number: number) => {
  const hex = createHash('md5').update(`seed-pay-app-${projectId}-${number}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

interface TPlanned {
  status: TPayAppStatus;
  /** Retainage rate for this pay app (fraction text). */
  rate: string;
  rejected?: boolean;
}

/** Plans: the demo project with every status, one rejected-then-preparing, then random ones. */
function plans(rng: TRng, count: number): TPlanned[][] {
  const ten = '0.1000';
  const out: TPlanned[][] = [
    [],
    [
      { status: 'Paid', rate: ten },
      { status: 'Invoiced', rate: ten },
      // Retainage lowered at half complete (DOMAIN "Pay apps"): a rate change on a later app.
      { status: 'Approved', rate: '0.0500' },
      // The one open pay app (a new one is added only once the last is certified).
      { status: 'Pending', rate: '0.0500' },
    ],
    [
      { status: 'Paid', rate: ten },
      { status: 'Preparing', rate: ten, rejected: true },
    ],
  ];
  const certified: TPayAppStatus[] = ['Paid', 'Invoiced', 'Approved'];
  for (let i = out.length; i < count; i++) {
    const n = rng.int(1, 3);
    const rate = rng.chance(0.8) ? ten : '0.0500';
    out.push(
      Array.from({ length: n }, (_, k) => ({
        status:
          k < n - 1
            ? certified[Math.min(k, certified.length - 1)]!
            : rng.pick<TPayAppStatus>(['Preparing', 'Pending', 'Approved', 'Invoiced']),
        rate,
      })),
    );
  }
  return out;
}

interface TPlanContext {
  input: { today: Date; accountingUserId: number };
  project: { projectId: number; email: string | null };
  schedule: Awaited<ReturnType<typeof projectBilling>>['schedule'];
  apps: TPlanned[];
}

/** One planned pay app's lines: 5–25% of every row, stored materials carried or a few new. */
function plannedLines(
  rng: TRng,
  ctx: TPlanContext,
  at: { payAppId: number; day: Date; storedBefore: Map<string, string> },
) {
  return ctx.schedule.map((line) => {
    const adjusted = toNumeric(
      add(fromNumeric(line.base), fromNumeric(line.approvedChanges)),
      PLACES.money,
    );
    const percent = String(rng.int(5, 25));
    return {
      payAppId: at.payAppId,
      subCategoryCode: line.subCategoryCode,
      work: amountFromPercent(adjusted, percent),
      stored:
        at.storedBefore.get(line.subCategoryCode) ??
        (rng.chance(0.15) ? amountFromPercent(adjusted, '2') : '0.00'),
      enteredPercent: null,
      updatedBy: ctx.input.accountingUserId,
      updatedAt: at.day,
    };
  });
}

/** The rate change's audit row (DOMAIN: a rate change is recorded with who). */
async function auditRateChange(tx: TTx, ctx: TPlanContext, k: number, payAppId: number, day: Date) {
  const plan = ctx.apps[k]!;
  if (k === 0 || plan.rate === ctx.apps[k - 1]!.rate) return;
  await tx.insert(auditLog).values({
    userId: ctx.input.accountingUserId,
    at: day,
    entity: 'pay_app',
    entityId: String(payAppId),
    action: 'update',
    field: 'retainageRate',
    oldValue: ctx.apps[k - 1]!.rate,
    newValue: plan.rate,
  });
}

/** Its status as planned: certified in order as the app does, sent, a rejection recorded. */
async function settleStatus(tx: TTx, ctx: TPlanContext, k: number, payAppId: number, day: Date) {
  const plan = ctx.apps[k]!;
  const { projectId } = ctx.project;
  const byClient = plan.status !== 'Approved' || k % 2 === 0;
  const sent = plan.status !== 'Preparing' || plan.rejected;
  const certified = plan.status !== 'Preparing' && plan.status !== 'Pending';
  if (certified) {
    await certifyPayApp(
      tx,
      { payAppId, projectId, number: k + 1 },
      byClient
        ? { kind: 'client', userId: null }
        : { kind: 'accounting', userId: ctx.input.accountingUserId },
      ['Preparing'],
    );
  }
  await tx
    .update(payApps)
    .set({
      status: plan.status,
      updatedAt: day,
      sentTo: sent ? (ctx.project.email ?? 'client@example.com') : null,
      sentAt: sent ? day : null,
      ...(certified
        ? { certifiedAt: addDays(day, 3), accountingStatus: byClient ? 'none' : 'synced' }
        : {}),
    })
    .where(eq(payApps.payAppId, payAppId));
  if (plan.rejected) {
    await tx.insert(payAppDecisions).values({
      payAppId,
      decision: 'rejected',
      reason: 'Stored materials on site were not delivered yet; please remove them.',
      ipAddress: '203.0.113.40',
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)',
      decidedAt: addDays(day, 2),
    });
  }
}

/** One project's planned pay apps, in number order. */
async function seedProjectPayApps(tx: TTx, rng: TRng, ctx: TPlanContext) {
  // Materials presently stored carry forward to the next pay app (column F), as the app does.
  let storedBefore = new Map<string, string>();
  for (const [k, plan] of ctx.apps.entries()) {
    const number = k + 1;
    const day = addDays(ctx.input.today, -30 * (ctx.apps.length - k));
    const isoDay = day.toISOString().slice(0, 10);
    const [row] = await tx
      .insert(payApps)
      .values({
        guid: guidOf(ctx.project.projectId, number),
        projectId: ctx.project.projectId,
        number,
        retainageRate: plan.rate,
        periodTo: isoDay,
        applicationDate: isoDay,
        createdBy: ctx.input.accountingUserId,
        createdAt: day,
        updatedAt: day,
      })
      .returning({ payAppId: payApps.payAppId });
    const payAppId = row!.payAppId;
    const lines = plannedLines(rng, ctx, { payAppId, day, storedBefore });
    if (lines.length > 0) await tx.insert(payAppLines).values(lines);
    storedBefore = new Map(lines.map((l) => [l.subCategoryCode, l.stored]));
    await auditRateChange(tx, ctx, k, payAppId, day);
    await settleStatus(tx, ctx, k, payAppId, day);
  }
}

/**
 * Pay apps (issue 16) on the projects In Progress with an approved, priced Base contract: the
 * first has none (its Invoice tab reads "No invoice"), the second has one pay app in every status
 * with a retainage change, the third a rejected one back in Preparing with its decision; the rest
 * one to three pay apps. Each bills 5–25% of every row, so balances are left to invoice; the
 * certified ones are frozen through certifyPayApp, in order, as the app does.
 */
export async function seedBilling(
  tx: TTx,
  rng: TRng,
  input: { today: Date; accountingUserId: number },
) {
  const candidates = rowsOf<{ projectId: number; email: string | null }>(
    await tx.execute(sql`
      select p.project_id as "projectId", ct.contact_email as email
        from projects p
        join client_contracts cc on cc.project_id = p.project_id
         and cc.contract_type = 'Base' and cc.stage = 'Approved'
        left join contacts ct on ct.contact_id = p.client_contact_id
       where p.stage_type = 'In Progress'
         and exists (select 1 from conditions k
                      where k.client_contract_id = cc.contract_id and k.pre_tax > 0)
       order by p.project_id`),
  );
  const planned = plans(rng, candidates.length);
  let created = 0;
  const demo: number[] = [];
  for (const [i, project] of candidates.entries()) {
    const apps = planned[i]!;
    if (i < 3) demo.push(project.projectId);
    const { schedule } = await projectBilling(tx, project.projectId);
    await seedProjectPayApps(tx, rng, { input, project, schedule, apps });
    created += apps.length;
  }
  return { payApps: created, billingDemoProjects: demo };
}

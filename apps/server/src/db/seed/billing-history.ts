import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { allocate } from '@n5/shared/core/allocate';
import {
  add,
  compare,
  isZero,
  ZERO,
  fromNumeric,
  fromUnits,
  mul,
  PLACES,
  round,
  sum,
  toNumeric,
  type TDecimal,
} from '@n5/shared/core/decimal';
import {
  applicationSummary,
  type TPayAppEntries,
  type TScheduleLine,
} from '@n5/shared/billing/pay-app-math';
import { rowsOf, type TTx } from '../client';
import { materialPurchases, payAppLines, payApps, projectCostEntries } from '../schema/index';
import { insertInBatches } from './batch';
import { addDays, atOfficeHour, isoDate } from './dates';
import { basisPoints, dayOfMonth, marginOf, monthIndex, type TBillingRun } from './history';
import type { TRng } from './rng';

const guidOf = (projectId: number, number: number) => {
  const hex = createHash('md5').update(`seed-pay-app-${projectId}-${number}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
const VENDORS = ['ABC Supply', 'Ferguson', 'Graybar Electric', 'L&W Supply', 'White Cap'];
const money = (d: TDecimal) => toNumeric(d, PLACES.money);

/** The seed's own finished projects with a schedule: billed over the months they ran. */
async function finishedRuns(tx: TTx, rng: TRng): Promise<TBillingRun[]> {
  const rows = rowsOf<{
    projectId: number;
    approved: string;
    completed: string;
    margin: string;
    amount: string;
  }>(
    await tx.execute(sql`
select p.project_id as "projectId", p.client_approval_date::text as approved,
       p.completed_date::text as completed, p.est_margin_percent::text as margin,
       p.contract_amount::text as amount
  from projects p
 where p.stage_type = 'Completed' and p.client_approval_date is not null
   and p.completed_date is not null
   and not exists (select 1 from pay_apps pa where pa.project_id = p.project_id)
   and exists (select 1 from conditions k
                 join client_contracts cc on cc.contract_id = k.client_contract_id
                where k.project_id = p.project_id and cc.stage = 'Approved' and k.pre_tax > 0)
 order by p.project_id`),
  );
  return rows.map((r) => ({
    projectId: r.projectId,
    approved: new Date(`${r.approved}T00:00:00Z`),
    completed: new Date(`${r.completed}T00:00:00Z`),
    marginBp: marginOf(rng, basisPoints(r.margin)),
    // tracking.ts books the costs of a third of the finished projects (project id divisible by 3).
    withCosts: r.projectId % 3 !== 0,
    // Books priced from its conditions bill the whole schedule; books booked here follow the
    // billing, which stops at its contract amount when the seeded schedule is larger.
    billTo: r.projectId % 3 !== 0 ? r.amount : null,
  }));
}

async function headersOf(tx: TTx, projectIds: number[]) {
  const rows = rowsOf<{ projectId: number } & Record<string, string>>(
    await tx.execute(sql`
select p.project_id as "projectId", p.project_name as "projectName",
       coalesce(p.work_location_name, '') as "workLocationName",
       coalesce(p.project_description, '') as "projectDescription",
       coalesce(u.display_name, '') as "pmName", coalesce(u.email_address, '') as "pmEmail"
  from projects p left join users u on u.user_id = p.project_manager_id
 where p.project_id in (${sql.join(
   projectIds.map((id) => sql`${id}`),
   sql`, `,
 )})`),
  );
  return new Map(rows.map(({ projectId, ...header }) => [projectId, header]));
}

/**
 * The schedule of values of each project (the Invoice tab's rows, as billing's scheduleOf reads
 * them): approved conditions' price by sub-category, Base apart from changes; in one query.
 */
async function schedulesOf(tx: TTx, projectIds: number[]) {
  const rows = rowsOf<TScheduleLine & { projectId: number }>(
    await tx.execute(sql`
select k.project_id as "projectId", mc.main_category_id as "mainCategoryId",
       mc.name as "mainCategoryName", mc.category_code as "categoryCode",
       sc.sub_category_code as "subCategoryCode", sc.name as description,
       coalesce(sum(k.pre_tax + k.tax) filter (where cc.contract_type = 'Base'), 0)::numeric(14,2)::text as base,
       coalesce(sum(k.pre_tax + k.tax) filter (where cc.contract_type <> 'Base'), 0)::numeric(14,2)::text as "approvedChanges"
  from conditions k
  join client_contracts cc on cc.contract_id = k.client_contract_id and cc.stage = 'Approved'
  join sub_categories sc on sc.sub_category_id = k.sub_category_id
  join main_categories mc on mc.main_category_id = sc.main_category_id
 where k.project_id in (${sql.join(
   projectIds.map((id) => sql`${id}`),
   sql`, `,
 )})
 group by 1, 2, 3, 4, 5, 6
 order by 1, mc.category_code, sc.sub_category_code`),
  );
  const byProject = new Map<number, TScheduleLine[]>();
  for (const { projectId, ...line } of rows)
    byProject.set(projectId, [...(byProject.get(projectId) ?? []), line]);
  return byProject;
}

/** The day a month's pay app is certified: the 25th, within the job's dates. */
function certifiedDay(run: TBillingRun, month: number) {
  const day = dayOfMonth(month, 25).getTime();
  const first = addDays(run.approved, 1).getTime();
  return new Date(Math.max(first, Math.min(day, run.completed.getTime())));
}

/** What each row bills in all: its scheduled value, or its share of `billTo` when that is less. */
function billedByLine(scheduled: TDecimal[], billTo: string | null): TDecimal[] {
  const positive = scheduled.map((v) => (compare(v, ZERO) > 0 ? v : ZERO));
  const total = sum(positive);
  if (billTo === null || compare(fromNumeric(billTo), total) >= 0 || isZero(total)) return positive;
  return allocate(fromNumeric(billTo), positive, 2);
}

interface TPlannedApp {
  head: typeof payApps.$inferInsert;
  lines: Array<Omit<typeof payAppLines.$inferInsert, 'payAppId'>>;
  billed: TDecimal;
  day: Date;
}

/**
 * One pay app a month from the approval's month to the completion's, each row's scheduled value
 * spread over them (more in the middle) so the last bills it in full; each certified in number
 * order with Line 7 the previous certified app's Line 6, as certifyPayApp freezes them.
 */
function planApps(
  run: TBillingRun,
  schedule: TScheduleLine[],
  header: Record<string, string>,
  userId: number,
): TPlannedApp[] {
  const firstMonth = monthIndex(run.approved);
  const months = Math.max(1, monthIndex(run.completed) - firstMonth + 1);
  const weights = Array.from({ length: months }, (_, k) =>
    fromUnits(BigInt(Math.min(k + 1, months - k))),
  );
  const scheduled = schedule.map((line) =>
    add(fromNumeric(line.base), fromNumeric(line.approvedChanges)),
  );
  const parts = billedByLine(scheduled, run.billTo).map((total) => allocate(total, weights, 2));
  const rate = '0.1000';
  const entries: TPayAppEntries[] = [];
  const planned: TPlannedApp[] = [];
  let previous: string | null = null;
  for (let k = 0; k < months; k++) {
    const number = k + 1;
    const day = certifiedDay(run, firstMonth + k);
    const lines = schedule.map((line, i) => ({
      subCategoryCode: line.subCategoryCode,
      work: money(parts[i]![k]!),
      stored: '0.00',
      enteredPercent: null,
      updatedBy: userId,
      updatedAt: addDays(day, -4),
    }));
    entries.push({
      number,
      retainageRate: rate,
      storedRetainageRate: null,
      lines: Object.fromEntries(lines.map((l) => [l.subCategoryCode, l])),
    });
    const figures = applicationSummary(schedule, entries, number, previous);
    previous = figures.g702.totalEarnedLessRetainage;
    const sent = addDays(day, -3);
    planned.push({
      head: {
        guid: guidOf(run.projectId, number),
        projectId: run.projectId,
        number,
        status: 'Paid',
        retainageRate: rate,
        sentTo: 'client@example.com',
        sentAt: sent,
        certifiedBy: 'client',
        certifiedAt: atOfficeHour(day, 120),
        certified: {
          ...figures,
          header: { ...header, periodTo: isoDate(day), applicationDate: isoDate(day) },
        },
        periodTo: isoDate(day),
        applicationDate: isoDate(day),
        accountingStatus: 'none',
        createdBy: userId,
        createdAt: addDays(day, -6),
        updatedAt: atOfficeHour(day, 120),
      },
      lines,
      billed: sum(parts.map((p) => p[k]!)),
      day,
    });
  }
  return planned;
}

interface TCostLine {
  conditionId: number;
  subCategoryId: number;
}

/** The priced, approved conditions of the runs' projects: what their costs are booked against. */
async function costLinesOf(tx: TTx, projectIds: number[]) {
  const rows = rowsOf<TCostLine & { projectId: number }>(
    await tx.execute(sql`
select k.project_id as "projectId", k.condition_id as "conditionId",
       k.sub_category_id as "subCategoryId"
  from conditions k join client_contracts cc on cc.contract_id = k.client_contract_id
 where cc.stage = 'Approved' and k.pre_tax > 0
   and k.project_id in (${sql.join(
     projectIds.map((id) => sql`${id}`),
     sql`, `,
   )})
 order by k.condition_id`),
  );
  const byProject = new Map<number, TCostLine[]>();
  for (const { projectId, ...line } of rows)
    byProject.set(projectId, [...(byProject.get(projectId) ?? []), line]);
  return byProject;
}

/** The books of one month's billing: a sub invoice and a closed purchase, (1 − margin) of it. */
function costsOf(
  rng: TRng,
  run: TBillingRun,
  app: TPlannedApp,
  input: { po: number; lines: readonly TCostLine[] },
) {
  const po = input.po;
  const cost = round(
    mul(app.billed, fromUnits(BigInt(10_000 - run.marginBp), PLACES.fraction)),
    PLACES.money,
  );
  const [subPart, materialPart] = allocate(
    cost,
    [fromUnits(BigInt(rng.int(50, 70))), fromUnits(40n)],
    2,
  );
  const lo = Math.max(run.approved.getTime(), addDays(app.day, -20).getTime());
  const span = Math.max(0, Math.floor((app.day.getTime() - lo) / 86_400_000));
  const day = () => isoDate(addDays(new Date(lo), rng.int(0, span)));
  const sold = rng.pick(input.lines);
  const bought = rng.pick(input.lines);
  return {
    entry: {
      projectId: run.projectId,
      conditionId: sold.conditionId,
      subCategoryId: sold.subCategoryId,
      entryDate: day(),
      kind: 'sub' as const,
      reference: `SI-H${run.projectId}-${app.head.number}`,
      vendorName: 'Subcontractor',
      amount: money(subPart!),
    },
    purchase: {
      projectId: run.projectId,
      conditionId: bought.conditionId,
      subCategoryId: bought.subCategoryId,
      purchaseDate: day(),
      vendorName: rng.pick(VENDORS),
      amount: money(materialPart!),
      purchaseOrderNumber: `PO-H${po}`,
      status: 'Closed' as const,
    },
  };
}

/**
 * Billing and books of the demo's past (issue 32 item 8): the finished jobs of history.ts and
 * the seed's own finished projects get a paid pay app a month over the months they ran, and the
 * books their cost at the job's margin (10–30%), so revenue and gross profit have a history.
 */
export async function seedBillingHistory(
  tx: TTx,
  rng: TRng,
  input: { runs: TBillingRun[]; accountingUserId: number },
) {
  const history = new Set(input.runs.map((r) => r.projectId));
  const own = (await finishedRuns(tx, rng)).filter((r) => !history.has(r.projectId));
  const runs = [...own, ...input.runs];
  const ids = runs.map((r) => r.projectId);
  if (ids.length === 0) return { historyPayApps: 0, historyBilled: '0.00', historyCost: '0.00' };
  const [headers, costLines, schedules] = await Promise.all([
    headersOf(tx, ids),
    costLinesOf(tx, ids),
    schedulesOf(tx, ids),
  ]);
  const planned: TPlannedApp[] = [];
  const entries: Array<typeof projectCostEntries.$inferInsert> = [];
  const purchases: Array<typeof materialPurchases.$inferInsert> = [];
  for (const run of runs) {
    const schedule = schedules.get(run.projectId) ?? [];
    if (schedule.length === 0) continue;
    const apps = planApps(run, schedule, headers.get(run.projectId)!, input.accountingUserId);
    planned.push(...apps);
    const lines = costLines.get(run.projectId) ?? [];
    if (!run.withCosts || lines.length === 0) continue;
    for (const app of apps) {
      const { entry, purchase } = costsOf(rng, run, app, { po: 7000 + purchases.length, lines });
      entries.push(entry);
      purchases.push({ ...purchase, userId: input.accountingUserId });
    }
  }
  const payAppIds = new Map<string, number>();
  await insertInBatches(planned, async (batch) => {
    const rows = await tx
      .insert(payApps)
      .values(batch.map((p) => p.head))
      .returning({ id: payApps.payAppId, projectId: payApps.projectId, number: payApps.number });
    for (const r of rows) payAppIds.set(`${r.projectId}/${r.number}`, r.id);
  });
  const lineRows = planned.flatMap((p) =>
    p.lines.map((l) => ({
      ...l,
      payAppId: payAppIds.get(`${p.head.projectId}/${p.head.number}`)!,
    })),
  );
  await insertInBatches(lineRows, (b) => tx.insert(payAppLines).values(b), 1000);
  await insertInBatches(entries, (b) => tx.insert(projectCostEntries).values(b));
  await insertInBatches(purchases, (b) => tx.insert(materialPurchases).values(b));
  return {
    historyPayApps: planned.length,
    historyBilled: money(sum(planned.map((p) => p.billed))),
    historyCost: money(sum([...entries, ...purchases].map((e) => fromNumeric(e.amount!)))),
  };
}

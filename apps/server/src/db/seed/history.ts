import { createHash } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { allocate } from '@n5/shared/core/allocate';
import {
  add,
  compare,
  fromNumeric,
  fromUnits,
  PLACES,
  toNumeric,
  toUnits,
  ZERO,
} from '@n5/shared/core/decimal';
import { parseInteger } from '@n5/shared/core/integer';
import {
  divisionOf,
  FORECAST_KEYS,
  type TDivision,
  type TForecastKey,
} from '@n5/shared/project/constants';
import { rowsOf, type TTx } from '../client';
import { clientContracts, conditions, forecasts, projects } from '../schema/index';
import { insertInBatches } from './batch';
import type { TBudgetedProject } from './budget-lines';
import { addDays, atOfficeHour, isoDate } from './dates';
import type { TRng } from './rng';
import { SCOPES } from './scopes';
import { DEMO_USER_ID, ROLE, type TSeededUser } from './security';
import { resetSequences } from './sequences';

/** A month as one number: year × 12 + month (0 = January). */
export const monthIndex = (d: Date) => d.getUTCFullYear() * 12 + d.getUTCMonth();
export const dayOfMonth = (month: number, day: number) =>
  new Date(Date.UTC(Math.floor(month / 12), month % 12, day));

/** A finished job of the demo's past, billed monthly from its first month to its last. */
export interface TBillingRun {
  projectId: number;
  approved: Date;
  completed: Date;
  /** Its margin in basis points: the books cost (1 − margin) of what each pay app bills. */
  marginBp: number;
  /** False when the local books already have its costs (tracking.ts). */
  withCosts: boolean;
  /** What it bills in all when less than its schedule (its contract amount); null: the schedule. */
  billTo: string | null;
}

/**
 * How the past is filled, by division: each job runs `run` months and the next starts `step`
 * months later (never more than the shortest run), so every month has a job billing in it.
 */
const PACE: Record<TDivision, { run: [number, number]; step: [number, number] }> = {
  Construction: { run: [4, 7], step: [1, 2] },
  Mechanical: { run: [3, 6], step: [2, 3] },
  Service: { run: [1, 2], step: [1, 1] },
};
/** The largest sold project a past job copies, by division: service jobs stay small. */
const LARGEST: Record<TDivision, number> = {
  Construction: 2_500_000,
  Mechanical: 460_000,
  Service: 60_000,
};

/** The margin a job earns: its estimate, kept within 15–30%, give or take two points. */
export const marginOf = (rng: TRng, estimatedBp: number) =>
  Math.min(3000, Math.max(1500, estimatedBp)) + rng.int(-200, 200);

const uuidOf = (text: string) => {
  const hex = createHash('md5').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

interface TJob {
  division: TDivision;
  first: number;
  last: number;
}

/** The jobs of each division from January two years before `today` to the month before it. */
function planJobs(rng: TRng, today: Date): TJob[] {
  const jobs: TJob[] = [];
  const lastMonth = monthIndex(today) - 1;
  for (const division of Object.keys(PACE) as TDivision[]) {
    const { run, step } = PACE[division];
    // From a quarter before January, so January's billing is mid-job, not a first small bill.
    for (let first = (today.getUTCFullYear() - 2) * 12 - 3; first <= lastMonth;) {
      const last = Math.min(first + rng.int(run[0], run[1]) - 1, lastMonth);
      jobs.push({ division, first, last });
      first += rng.int(step[0], step[1]);
    }
  }
  return jobs;
}

/** A project's 36 forecast cells: the whole job over its months, those inside the window kept. */
function forecastOf(job: TJob, today: Date) {
  const cells = Object.fromEntries(FORECAST_KEYS.map((k) => [k, '0.0000'])) as Record<
    TForecastKey,
    string
  >;
  const months = job.last - job.first + 1;
  const weights = Array.from({ length: months }, (_, k) =>
    fromUnits(BigInt(Math.min(k + 1, months - k))),
  );
  const windowStart = (today.getUTCFullYear() - 1) * 12;
  allocate(fromUnits(1n), weights, PLACES.fraction).forEach((part, k) => {
    const slot = job.first + k - windowStart;
    if (slot >= 0 && slot < FORECAST_KEYS.length)
      cells[FORECAST_KEYS[slot]!] = toNumeric(part, PLACES.fraction);
  });
  return cells;
}

async function templatesOf(tx: TTx) {
  return rowsOf<{ projectId: number; division: TDivision; contractId: string }>(
    await tx.execute(sql`
select p.project_id as "projectId", split_part(p.bid_type, ' -> ', 1) as division,
       cc.contract_id as "contractId"
  from projects p
  join client_contracts cc on cc.project_id = p.project_id
   and cc.contract_type = 'Base' and cc.stage = 'Approved'
 where p.stage_type in ('In Progress', 'Completed')
   and exists (select 1 from conditions k where k.client_contract_id = cc.contract_id and k.pre_tax > 0)
 order by p.project_id`),
  );
}

function staffOf(users: readonly TSeededUser[]) {
  const demo = new Set<number>(Object.values(DEMO_USER_ID));
  const withRole = (role: number) =>
    users.filter((u) => u.roles.includes(role) && !demo.has(u.userId)).map((u) => u.userId);
  return {
    pms: withRole(ROLE['Project Manager']),
    pes: withRole(ROLE['Project Engineer']),
    sis: withRole(ROLE.Superintendent),
  };
}

type TProject = typeof projects.$inferSelect;
type TContract = typeof clientContracts.$inferSelect;
type TCondition = typeof conditions.$inferSelect;

/** The sold projects a past job copies: their row, Base contract and its conditions. */
async function loadTemplates(tx: TTx) {
  const templates = await templatesOf(tx);
  const ids = templates.map((t) => t.projectId);
  const contractIds = templates.map((t) => t.contractId);
  const [projectRows, contractRows, conditionRows] = await Promise.all([
    tx.select().from(projects).where(inArray(projects.projectId, ids)),
    tx.select().from(clientContracts).where(inArray(clientContracts.contractId, contractIds)),
    tx
      .select()
      .from(conditions)
      .where(inArray(conditions.clientContractId, contractIds))
      .orderBy(conditions.conditionId),
  ]);
  const byContract = new Map<string, TCondition[]>();
  for (const c of conditionRows)
    byContract.set(c.clientContractId!, [...(byContract.get(c.clientContractId!) ?? []), c]);
  const priceOf = (rows: readonly TCondition[]) =>
    rows.reduce(
      (s, c) => add(s, add(fromNumeric(c.preTax ?? '0'), fromNumeric(c.tax ?? '0'))),
      ZERO,
    );
  return templates
    .map((t) => ({
      division: t.division,
      project: projectRows.find((p) => p.projectId === t.projectId)!,
      contract: contractRows.find((c) => c.contractId === t.contractId)!,
      conditions: byContract.get(t.contractId) ?? [],
    }))
    .filter((t) => compare(priceOf(t.conditions), fromUnits(BigInt(LARGEST[t.division]))) <= 0);
}
type TTemplate = Awaited<ReturnType<typeof loadTemplates>>[number];

/** A fraction column's value in basis points (exact). */
export const basisPoints = (fraction: string | null) =>
  parseInteger(toUnits(fromNumeric(fraction ?? '0'), PLACES.fraction).toString()) ?? 0;

interface TJobRows {
  project: typeof projects.$inferInsert;
  contract: typeof clientContracts.$inferInsert;
  conditions: Array<typeof conditions.$inferInsert>;
  run: TBillingRun;
}

/** One past job: the template's contract and conditions on a new project with its own dates. */
function jobRows(
  rng: TRng,
  input: { job: TJob; template: TTemplate; projectId: number; name: string; today: Date },
  staff: ReturnType<typeof staffOf>,
): TJobRows {
  const { job, template, projectId, today } = input;
  const source: TProject = template.project;
  const base: TContract = template.contract;
  const approved = dayOfMonth(job.first, rng.int(1, 10));
  const lastDay = addDays(today, -1).getTime();
  const completed = new Date(Math.min(dayOfMonth(job.last, rng.int(15, 28)).getTime(), lastDay));
  const submitted = addDays(approved, -rng.int(5, 40));
  const created = addDays(submitted, -rng.int(5, 30));
  const contractId = uuidOf(`seed-history-contract-${projectId}`);
  const copied = template.conditions.map(({ conditionId: _id, ...c }) => ({
    ...c,
    projectId,
    clientContractId: contractId,
    subContractId: null,
    createdDate: atOfficeHour(created, 30),
    updatedAt: atOfficeHour(approved, 60),
  }));
  const amount = copied.reduce(
    (s, c) => add(s, add(fromNumeric(c.preTax ?? '0'), fromNumeric(c.tax ?? '0'))),
    ZERO,
  );
  const pm = rng.pick(staff.pms);
  return {
    project: {
      ...source,
      projectId,
      projectName: input.name,
      stageType: 'Completed',
      probability: '1.0000',
      submittedDate: isoDate(submitted),
      contractSentDate: isoDate(submitted),
      clientApprovalDate: isoDate(approved),
      completedInd: 1,
      completedDate: isoDate(completed),
      days: Math.max(1, Math.round((completed.getTime() - approved.getTime()) / 86_400_000)),
      projectManagerId: pm,
      managedBy: pm,
      projectEngineerId: source.projectEngineerId === null ? null : rng.pick(staff.pes),
      superintendentId: rng.pick(staff.sis),
      contractAmount: toNumeric(amount, PLACES.money),
      apiVersion: 'v1',
      // Signed on paper before the app: no signature row (job start-up signatures are the app's).
      jobStartupSignedAt: null,
      createdDate: atOfficeHour(created, rng.int(0, 539)),
    },
    contract: {
      ...base,
      contractId,
      projectId,
      sentDate: isoDate(submitted),
      approvalDate: isoDate(approved),
      createdDate: atOfficeHour(submitted, 30),
      signedAt: base.signedAt ? atOfficeHour(approved, 120) : null,
      accountingAt: base.accountingAt ? atOfficeHour(approved, 200) : null,
    },
    conditions: copied,
    run: {
      projectId,
      approved,
      completed,
      marginBp: marginOf(rng, basisPoints(source.estMarginPercent)),
      withCosts: true,
      billTo: null,
    },
  };
}

/**
 * The demo's past (issue 32 item 8): finished jobs of every division from January two years
 * back to last month, each a copy of a sold project's Base contract and conditions on a new
 * project (ids after the others) with its own name, team, dates and forecast, so the dashboards
 * have three years of work. Returns their billing runs (billing-history.ts). Its own stream.
 */
export async function seedHistoryProjects(
  tx: TTx,
  rng: TRng,
  input: { today: Date; users: readonly TSeededUser[] },
) {
  const templates = await loadTemplates(tx);
  const staff = staffOf(input.users);
  const [{ next } = { next: 1 }] = rowsOf<{ next: number }>(
    await tx.execute(sql`select coalesce(max(project_id), 0)::int + 1 as next from projects`),
  );
  const names = new Set(templates.map((t) => t.project.projectName));
  const all: TJobRows[] = [];
  const forecastRows: Array<typeof forecasts.$inferInsert> = [];
  for (const job of planJobs(rng, input.today)) {
    const choices = templates.filter((t) => t.division === job.division);
    if (choices.length === 0) continue;
    const template = rng.pick(choices);
    // Another job at the same site: the site's name with a scope of the division.
    const scope = rng.pick(SCOPES[job.division]);
    let name = `${template.project.workLocationName ?? 'Site'} ${scope.scope}`;
    while (names.has(name)) name = `${name} II`;
    names.add(name);
    const projectId = next + all.length;
    const rows = jobRows(rng, { job, template, projectId, name, today: input.today }, staff);
    rows.project.projectDescription = scope.description;
    all.push(rows);
    forecastRows.push({ projectId, ...forecastOf(job, input.today) });
  }
  await insertInBatches(
    all.map((r) => r.project),
    (b) => tx.insert(projects).values(b),
  );
  await insertInBatches(forecastRows, (b) => tx.insert(forecasts).values(b));
  await insertInBatches(
    all.map((r) => r.contract),
    (b) => tx.insert(clientContracts).values(b),
  );
  await insertInBatches(
    all.flatMap((r) => r.conditions),
    (b) => tx.insert(conditions).values(b),
  );
  await resetSequences(tx, [['projects', 'project_id']]);
  return {
    runs: all.map((r) => r.run),
    historyProjects: all.length,
    /** For their task budget lines (budget-lines.ts), as the other sold projects have. */
    budgeted: all.map((r): TBudgetedProject => ({
      projectId: r.project.projectId!,
      stage: 'Completed',
      division: divisionOf(r.project.bidType!)!,
      contractCents: parseInteger(toUnits(fromNumeric(r.project.contractAmount!), 2).toString())!,
    })),
  };
}

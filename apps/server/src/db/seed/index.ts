import { count, sql } from 'drizzle-orm';
import type { TDatabase, TDb, TTx } from '../client';
import { users } from '../schema/index';
import { seedAccountingReports } from './accounting-reports';
import { seedAlternateSelections } from './alternates';
import { seedBilling } from './billing';
import { seedRetainageDemo } from './billing-retainage';
import { seedBillingHistory } from './billing-history';
import { seedLienWaivers } from './waivers';
import { seedBudgetLines, withStoredContracts } from './budget-lines';
import { seedCategories } from './categories';
import { seedCrm } from './crm';
import { seedField } from './field';
import { seedGoals } from './goals';
import { seedHistoryProjects } from './history';
import { seedIncentives } from './incentives';
import { seedInspections } from './inspections';
import { seedSurveys } from './surveys';
import { SEED_TODAY } from './dates';
import { seedContracts, syncSeededContractAmounts } from './contracts';
import { seedCostLogging } from './cost-logging';
import { isoDate } from './dates';
import { seedEstimating } from './estimating';
import { seedProjects } from './projects';
import { createRng } from './rng';
import { DEMO_USER_ID, ROLE, seedSecurity } from './security';
import { seedReceipts } from './receipts';
import { seedTracking } from './tracking';

export interface TSeedOptions {
  /** Number of projects: 120 by default; `--projects 5000` for benchmarks. */
  projects?: number;
  /** The demo's "today" (default 2026-11-01): dates and forecast years are relative to it. */
  today?: Date;
}

export const DEFAULT_SEED_PROJECTS = 120;
const SEED = 20261101;
/** Any fixed number: servers starting together on one PostgreSQL take turns to seed. */
const SEED_LOCK = 7_461_101;

async function seedInto(tx: TTx, options: TSeedOptions) {
  const rng = createRng(SEED);
  const today = options.today ?? SEED_TODAY;
  const seededUsers = await seedSecurity(tx, rng, today);
  const withRole = (...roleIds: number[]) =>
    seededUsers.filter((u) => roleIds.some((r) => u.roles.includes(r))).map((u) => u.userId);
  const crm = await seedCrm(tx, rng, today, {
    sales: withRole(ROLE.Estimator, ROLE['Project Manager'], ROLE.Executive),
    trades: withRole(ROLE.Purchasing, ROLE['Project Engineer']),
  });
  const categories = await seedCategories(tx);
  const { budgeted, ...result } = await seedProjects(tx, rng, {
    count: options.projects ?? DEFAULT_SEED_PROJECTS,
    today,
    users: seededUsers,
    companies: crm.companies,
    contacts: crm.contacts,
  });
  // Dispatch, hours and job start-up signatures: their own stream too.
  const field = await seedField(tx, createRng(SEED + 2), today, seededUsers);
  // Inspections and training: their own stream too.
  const inspections = await seedInspections(tx, createRng(SEED + 11), today, seededUsers);
  // Contracts, conditions, bids and templates (issue 13): their own stream too.
  const estimating = await seedEstimating(tx, createRng(SEED + 3), {
    today,
    companies: crm.companies,
  });
  // Contract details and approval evidence (issue 14), over the estimating seed's contracts.
  const contracts = await seedContracts(tx, isoDate(today));
  // Alternate-approval links in each state (issue 15 item 5), over those contracts.
  const alternates = await seedAlternateSelections(tx, isoDate(today));
  // The stored contract amount becomes the contracts' figure (issue 40 item 2).
  await syncSeededContractAmounts(tx);
  // Task budget lines draw from their own stream: adding them changed no other seeded row. Their
  // Income adds up to the contract amount just stored.
  const budget = await seedBudgetLines(
    tx,
    createRng(SEED + 1),
    await withStoredContracts(tx, budgeted),
  );
  // Actual costs in the local books (issue 17): their own stream (SEED + 7, clear of the others').
  const tracking = await seedTracking(tx, createRng(SEED + 7), {
    today,
    userIds: seededUsers.map((u) => u.userId),
  });
  // Pay apps in every status (issue 16), over the approved contracts: their own stream.
  const billing = await seedBilling(tx, createRng(SEED + 19), {
    today,
    accountingUserId: DEMO_USER_ID.accounting,
  });
  // A retainage release and a line at its own rate (issue 31 item 2): no random stream.
  const retainage = await seedRetainageDemo(tx, {
    today,
    accountingUserId: DEMO_USER_ID.accounting,
  });
  // Client surveys of the last two years (issue 33), over the completed projects: their own stream.
  const surveys = await seedSurveys(tx, createRng(SEED + 33), today);
  // Receipts from the field (issue 35), Received and Processed: their own stream.
  const receiptRows = await seedReceipts(tx, createRng(SEED + 23), { today });
  // Field cost logging (issue 39): stock, and the past weeks' logs on dispatched projects.
  const costLogging = await seedCostLogging(tx, createRng(SEED + 39), { today });
  // Three years of finished, billed and costed jobs for the dashboards (issue 32 item 8): their
  // own streams, after every other seed, so no other seeded row changes.
  const history = await seedHistoryProjects(tx, createRng(SEED + 320), {
    today,
    users: seededUsers,
  });
  const historyBudget = await seedBudgetLines(tx, createRng(SEED + 322), history.budgeted);
  const billingHistory = await seedBillingHistory(tx, createRng(SEED + 321), {
    runs: history.runs,
    accountingUserId: DEMO_USER_ID.accounting,
  });
  // Company and team member goals (issue 32), set against that billing: their own stream.
  const goals = await seedGoals(tx, createRng(SEED + 32), { today });
  // The GM upload of the demo month and project field changes for the audit screen (issue 34).
  const accountingReports = await seedAccountingReports(tx, createRng(SEED + 34), {
    today,
    accountingUserId: DEMO_USER_ID.accounting,
    pmUserId: DEMO_USER_ID.pm,
  });
  // Bonus pools, stars and leaders of the seeded quarters (issue 36): no random stream.
  const incentives = await seedIncentives(tx, { today });
  // Lien waivers in every state on a project's certified pay apps (issue 31 item 4): last, so no
  // other seeded row changes.
  const waivers = await seedLienWaivers(tx, { today, userId: DEMO_USER_ID.accounting });
  return {
    ...waivers,
    ...incentives,
    historyProjects: history.historyProjects,
    historyBudgetLines: historyBudget.budgetLines,
    ...billingHistory,
    ...goals,
    ...accountingReports,
    users: seededUsers.length,
    companies: crm.companies.length,
    contacts: crm.contacts.length,
    ...categories,
    ...result,
    ...budget,
    ...field,
    ...inspections,
    ...estimating,
    ...contracts,
    ...alternates,
    ...tracking,
    ...billing,
    ...retainage,
    ...surveys,
    ...receiptRows,
    ...costLogging,
  };
}
export type TSeedSummary = Awaited<ReturnType<typeof seedInto>>;

/**
 * Seeds the demo company into an empty, migrated database, all in one transaction: a failure
 * leaves the database empty, never half seeded. The same options always give the same rows.
 */
export async function seedDatabase(db: TDb, options: TSeedOptions = {}): Promise<TSeedSummary> {
  return db.transaction((tx) => seedInto(tx, options));
}

/**
 * Seeds only a database without users, so a restart never mixes demo data into real data.
 * Returns the summary, or null when the database already had users.
 */
export async function seedDatabaseIfEmpty(
  database: TDatabase,
  options: TSeedOptions = {},
): Promise<TSeedSummary | null> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [row] = await tx.select({ n: count() }).from(users);
    if ((row?.n ?? 0) > 0) return null;
    return seedInto(tx, options);
  });
}

/** True when it seeded, false when the database already had users (used by server start). */
export async function seedIfEmpty(
  database: TDatabase,
  options: TSeedOptions = {},
): Promise<boolean> {
  return (await seedDatabaseIfEmpty(database, options)) !== null;
}

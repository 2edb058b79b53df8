import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TLeaderboardRole } from '@n5/shared/dashboards/constants';
import type { TDivision } from '@n5/shared/project/constants';
import type { TDbOrTx } from '../../../db/client';
import { dashboardFacts as f, projects, users } from '../../../db/schema/index';

const total = (column: SQL | typeof f.actualCost) => sql<string>`coalesce(sum(${column}), 0)::text`;

/** The stored figures of some divisions summed by month (at most 12 rows). */
export async function sumByMonth(db: TDbOrTx, year: number, divisions: TDivision[]) {
  return db
    .select({
      month: f.month,
      pipelineRevenue: total(f.pipelineRevenue),
      pipelineGrossProfit: total(f.pipelineGrossProfit),
      actualRevenue: total(f.actualRevenue),
      actualCost: total(f.actualCost),
    })
    .from(f)
    .where(and(eq(f.year, year), inArray(f.division, divisions)))
    .groupBy(f.month);
}

export const PERSON_COLUMN = {
  PM: f.projectManagerId,
  PE: f.projectEngineerId,
  SI: f.superintendentId,
} as const satisfies Record<TLeaderboardRole, unknown>;

/** The year's figures by the person holding a role on the projects (people with projects only). */
export async function sumByPerson(
  db: TDbOrTx,
  year: number,
  divisions: TDivision[],
  role: TLeaderboardRole,
) {
  const person = PERSON_COLUMN[role];
  return db
    .select({
      userId: sql<number>`${person}`,
      name: users.displayName,
      pipelineRevenue: total(f.pipelineRevenue),
      actualRevenue: total(f.actualRevenue),
      actualCost: total(f.actualCost),
    })
    .from(f)
    .innerJoin(users, eq(users.userId, person))
    .where(and(eq(f.year, year), inArray(f.division, divisions)))
    .groupBy(person, users.displayName);
}

/** Display names of people (goal holders who hold no project this year). */
export async function namesOf(db: TDbOrTx, userIds: number[]) {
  if (!userIds.length) return [];
  return db
    .select({ userId: users.userId, name: users.displayName })
    .from(users)
    .where(inArray(users.userId, userIds));
}

/** The projects behind a figure, largest actual then pipeline revenue first (at most 500). */
export async function drillProjects(
  db: TDbOrTx,
  filter: {
    year: number;
    divisions: TDivision[];
    month?: number;
    role?: TLeaderboardRole;
    userId?: number;
    measure: 'revenue' | 'grossProfit';
  },
) {
  const conditions = [eq(f.year, filter.year), inArray(f.division, filter.divisions)];
  if (filter.month) conditions.push(eq(f.month, filter.month));
  if (filter.role && filter.userId) conditions.push(eq(PERSON_COLUMN[filter.role], filter.userId));
  const actualGp = sql`sum(${f.actualRevenue} - ${f.actualCost})`;
  const order =
    filter.measure === 'grossProfit'
      ? [desc(actualGp), desc(sql`sum(${f.pipelineGrossProfit})`)]
      : [desc(sql`sum(${f.actualRevenue})`), desc(sql`sum(${f.pipelineRevenue})`)];
  return db
    .select({
      projectId: f.projectId,
      projectName: projects.projectName,
      division: f.division,
      stage: projects.stageType,
      pipelineRevenue: total(f.pipelineRevenue),
      pipelineGrossProfit: total(f.pipelineGrossProfit),
      actualRevenue: total(f.actualRevenue),
      actualGrossProfit: sql<string>`coalesce(${actualGp}, 0)::text`,
    })
    .from(f)
    .innerJoin(projects, eq(projects.projectId, f.projectId))
    .where(and(...conditions))
    .groupBy(f.projectId, projects.projectName, f.division, projects.stageType)
    .orderBy(...order, asc(f.projectId))
    .limit(500);
}

/** Gross Margin by PM of a year: actual revenue and cost of each PM's projects, all divisions. */
export async function grossMarginByPm(db: TDbOrTx, year: number) {
  return db
    .select({
      projectManager: sql<string>`coalesce(${users.displayName}, '(no project manager)')`,
      projects: sql<number>`count(distinct ${f.projectId})::int`,
      revenue: total(f.actualRevenue),
      cost: total(f.actualCost),
    })
    .from(f)
    .leftJoin(users, eq(users.userId, f.projectManagerId))
    .where(eq(f.year, year))
    .groupBy(users.displayName)
    .orderBy(asc(users.displayName));
}

/** Actual gross profit (revenue - cost) of months from..to of a year, by division (one statement). */
export async function sumGrossProfitByDivision(
  db: TDbOrTx,
  year: number,
  months: { from: number; to: number },
) {
  return db
    .select({
      division: f.division,
      grossProfit: sql<string>`coalesce(sum(${f.actualRevenue} - ${f.actualCost}), 0)::text`,
    })
    .from(f)
    .where(and(eq(f.year, year), sql`${f.month} between ${months.from} and ${months.to}`))
    .groupBy(f.division);
}

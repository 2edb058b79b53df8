import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TDivision } from '@n5/shared/project/constants';
import type { TGoalType, TTeamGoalRole } from '@n5/shared/goals/constants';
import type { TDbOrTx } from '../../db/client';
import { companyGoals, teamMemberGoals, users } from '../../db/schema/index';

/** Every stored company goal cell of a year. */
export async function listCompanyGoals(db: TDbOrTx, year: number) {
  return db
    .select({
      division: companyGoals.division,
      goalType: companyGoals.goalType,
      month: companyGoals.month,
      value: companyGoals.value,
    })
    .from(companyGoals)
    .where(eq(companyGoals.year, year));
}

export async function findCompanyGoal(
  db: TDbOrTx,
  key: { year: number; division: TDivision; goalType: TGoalType; month: number },
) {
  const [row] = await db
    .select({ value: companyGoals.value })
    .from(companyGoals)
    .where(
      and(
        eq(companyGoals.year, key.year),
        eq(companyGoals.division, key.division),
        eq(companyGoals.goalType, key.goalType),
        eq(companyGoals.month, key.month),
      ),
    );
  return row ?? null;
}

export async function upsertCompanyGoal(
  db: TDbOrTx,
  row: { year: number; division: TDivision; goalType: TGoalType; month: number; value: number },
) {
  await db
    .insert(companyGoals)
    .values(row)
    .onConflictDoUpdate({
      target: [companyGoals.year, companyGoals.division, companyGoals.goalType, companyGoals.month],
      set: { value: row.value },
    });
}

/** Company goals of some divisions summed by category and month (the dashboards' goal lines). */
export async function sumCompanyGoals(db: TDbOrTx, year: number, divisions: TDivision[]) {
  return db
    .select({
      goalType: companyGoals.goalType,
      month: companyGoals.month,
      value: sql<string>`sum(${companyGoals.value})::text`,
    })
    .from(companyGoals)
    .where(and(eq(companyGoals.year, year), inArray(companyGoals.division, divisions)))
    .groupBy(companyGoals.goalType, companyGoals.month);
}

export interface TTeamKey {
  year: number;
  division: TDivision;
  role: TTeamGoalRole;
}

const teamKey = (key: TTeamKey) =>
  and(
    eq(teamMemberGoals.year, key.year),
    eq(teamMemberGoals.division, key.division),
    eq(teamMemberGoals.role, key.role),
  );

/** The team member goals of a year, division and role, by name. */
export async function listTeamGoals(db: TDbOrTx, key: TTeamKey) {
  return db
    .select({
      userId: teamMemberGoals.userId,
      name: users.displayName,
      goalAmount: teamMemberGoals.goalAmount,
      months: sql<Array<string | null>>`array_to_json(${teamMemberGoals.months})`,
    })
    .from(teamMemberGoals)
    .innerJoin(users, eq(users.userId, teamMemberGoals.userId))
    .where(teamKey(key))
    .orderBy(asc(users.displayName));
}

export async function findTeamGoal(db: TDbOrTx, key: TTeamKey, userId: number) {
  const [row] = await db
    .select({
      goalAmount: teamMemberGoals.goalAmount,
      months: sql<Array<string | null>>`array_to_json(${teamMemberGoals.months})`,
    })
    .from(teamMemberGoals)
    .where(and(teamKey(key), eq(teamMemberGoals.userId, userId)));
  return row ?? null;
}

export async function updateTeamGoalAmount(
  db: TDbOrTx,
  key: TTeamKey,
  userId: number,
  amount: number,
) {
  await db
    .update(teamMemberGoals)
    .set({ goalAmount: amount })
    .where(and(teamKey(key), eq(teamMemberGoals.userId, userId)));
}

/** Sets month (1..12) of a goal to a fraction, or null. */
export async function updateTeamGoalMonth(
  db: TDbOrTx,
  key: TTeamKey,
  userId: number,
  month: number,
  fraction: string | null,
) {
  await db
    .update(teamMemberGoals)
    .set({
      months: sql`(select array_agg(case when i = ${month} then ${fraction}::numeric else m end order by i) from unnest(${teamMemberGoals.months}) with ordinality as u(m, i))`,
    })
    .where(and(teamKey(key), eq(teamMemberGoals.userId, userId)));
}

/** Adds people with an empty goal; those already there are left as they are. Returns the added. */
export async function insertTeamMembers(db: TDbOrTx, key: TTeamKey, userIds: number[]) {
  return db
    .insert(teamMemberGoals)
    .values(userIds.map((userId) => ({ ...key, userId })))
    .onConflictDoNothing()
    .returning({ userId: teamMemberGoals.userId });
}

/** Goal amounts by person of a year, role and some divisions (the goal leaderboards). */
export async function sumTeamGoals(
  db: TDbOrTx,
  year: number,
  role: TTeamGoalRole,
  divisions: TDivision[],
) {
  return db
    .select({
      userId: teamMemberGoals.userId,
      goal: sql<string>`sum(${teamMemberGoals.goalAmount})::text`,
    })
    .from(teamMemberGoals)
    .where(
      and(
        eq(teamMemberGoals.year, year),
        eq(teamMemberGoals.role, role),
        inArray(teamMemberGoals.division, divisions),
      ),
    )
    .groupBy(teamMemberGoals.userId);
}

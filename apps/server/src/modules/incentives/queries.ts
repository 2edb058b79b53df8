import { and, asc, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TIncentivePool, TLeadershipDivision } from '@n5/shared/incentives/constants';
import type { TDbOrTx } from '../../db/client';
import {
  incentiveLeaders as l,
  incentiveLocks as k,
  incentivePools as p,
  incentivePositionStars as s,
  users,
} from '../../db/schema/index';

type TYq = { year: number; quarter: number };
const ofQuarter = (t: { year: AnyPgColumn; quarter: AnyPgColumn }, q: TYq) =>
  and(eq(t.year, q.year), eq(t.quarter, q.quarter));

/** The leaders of a quarter with their names. */
export async function listLeaders(db: TDbOrTx, q: TYq) {
  return db
    .select({
      userId: l.userId,
      name: users.displayName,
      division: l.division,
      percent: l.incentivePercent,
    })
    .from(l)
    .innerJoin(users, eq(users.userId, l.userId))
    .where(ofQuarter(l, q))
    .orderBy(asc(users.displayName));
}

export async function findLeader(db: TDbOrTx, q: TYq, userId: number) {
  const [row] = await db
    .select({ division: l.division, percent: l.incentivePercent })
    .from(l)
    .where(and(ofQuarter(l, q), eq(l.userId, userId)));
  return row ?? null;
}

export async function insertLeader(
  db: TDbOrTx,
  row: TYq & { userId: number; division: TLeadershipDivision },
) {
  const inserted = await db
    .insert(l)
    .values(row)
    .onConflictDoNothing()
    .returning({ userId: l.userId });
  return inserted.length > 0;
}

export async function updateLeaderPercent(db: TDbOrTx, q: TYq, userId: number, percent: string) {
  await db
    .update(l)
    .set({ incentivePercent: percent })
    .where(and(ofQuarter(l, q), eq(l.userId, userId)));
}

/** The stars of each position set for a quarter. */
export async function listStars(db: TDbOrTx, q: TYq) {
  return db
    .select({ roleId: s.roleId, stars: s.stars, weeklyHours: s.weeklyHours })
    .from(s)
    .where(ofQuarter(s, q));
}

/** A position's standard weekly hours (null: paid by the hour); its stars stay as they are. */
export async function upsertWeeklyHours(
  db: TDbOrTx,
  q: TYq,
  roleId: number,
  weeklyHours: string | null,
) {
  await db
    .insert(s)
    .values({ ...q, roleId, weeklyHours })
    .onConflictDoUpdate({ target: [s.year, s.quarter, s.roleId], set: { weeklyHours } });
}

export async function upsertStars(db: TDbOrTx, q: TYq, roleId: number, stars: number) {
  await db
    .insert(s)
    .values({ ...q, roleId, stars })
    .onConflictDoUpdate({ target: [s.year, s.quarter, s.roleId], set: { stars } });
}

/** The pool percents of a year (every quarter). */
export async function listPools(db: TDbOrTx, year: number) {
  return db
    .select({ quarter: p.quarter, pool: p.pool, percent: p.percent })
    .from(p)
    .where(eq(p.year, year));
}

export async function upsertPool(db: TDbOrTx, q: TYq, pool: TIncentivePool, percent: string) {
  await db
    .insert(p)
    .values({ ...q, pool, percent })
    .onConflictDoUpdate({ target: [p.year, p.quarter, p.pool], set: { percent } });
}

export async function findLock(db: TDbOrTx, year: number, quarter: number) {
  const [row] = await db
    .select({ lockedAt: k.lockedAt, worksheet: k.worksheet })
    .from(k)
    .where(and(eq(k.year, year), eq(k.quarter, quarter)));
  return row ?? null;
}

/** The locked quarters of a year with their frozen worksheets. */
export async function listLocks(db: TDbOrTx, year: number) {
  return db.select({ quarter: k.quarter, worksheet: k.worksheet }).from(k).where(eq(k.year, year));
}

export async function insertLock(
  db: TDbOrTx,
  row: TYq & { lockedBy: number; worksheet: unknown; lockedAt: Date },
) {
  const inserted = await db.insert(k).values(row).onConflictDoNothing().returning({ year: k.year });
  return inserted.length > 0;
}

import { eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { dashboardRecalculations as r } from '../../../db/schema/index';

const columns = {
  recalculationId: r.recalculationId,
  years: r.years,
  status: r.status,
  error: r.error,
};

export async function insertRecalculation(db: TDbOrTx, years: number[], userId: number | null) {
  const [row] = await db.insert(r).values({ years, requestedBy: userId }).returning(columns);
  return row!;
}

export async function findRecalculation(db: TDbOrTx, id: number) {
  const [row] = await db.select(columns).from(r).where(eq(r.recalculationId, id));
  return row ?? null;
}

export async function setRecalculationStatus(
  db: TDbOrTx,
  id: number,
  status: 'running' | 'done' | 'failed',
  error: string | null = null,
) {
  await db
    .update(r)
    .set({
      status,
      error,
      ...(status === 'running' ? {} : { finishedAt: sql`now()` }),
    })
    .where(eq(r.recalculationId, id));
}

/** True when any stored summary exists (a new or freshly seeded database has none). */
export async function hasSummaries(db: TDbOrTx) {
  const result = await db.execute(sql`select exists (select 1 from dashboard_facts) as "any"`);
  return (result as unknown as { rows: Array<{ any: boolean }> }).rows[0]?.any ?? false;
}

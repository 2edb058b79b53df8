import type { TUser } from '@n5/shared/session/schemas';
import type { TRecalculation } from '@n5/shared/dashboards/schemas';
import { QUEUES } from '../../../jobs/queues';
import { notFound } from '../../../lib/errors';
import { today, type TDashboardsDeps } from '../deps';
import {
  findRecalculation,
  hasSummaries,
  insertRecalculation,
  setRecalculationStatus,
} from '../queries/recalculations';
import { forecastCurrentYear, rewriteYear } from '../queries/rewrite-year';

/** The years Recalculate Dashboard rewrites: last, this and next year (the forecast's slots). */
export function recalculationYears(now: Date) {
  const year = now.getUTCFullYear();
  return [year - 1, year, year + 1];
}

/**
 * Rewrites the stored summaries of some years, each in its own transaction (a page reading the
 * dashboards sees a year before or after, never half of it). Returns rows written per year.
 */
export async function recalculateYears(deps: Pick<TDashboardsDeps, 'db'>, years: number[]) {
  const written: Record<number, number> = {};
  const current = (await forecastCurrentYear(deps.db)) ?? new Date().getUTCFullYear();
  for (const year of years) {
    written[year] = await deps.db.transaction((tx) => rewriteYear(tx, year, year - current + 2));
  }
  return written;
}

/** The job: runs a queued recalculation and records its outcome (a failure is thrown for pg-boss). */
export async function runRecalculation(deps: TDashboardsDeps, input: { recalculationId: number }) {
  const row = await findRecalculation(deps.db, input.recalculationId);
  if (!row || row.status === 'done') return;
  await setRecalculationStatus(deps.db, row.recalculationId, 'running');
  try {
    await recalculateYears(deps, row.years);
    await setRecalculationStatus(deps.db, row.recalculationId, 'done');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await setRecalculationStatus(deps.db, row.recalculationId, 'failed', message);
    throw error;
  }
}

/** Recalculate Dashboard: records the request and queues the job (inline where no jobs run). */
export async function requestRecalculation(
  deps: TDashboardsDeps,
  _input: unknown,
  user: TUser,
): Promise<TRecalculation> {
  const row = await insertRecalculation(deps.db, recalculationYears(today(deps)), user.UserID);
  if (deps.jobs) {
    await deps.jobs.send(
      QUEUES.dashboard,
      { recalculationId: row.recalculationId },
      { priority: 10 },
    );
  } else {
    await runRecalculation(deps, row).catch(() => undefined);
  }
  return getRecalculation(deps, { id: row.recalculationId });
}

export async function getRecalculation(
  deps: TDashboardsDeps,
  input: { id: number },
): Promise<TRecalculation> {
  const row = await findRecalculation(deps.db, input.id);
  if (!row) throw notFound(`There is no recalculation ${input.id}.`);
  return { ...row, years: row.years };
}

/**
 * At server start: a database without stored summaries (new, or just seeded) gets them for the
 * two years before this one, this one and the next, so the dashboards show something at once.
 */
export async function ensureSummaries(deps: TDashboardsDeps) {
  if (await hasSummaries(deps.db)) return null;
  const year = today(deps).getUTCFullYear();
  return recalculateYears(deps, [year - 2, year - 1, year, year + 1]);
}

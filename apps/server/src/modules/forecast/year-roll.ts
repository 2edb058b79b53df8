import type { TDbOrTx } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import {
  insertForecastYear,
  lockForecastYear,
  shiftAllForecasts,
  updateForecastYear,
} from './queries';

/**
 * Moves every project's forecast to the slots of `today`'s year (UTC, as the screens read them)
 * when the year has changed since the last move: once, in one transaction, whoever calls it
 * (the New Year job, or the catch-up at start when the server was down on 1 January).
 */
export async function rollForecastYears(
  db: TDbOrTx,
  today: Date,
): Promise<{ from: number; to: number; projects: number } | null> {
  const to = today.getUTCFullYear();
  return db.transaction(async (tx) => {
    const row = await lockForecastYear(tx);
    if (!row) {
      await insertForecastYear(tx, to);
      return null;
    }
    const years = to - row.year;
    if (years <= 0) return null;
    const moved = await shiftAllForecasts(tx, years);
    await updateForecastYear(tx, to);
    await recordAudit(tx, {
      userId: null,
      entity: 'forecast-year',
      entityId: 'all',
      action: 'update',
      before: { currentYear: row.year },
      after: { currentYear: to },
    });
    return { from: row.year, to, projects: moved };
  });
}

import { sql } from 'drizzle-orm';
import { FORECAST_KEYS } from '@n5/shared/projects/constants';
import { rolledForecastSource } from '@n5/shared/projects/forecast';
import { affectedRowsOf, type TDbOrTx } from '../../db/client';
import { forecastYear } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';

/** `set jan1 = jan2, ..., dec3 = 0` for a move of `years` years, from the shared rule. */
function shiftCellsSql(years: number) {
  return sql.raw(
    FORECAST_KEYS.map((key) => {
      const source = rolledForecastSource(key, years);
      return `"${key}" = ${source ? `"${source}"` : '0'}`;
    }).join(', '),
  );
}

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
    const [row] = await tx
      .select({ year: forecastYear.currentYear })
      .from(forecastYear)
      .for('update');
    if (!row) {
      await tx.insert(forecastYear).values({ currentYear: to });
      return null;
    }
    const years = to - row.year;
    if (years <= 0) return null;
    const moved = await tx.execute(sql`update forecasts set ${shiftCellsSql(years)}`);
    await tx.update(forecastYear).set({ currentYear: to });
    await recordAudit(tx, {
      userId: null,
      entity: 'forecast-year',
      entityId: 'all',
      action: 'update',
      before: { currentYear: row.year },
      after: { currentYear: to },
    });
    return { from: row.year, to, projects: affectedRowsOf(moved) };
  });
}

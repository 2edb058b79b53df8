import { eq, sql } from 'drizzle-orm';
import { FORECAST_KEYS, type TForecastKey } from '@n5/shared/project/constants';
import { rolledForecastSource } from '@n5/shared/forecast/rules';
import { affectedRowsOf, type TDbOrTx } from '../../db/client';
import { forecasts, forecastYear, projects } from '../../db/schema/index';

/** Locks the project row for the length of the transaction; false when there is no project. */
export async function lockProject(db: TDbOrTx, projectId: number) {
  const [project] = await db
    .select({ projectId: projects.projectId, stageType: projects.stageType })
    .from(projects)
    .where(eq(projects.projectId, projectId))
    .for('update');
  return project ?? null;
}

/** The 36 cells of a project, locked; a project created before its forecast row gets one now. */
export async function lockForecastCells(db: TDbOrTx, projectId: number) {
  await db.insert(forecasts).values({ projectId }).onConflictDoNothing();
  const [cells] = await db
    .select()
    .from(forecasts)
    .where(eq(forecasts.projectId, projectId))
    .for('update');
  return cells!;
}

export async function updateForecastCell(
  db: TDbOrTx,
  projectId: number,
  key: TForecastKey,
  value: string,
) {
  await db
    .update(forecasts)
    .set({ [key]: value })
    .where(eq(forecasts.projectId, projectId));
}

/** The year that slot 2 means, locked; null before the first start stored one. */
export async function lockForecastYear(db: TDbOrTx) {
  const [row] = await db
    .select({ year: forecastYear.currentYear })
    .from(forecastYear)
    .for('update');
  return row ?? null;
}

export async function insertForecastYear(db: TDbOrTx, year: number) {
  await db.insert(forecastYear).values({ currentYear: year });
}

export async function updateForecastYear(db: TDbOrTx, year: number) {
  await db.update(forecastYear).set({ currentYear: year });
}

/** `set jan1 = jan2, ..., dec3 = 0` for a move of `years` years, from the shared rule. */
function shiftCellsSql(years: number) {
  return sql.raw(
    FORECAST_KEYS.map((key) => {
      const source = rolledForecastSource(key, years);
      return `"${key}" = ${source ? `"${source}"` : '0'}`;
    }).join(', '),
  );
}

/** Moves every project's cells `years` slots back in one statement; returns the rows moved. */
export async function shiftAllForecasts(db: TDbOrTx, years: number) {
  return affectedRowsOf(await db.execute(sql`update forecasts set ${shiftCellsSql(years)}`));
}

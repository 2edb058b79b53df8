import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FORECAST_KEYS } from '@n5/shared/projects/constants';
import { fractionToBp, rolledForecastSource } from '@n5/shared/projects/forecast';
import type { TDatabase } from '../../db/client';
import { auditLog, forecastCells, forecasts, forecastYear } from '../../db/schema/index';
import { startJobs, type TJobs } from '../../jobs/boss';
import { NEW_YEAR_CRON, startForecastYearRoll } from '../../jobs/forecast-year-roll';
import { QUEUES } from '../../jobs/queues';
import { openTestDatabase } from '../../testing/test-database';
import { listBrowserProjects } from './browser-queries';
import { rollForecastYears } from './forecast-year';

let database: TDatabase;
beforeAll(async () => {
  database = await openTestDatabase(inject('testDbTemplate'));
});
afterAll(() => database.close());

const silent = { info: () => {}, error: () => {}, warn: () => {} } as never;
const storedYear = async () => (await database.db.select().from(forecastYear))[0]!.currentYear;
const cellsById = async () =>
  new Map(
    (await database.db.select({ id: forecasts.projectId, ...forecastCells }).from(forecasts)).map(
      ({ id, ...cells }) => [id, cells],
    ),
  );

describe('forecast slots at New Year', () => {
  it('moves every project one slot back per year, once, and never backwards', async () => {
    const year = await storedYear();
    // The migration stored the year it ran in (the test template is made today).
    expect(year).toBe(new Date().getUTCFullYear());
    const before = await cellsById();
    expect([...before.values()].some((c) => fractionToBp(c.jan3) + fractionToBp(c.dec2) > 0)).toBe(
      true,
    );

    const newYear = new Date(Date.UTC(year + 1, 0, 1));
    expect(await rollForecastYears(database.db, newYear)).toEqual({
      from: year,
      to: year + 1,
      projects: before.size,
    });
    const after = await cellsById();
    for (const [id, cells] of before) {
      for (const key of FORECAST_KEYS) {
        const source = rolledForecastSource(key, 1);
        expect(after.get(id)![key], `${id} ${key}`).toBe(source ? cells[source] : '0.0000');
      }
    }
    expect(await storedYear()).toBe(year + 1);

    // Again the same year, or an earlier date: nothing moves.
    expect(await rollForecastYears(database.db, newYear)).toBeNull();
    expect(await rollForecastYears(database.db, new Date(Date.UTC(year, 5, 1)))).toBeNull();
    expect(await cellsById()).toEqual(after);

    // The browser's totals follow (forecasts.total is generated from the cells).
    const rows = await listBrowserProjects(database.db, 'active');
    for (const row of rows.slice(0, 50)) {
      const cells = after.get(row.ProjectID);
      const total = cells
        ? FORECAST_KEYS.reduce((sum, key) => sum + fractionToBp(cells[key]), 0)
        : 0;
      expect(fractionToBp(row.ForecastTotal)).toBe(total);
    }

    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'forecast-year'), eq(auditLog.field, 'currentYear')));
    expect(audit).toMatchObject({ oldValue: String(year), newValue: String(year + 1) });
  });

  it('clears everything after three years or more', async () => {
    const year = await storedYear();
    await rollForecastYears(database.db, new Date(Date.UTC(year + 3, 0, 1)));
    for (const cells of (await cellsById()).values()) {
      expect(Object.values(cells).every((v) => v === '0.0000')).toBe(true);
    }
  });

  it('is scheduled for 00:00 UTC on 1 January in the background jobs', async () => {
    let jobs: TJobs | null = null;
    try {
      jobs = await startJobs(database, { databaseUrl: database.url, log: silent });
      await startForecastYearRoll(database.db, jobs, silent);
      const schedules = await jobs.boss.getSchedules();
      expect(schedules).toContainEqual(
        expect.objectContaining({
          name: QUEUES.forecastYear,
          cron: NEW_YEAR_CRON,
          timezone: 'UTC',
        }),
      );
    } finally {
      await jobs?.stop();
    }
  });
});

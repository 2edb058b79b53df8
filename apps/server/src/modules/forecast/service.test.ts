import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { browserContract } from '@n5/shared/browser/contract';
import { FORECAST_KEYS } from '@n5/shared/project/constants';
import { sum } from '@n5/shared/core/decimal';
import { forecastCellValue, rolledForecastSource } from '@n5/shared/forecast/rules';
import { auditLog, forecastCells, forecasts, forecastYear } from '../../db/schema/index';
import { NEW_YEAR_CRON, startForecastYearRoll } from '../../jobs/forecast-year-roll';
import { QUEUES } from '../../jobs/queues';
import { useTestApp } from '../../testing/build-test-app';

const { t, callAs, buildProject } = useTestApp({}, { withJobs: true });

const silent = { info: () => {}, error: () => {}, warn: () => {} } as never;
const storedYear = async () => (await t.database.db.select().from(forecastYear))[0]!.currentYear;
const cellsById = async () =>
  new Map(
    (await t.database.db.select({ id: forecasts.projectId, ...forecastCells }).from(forecasts)).map(
      ({ id, ...cells }) => [id, cells],
    ),
  );

describe('forecast slots at New Year', () => {
  it('moves every project one slot back per year, once, and never backwards', async () => {
    const year = await storedYear();
    // The migration stored the year it ran in (the test template is made today).
    expect(year).toBe(new Date().getUTCFullYear());
    const moving = await buildProject({ forecast: { dec2: '0.3000', jan3: '0.2000' } });
    const before = await cellsById();
    expect(before.get(moving.ProjectID)).toMatchObject({ dec2: '0.3000', jan3: '0.2000' });

    const newYear = new Date(Date.UTC(year + 1, 0, 1));
    expect(await t.app.forecast.rollYears(newYear)).toEqual({
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
    expect(await t.app.forecast.rollYears(newYear)).toBeNull();
    expect(await t.app.forecast.rollYears(new Date(Date.UTC(year, 5, 1)))).toBeNull();
    expect(await cellsById()).toEqual(after);

    // The browser's totals follow (forecasts.total is generated from the cells).
    const { projects: rows } = await callAs('pm', browserContract.listActive);
    for (const row of rows.slice(0, 50)) {
      const cells = after.get(row.ProjectID);
      const total = sum(FORECAST_KEYS.map((key) => forecastCellValue(cells?.[key])));
      expect(forecastCellValue(row.ForecastTotal)).toEqual(total);
    }

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'forecast-year'), eq(auditLog.field, 'currentYear')));
    expect(audit).toMatchObject({ oldValue: String(year), newValue: String(year + 1) });
  });

  it('clears everything after three years or more', async () => {
    const year = await storedYear();
    await t.app.forecast.rollYears(new Date(Date.UTC(year + 3, 0, 1)));
    for (const cells of (await cellsById()).values()) {
      expect(Object.values(cells).every((v) => v === '0.0000')).toBe(true);
    }
  });

  it('is scheduled for 00:00 UTC on 1 January in the background jobs', async () => {
    await startForecastYearRoll(t.app.forecast, t.jobs!, silent);
    const schedules = await t.jobs!.boss.getSchedules();
    expect(schedules).toContainEqual(
      expect.objectContaining({
        name: QUEUES.forecastYear,
        cron: NEW_YEAR_CRON,
        timezone: 'UTC',
      }),
    );
  });
});

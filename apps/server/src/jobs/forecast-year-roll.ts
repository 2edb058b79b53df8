import type { FastifyBaseLogger } from 'fastify';
import type { TForecastService } from '../modules/forecast';
import type { TJobs } from './boss';
import { QUEUES } from './queues';

/** 00:00 UTC on 1 January: the moment the screens start reading slot 2 as the new year. */
export const NEW_YEAR_CRON = '0 0 1 1 *';

/**
 * Keeps the forecast slots on the current year: a pg-boss schedule runs the move at New Year,
 * and a catch-up runs now in case the server was down then. The move happens once per year
 * whichever runs first (the forecast service's rollYears locks and checks the stored year).
 */
export async function startForecastYearRoll(
  forecast: Pick<TForecastService, 'rollYears'>,
  jobs: TJobs,
  log: FastifyBaseLogger,
) {
  const roll = async () => {
    const moved = await forecast.rollYears(new Date());
    if (moved) log.info(moved, 'forecast slots moved to the new year');
  };
  await jobs.boss.work(QUEUES.forecastYear, { batchSize: 1 }, roll);
  await jobs.boss.schedule(QUEUES.forecastYear, NEW_YEAR_CRON, {}, { tz: 'UTC' });
  await roll();
}

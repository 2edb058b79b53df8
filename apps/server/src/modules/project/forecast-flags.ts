import { FORECAST_KEYS, type TForecastKey } from '@n5/shared/project/constants';
import type { TForecastBody } from '@n5/shared/forecast/schemas';
import type { TDb } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { TBrowserService } from '../browser';
import type { TForecastService } from '../forecast';
import { findForecastCells, findProjectName } from './queries';

const ZERO = '0.0000';

/**
 * The project page's forecast grid and flags panel, asking the modules that own them: the
 * forecast write (rule + lock + audit) and the browser's row with its flags, so both screens
 * always agree.
 */
export function createForecastFlagsService(deps: {
  db: TDb;
  forecast: TForecastService;
  browser: TBrowserService;
  now?: () => Date;
}) {
  const { db, forecast, browser } = deps;
  const now = deps.now ?? (() => new Date());

  async function getForecasting(projectId: number) {
    if ((await findProjectName(db, projectId)) === null) {
      throw notFound(`There is no project #${projectId}.`);
    }
    const cells = await findForecastCells(db, projectId);
    return {
      ProjectID: projectId,
      currentYear: now().getUTCFullYear(),
      cells: Object.fromEntries(FORECAST_KEYS.map((key) => [key, cells?.[key] ?? ZERO])) as Record<
        TForecastKey,
        string
      >,
    };
  }

  async function setForecast(userId: number, input: TForecastBody) {
    await forecast.setCell(input, userId);
    return getForecasting(input.projectID);
  }

  async function getFlags(projectId: number) {
    if ((await findProjectName(db, projectId)) === null) {
      throw notFound(`There is no project #${projectId}.`);
    }
    const row = await browser.getRow(projectId);
    return {
      ForecastColor: row.ForecastColor,
      ScopeAckColor: row.ScopeAckColor,
      BidsColor: row.BidsColor,
      SubcontractorContractColor: row.SubcontractorContractColor,
      ClientContractColor: row.ClientContractColor,
    };
  }

  return { getForecasting, setForecast, getFlags };
}
export type TForecastFlagsService = ReturnType<typeof createForecastFlagsService>;

import { FORECAST_KEYS, type TForecastKey } from '@n5/shared/projects/constants';
import type { TForecastBody } from '@n5/shared/projects/schemas';
import type { TDb } from '../../db/client';
import { notFound } from '../../lib/errors';
import { listBrowserProjects } from '../projects/browser-queries';
import { setForecastCell } from '../projects/forecast-service';
import { findForecastCells, findProjectName } from './queries';

const ZERO = '0.0000';

/**
 * The project page's forecast grid and flags panel, over the browser issue's shared pieces: the
 * forecast write (rule + lock + audit) and the flags query, so both screens always agree.
 */
export function createForecastFlagsService(deps: { db: TDb; now?: () => Date }) {
  const { db } = deps;
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
    await setForecastCell(db, input, userId);
    return getForecasting(input.projectID);
  }

  async function getFlags(projectId: number) {
    const [row] = await listBrowserProjects(db, { projectIds: [projectId] });
    if (!row) throw notFound(`There is no project #${projectId}.`);
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

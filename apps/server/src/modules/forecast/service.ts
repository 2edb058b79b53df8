import { equals, parseDecimal, PLACES, toNumeric } from '@n5/shared/core/decimal';
import { quoteInput } from '@n5/shared/core/errors';
import { FORECAST_MONTHS } from '@n5/shared/project/constants';
import {
  canEditForecast,
  checkForecastCell,
  forecastReadOnlyMessage,
  forecastCellValue,
  forecastKey,
  type TForecastSlot,
} from '@n5/shared/forecast/rules';
import type { TForecastBody } from '@n5/shared/forecast/schemas';
import type { TDb } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { lockForecastCells, lockProject, updateForecastCell } from './queries';
import { rollForecastYears } from './year-roll';

/**
 * Sets one forecast month of a project: the shared rule (packages/shared/src/forecast/rules.ts)
 * decides (an archived project's forecast is read-only), the row is locked while it does, and
 * the change is audited. Used by
 * POST /api/project/browser-forecast and POST /api/project/forecast (the project page).
 */
async function setForecastCell(db: TDb, input: TForecastBody, userId: number) {
  const month = FORECAST_MONTHS[input.forecastMonth - 1]!;
  if (input.monthStr && input.monthStr !== month) {
    throw badRequest(
      `monthStr "${quoteInput(input.monthStr)}" does not match month ${input.forecastMonth}.`,
    );
  }
  // The contract has refused anything but a number with at most the four stored places
  // (decimalInput): nothing is rounded here.
  const value = parseDecimal(input.forecastPercent);
  if (value === null) throw badRequest('forecastPercent must be a number (percent / 100).');
  const key = forecastKey(month, input.forecastYear as TForecastSlot);

  await db.transaction(async (tx) => {
    const project = await lockProject(tx, input.projectID);
    if (!project) throw notFound(`There is no project ${input.projectID}.`);
    if (!canEditForecast(project.stageType)) {
      // 409: the request is well formed and the user may edit forecasts; the project's state
      // (archived) is what refuses it (docs/decisions.md).
      throw conflict(forecastReadOnlyMessage(project.stageType));
    }
    const cells = await lockForecastCells(tx, input.projectID);
    const check = checkForecastCell(cells, key, value);
    if (!check.ok) throw badRequest(check.message);
    const before = forecastCellValue(cells[key]);
    if (equals(before, value)) return;
    await updateForecastCell(tx, input.projectID, key, toNumeric(value, PLACES.fraction));
    await recordAudit(tx, {
      userId,
      entity: 'forecast',
      entityId: input.projectID,
      action: 'update',
      before: { [key]: toNumeric(before, PLACES.fraction) },
      after: { [key]: toNumeric(value, PLACES.fraction) },
    });
  });
}

/**
 * A project's forecast months: the one write every screen uses (the browser's cells, the project
 * page's grid), and the move of every forecast at New Year.
 */
export function createForecastService(deps: { db: TDb }) {
  const { db } = deps;
  return {
    setCell: (input: TForecastBody, userId: number) => setForecastCell(db, input, userId),
    rollYears: (today: Date) => rollForecastYears(db, today),
  };
}
export type TForecastService = ReturnType<typeof createForecastService>;

import { eq } from 'drizzle-orm';
import { FORECAST_MONTHS } from '@n5/shared/projects/constants';
import {
  bpToFraction,
  checkForecastCell,
  forecastKey,
  fractionToBp,
  type TForecastSlot,
} from '@n5/shared/projects/forecast';
import type { TForecastBody } from '@n5/shared/projects/schemas';
import type { TDb } from '../../db/client';
import { forecasts, projects } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { toScaled } from '@n5/shared/core/decimal';
import { badRequest, notFound } from '../../lib/errors';

/**
 * Sets one forecast month of a project: the shared rule (packages/shared/src/projects/forecast.ts)
 * decides, the row is locked while it does, and the change is audited. Used by
 * POST /api/project/browser-forecast and POST /api/project/forecast (the project page).
 */
export async function setForecastCell(db: TDb, input: TForecastBody, userId: number) {
  const month = FORECAST_MONTHS[input.forecastMonth - 1]!;
  if (input.monthStr && input.monthStr !== month) {
    throw badRequest(`monthStr "${input.monthStr}" does not match month ${input.forecastMonth}.`);
  }
  const newBp = toScaled(input.forecastPercent, 4);
  if (newBp === null) throw badRequest('forecastPercent must be a number (percent / 100).');
  const key = forecastKey(month, input.forecastYear as TForecastSlot);

  await db.transaction(async (tx) => {
    const [project] = await tx
      .select({ projectId: projects.projectId })
      .from(projects)
      .where(eq(projects.projectId, input.projectID))
      .for('update');
    if (!project) throw notFound(`There is no project ${input.projectID}.`);
    // A project created before its forecast row existed gets one now.
    await tx.insert(forecasts).values({ projectId: input.projectID }).onConflictDoNothing();
    const [cells] = await tx
      .select()
      .from(forecasts)
      .where(eq(forecasts.projectId, input.projectID))
      .for('update');
    const check = checkForecastCell(cells!, key, newBp);
    if (!check.ok) throw badRequest(check.message);
    const before = fractionToBp(cells![key]);
    if (before === newBp) return;
    await tx
      .update(forecasts)
      .set({ [key]: bpToFraction(newBp) })
      .where(eq(forecasts.projectId, input.projectID));
    await recordAudit(tx, {
      userId,
      entity: 'forecast',
      entityId: input.projectID,
      action: 'update',
      before: { [key]: bpToFraction(before) },
      after: { [key]: bpToFraction(newBp) },
    });
  });
}

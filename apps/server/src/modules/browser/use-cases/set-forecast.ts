import type { TForecastBody } from '@n5/shared/forecast/schemas';
import type { TUser } from '@n5/shared/session/schemas';
import { rowOr404, type TBrowserDeps } from '../deps';

/** A forecast cell of the grid (the forecast module's write), answered with the row. */
export async function setForecast(deps: TBrowserDeps, input: TForecastBody, user: TUser) {
  await deps.forecast.setCell(input, user.UserID);
  return { project: await rowOr404(deps, input.projectID) };
}

import type { TInspectionsDeps } from '../deps';
import { listVans as selectVans } from '../queries';

/** The vehicles a fleet inspection may name. */
export async function listVans(deps: TInspectionsDeps) {
  return { vans: await selectVans(deps.db) };
}

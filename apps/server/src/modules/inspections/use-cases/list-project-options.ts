import type { TInspectionsDeps } from '../deps';
import { listProjectOptions as selectProjectOptions } from '../queries';

/** The projects a safety inspection may name. */
export async function listProjectOptions(deps: TInspectionsDeps) {
  return { projectOptions: await selectProjectOptions(deps.db) };
}

import type { TReceiptsDeps } from '../deps';
import { listProjectOptions as selectOptions } from '../queries';

/** Projects a receipt may be for: Approved and In Progress (spec 3 §2.10). */
export async function listProjectOptions(deps: TReceiptsDeps) {
  return selectOptions(deps.db);
}

import type { TEstimatingDeps } from '../deps';
import { listBidHistory as bidHistoryOf } from '../bid-history-queries';

/** The unit prices bid for a condition name and measurement type, across projects. */
export async function listBidHistory(
  deps: TEstimatingDeps,
  input: { conditionName: string; measurementType: string },
) {
  return { history: await bidHistoryOf(deps.db, input.conditionName, input.measurementType) };
}

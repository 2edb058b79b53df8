import { wipFigures } from '@n5/shared/billing/wip';
import type { TTrackingDeps } from '../deps';
import { getCostTracking } from './get-cost-tracking';

/**
 * The project's over/under billing (issue 31 item 8): the Tracking tab's own totals (adjusted
 * contract, actual cost, estimated cost) and the billing module's billed to date, through the
 * shared rule. 404 for an unknown project (from the cost tracking).
 */
export async function getWip(deps: TTrackingDeps, input: { projectId: number }) {
  const [{ totals }, billed] = await Promise.all([
    getCostTracking(deps, input),
    deps.billing?.billedToDate(input.projectId) ?? Promise.resolve('0.00'),
  ]);
  return {
    projectID: input.projectId,
    wip: wipFigures({
      contractAmount: totals.adjusted,
      costToDate: totals.actualCost,
      estimatedCost: totals.estimatedCost,
      billedToDate: billed,
    }),
  };
}

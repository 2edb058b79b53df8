import type { TTimesheetDeps } from '../deps';
import { sumApprovedHours as selectApprovedHours } from '../queries';

/** Each person's approved hours of the days from..to (the incentive worksheet's Hours). */
export function sumApprovedHours(deps: TTimesheetDeps, range: { from: string; to: string }) {
  return selectApprovedHours(deps.db, range.from, range.to);
}

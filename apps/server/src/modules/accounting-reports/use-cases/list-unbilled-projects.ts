import { monthRange } from '@n5/shared/accounting-reports/rules';
import type { TAccountingReportsDeps } from '../deps';
import { selectUnbilled } from '../queries';

/** Unbilled Projects (spec 2 §7): projects under way with no pay app certified in the month. */
export function listUnbilledProjects(
  deps: TAccountingReportsDeps,
  input: { month: number; year: number },
) {
  return selectUnbilled(deps.db, monthRange(input.year, input.month));
}

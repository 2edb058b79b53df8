import type { TUser } from '@n5/shared/session/schemas';
import type { TTimesheetDeps } from './deps';
import { getTimesheet } from './use-cases/get-timesheet';
import { listTimeActivities } from './use-cases/list-time-activities';
import { setApproval } from './use-cases/set-approval';
import { sumApprovedHours } from './use-cases/sum-approved-hours';

type TInput<F extends (...args: never[]) => unknown> = Parameters<F>[1];

/**
 * The office's weekly timesheet (spec 2 §2.15): everyone's hours of a pay period from the field
 * crews' days (field_assignments), summed exactly by the shared rules, with the approvals. The
 * service only composes the use cases (`use-cases/<verb-noun>.ts`).
 */
export function createTimesheetService(deps: TTimesheetDeps) {
  return {
    timesheet: (anyDay: string) => getTimesheet(deps, { anyDay }),
    setApproval: (input: TInput<typeof setApproval>, user: TUser) => setApproval(deps, input, user),
    timeActivities: (anyDay: string) => listTimeActivities(deps, { anyDay }),
    /** Each person's approved hours of the days from..to (the incentive worksheet's Hours). */
    approvedHours: (range: { from: string; to: string }) => sumApprovedHours(deps, range),
  };
}

export type TTimesheetService = ReturnType<typeof createTimesheetService>;

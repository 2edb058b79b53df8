import type { TGoalType } from '@n5/shared/goals/constants';
import type { TDivision } from '@n5/shared/project/constants';
import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import type { TGoalsDeps } from '../deps';
import { findCompanyGoal, upsertCompanyGoal } from '../queries';
import { assertGoalYear, getFinancials } from './get-financials';

/** Sets one company goal cell (whole dollars) with its audit row; replies with the whole grid. */
export async function setFinancial(
  deps: TGoalsDeps,
  input: { year: number; month: number; division: TDivision; goaltype: TGoalType; value: number },
  user: TUser,
) {
  assertGoalYear(deps, input.year);
  const key = {
    year: input.year,
    division: input.division,
    goalType: input.goaltype,
    month: input.month,
  };
  await deps.db.transaction(async (tx) => {
    const before = await findCompanyGoal(tx, key);
    if (before?.value === input.value) return;
    await upsertCompanyGoal(tx, { ...key, value: input.value });
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'company_goal',
      entityId: `${key.year}:${key.division}:${key.goalType}:${key.month}`,
      action: before ? 'update' : 'insert',
      before,
      after: { value: input.value },
    });
  });
  return getFinancials(deps, { year: input.year });
}

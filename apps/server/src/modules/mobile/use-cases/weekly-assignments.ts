import { add, fromNumeric, toNumeric, ZERO, type TDecimal } from '@n5/shared/core/decimal';
import { canViewOthersHours, payPeriodDays } from '@n5/shared/mobile/rules';
import { needsPermissions, PERMISSION } from '@n5/shared/permissions/roles';
import type { TUser } from '@n5/shared/session/schemas';
import { forbidden, notFound } from '../../../lib/errors';
import type { TMobileDeps } from '../deps';
import { findUserName, listUserAssignments } from '../queries';

/**
 * The weekly hours of a pay period (Saturday to Friday): one's own, or another person's for
 * permission 5 or 1 (403 otherwise).
 */
export async function weeklyAssignments(
  deps: TMobileDeps,
  input: { userID?: number; payPeriodDate: string },
  user: TUser,
) {
  const userId = input.userID ?? user.UserID;
  if (userId !== user.UserID && !canViewOthersHours(user)) {
    throw forbidden(
      `Only users with ${needsPermissions([PERMISSION.OFFICE_APP, PERMISSION.BILLING_MANAGER], 'or')} may see another person's hours.`,
    );
  }
  const person = await findUserName(deps.db, userId);
  if (!person) throw notFound(`There is no user ${userId}.`);
  const days = payPeriodDays(input.payPeriodDate);
  const rows = await listUserAssignments(deps.db, { userId, from: days[0]!, to: days[6]! });
  let regular: TDecimal = ZERO;
  let overtime: TDecimal = ZERO;
  for (const row of rows) {
    regular = add(regular, fromNumeric(row.regularHours));
    overtime = add(overtime, fromNumeric(row.overtimeHours));
  }
  return {
    userID: person.userId,
    displayName: person.displayName,
    payPeriodStart: days[0]!,
    payPeriodEnd: days[6]!,
    days: days.map((date) => ({
      date,
      assignments: rows.filter((r) => r.date === date).map(({ date: _date, ...rest }) => rest),
    })),
    totals: {
      regularHoursTotal: toNumeric(regular, 2),
      overtimeHoursTotal: toNumeric(overtime, 2),
    },
  };
}

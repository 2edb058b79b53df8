import type { TUser } from '@n5/shared/session/schemas';
import { payPeriodStart } from '@n5/shared/timesheet/rules';
import { recordAudit } from '../../../lib/audit';
import { notFound } from '../../../lib/errors';
import { period, type TTimesheetDeps } from '../deps';
import { rowOf } from '../present';
import {
  deleteApproval,
  findPerson,
  insertApproval,
  listApprovals,
  listPeriodHours,
} from '../queries';

/**
 * Approves (checked) or un-approves a person's week: one row and its audit line in one
 * transaction. Any day of the week names it; the reply is the person's row as it now is.
 */
export async function setApproval(
  deps: TTimesheetDeps,
  input: { userID: number; checked: 0 | 1; periodStartDate: string },
  user: TUser,
) {
  const { db } = deps;
  const start = payPeriodStart(input.periodStartDate);
  const person = await findPerson(db, input.userID);
  if (!person) throw notFound(`There is no user ${input.userID}.`);
  await db.transaction(async (tx) => {
    const changed =
      input.checked === 1
        ? await insertApproval(tx, {
            userId: person.userId,
            periodStart: start,
            approvedBy: user.UserID,
          })
        : await deleteApproval(tx, person.userId, start);
    if (!changed) return;
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'timesheet_approval',
      entityId: `${person.userId}:${start}`,
      action: input.checked === 1 ? 'insert' : 'delete',
      before: input.checked === 1 ? null : { approved: true },
      after: input.checked === 1 ? { approved: true, periodStart: start } : null,
    });
  });
  const { end } = period(start);
  const hours = (await listPeriodHours(db, start, end)).filter((h) => h.userId === person.userId);
  const [approval] = await listApprovals(db, start, person.userId);
  return { row: rowOf(person, start, hours, approval) };
}

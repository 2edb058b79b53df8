import type { TDbOrTx } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { queueEmail as writeToOutbox, type TOutgoingEmail } from '../../../lib/email/outbox';
import type { TEmailDeps } from '../deps';
import { lockAndCountMailBy } from '../queries';

/**
 * One user's mail budget, shared by every route that sends mail (issue 30): counted per user,
 * so an office behind one address is not throttled as one person. Mail without a user (public
 * pages, jobs) is bounded by the public routes' per-address limit instead.
 */
async function spendMailBudget(deps: Pick<TEmailDeps, 'config'>, tx: TDbOrTx, userId: number) {
  const perMinute = deps.config.MAIL_PER_USER_PER_MINUTE;
  const perHour = deps.config.MAIL_PER_USER_PER_HOUR;
  const { lastMinute, lastHour } = await lockAndCountMailBy(tx, userId);
  const over =
    lastMinute >= perMinute
      ? `${perMinute} a minute`
      : lastHour >= perHour
        ? `${perHour} an hour`
        : null;
  if (over) {
    throw new AppError(
      'RATE_LIMITED',
      `Too many emails: one user may send at most ${over}, counting every screen that sends mail. Try again later.`,
    );
  }
}

/** Writes a message to the outbox inside the caller's transaction, within its sender's budget. */
export async function queueEmail(
  deps: Pick<TEmailDeps, 'config'>,
  input: { tx: TDbOrTx; email: TOutgoingEmail },
) {
  const { tx, email } = input;
  if (email.createdBy != null) await spendMailBudget(deps, tx, email.createdBy);
  return writeToOutbox(tx, email, { devMailboxBcc: deps.config.DEV_MAILBOX_BCC });
}

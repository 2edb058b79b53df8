import { notFound } from '../../../lib/errors';
import type { TEmailDeps } from '../deps';
import { findOutboxMessage } from '../queries';

/** One message of the outbox, or 404. */
export async function getMessage(deps: Pick<TEmailDeps, 'db'>, input: { emailId: number }) {
  const message = await findOutboxMessage(deps.db, input.emailId);
  if (!message) throw notFound(`There is no email ${input.emailId} in the outbox.`);
  return message;
}

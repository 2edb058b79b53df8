import type { TOutgoingEmail } from '../../../lib/email/outbox';
import { keyedTransaction } from '../../../lib/idempotency/keyed-transaction';
import type { TEmailDeps } from '../deps';
import { queueEmail } from './queue-email';
import { wakeDelivery } from './wake-delivery';

/** Queues messages in one transaction (the send routes' create), then wakes delivery. */
export async function sendEmails(deps: TEmailDeps, input: { emails: TOutgoingEmail[] }) {
  const reply = await keyedTransaction(deps.db, async (tx) => {
    const emailIds: number[] = [];
    for (const email of input.emails) emailIds.push(await queueEmail(deps, { tx, email }));
    return { emailIds };
  });
  await wakeDelivery(deps, reply);
  return reply;
}

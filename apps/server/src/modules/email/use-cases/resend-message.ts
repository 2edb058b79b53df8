import { badRequest } from '../../../lib/errors';
import type { TEmailDeps } from '../deps';
import { requeueFailed } from '../queries';
import { getMessage } from './get-message';
import { wakeDelivery } from './wake-delivery';

/** A failed message queued again and delivery woken. */
export async function resendMessage(deps: TEmailDeps, input: { emailId: number }) {
  const message = await getMessage(deps, input);
  if (message.status !== 'failed') {
    throw badRequest(`Only a failed message can be sent again; this one is ${message.status}.`);
  }
  await requeueFailed(deps.db, input.emailId);
  await wakeDelivery(deps, { emailIds: [input.emailId] });
  return getMessage(deps, input);
}

import type { TEmailDeps } from '../deps';
import { requeueFailed as requeue } from '../queries';

/** Failed -> queued with a fresh attempt budget (a retried delivery job sends it again). */
export function requeueFailed(deps: Pick<TEmailDeps, 'db'>, input: { emailId: number }) {
  return requeue(deps.db, input.emailId);
}

import { notFound } from '../../../lib/errors';
import type { TContractsDeps } from '../deps';
import { clientContractRows } from '../queries';
import { clientReadinessOf } from '../readiness';

/** Whether a client contract may be sent (spec 1 §8), with the messages that refuse it. */
export async function checkClientReady(deps: TContractsDeps, input: { guid: string }) {
  const [row] = await clientContractRows(deps.db, { contractId: input.guid });
  if (!row) throw notFound('There is no such client contract.');
  return clientReadinessOf(deps.db, row);
}

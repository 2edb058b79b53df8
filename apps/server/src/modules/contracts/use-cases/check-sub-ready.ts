import { notFound } from '../../../lib/errors';
import type { TContractsDeps } from '../deps';
import { subContractRows } from '../queries';
import { subReadinessOf } from '../readiness';

/** Whether a sub contract may be sent (spec 1 §8), with its message. */
export async function checkSubReady(deps: TContractsDeps, input: { guid: string }) {
  const [row] = await subContractRows(deps.db, { contractId: input.guid });
  if (!row) throw notFound('There is no such sub contract.');
  return { subContractReady: await subReadinessOf(deps.db, row) };
}

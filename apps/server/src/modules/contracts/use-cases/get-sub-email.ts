import { notFound } from '../../../lib/errors';
import type { TContractsDeps } from '../deps';
import { companyEmail, subContractRows } from '../queries';

/** The sub contract company's email, the send dialog's first recipient ('' for a placeholder). */
export async function getSubEmail(deps: TContractsDeps, input: { guid: string }) {
  const [row] = await subContractRows(deps.db, { contractId: input.guid });
  if (!row) throw notFound('There is no such sub contract.');
  return { email: row.companyId ? ((await companyEmail(deps.db, row.companyId)) ?? '') : '' };
}

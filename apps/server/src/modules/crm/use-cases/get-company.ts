import { notFound } from '../../../lib/errors';
import type { TCrmDeps } from '../deps';
import { findCompany } from '../queries';

/** One company, or 404. */
export async function getCompany(deps: TCrmDeps, input: { companyId: number }) {
  const company = await findCompany(deps.db, input.companyId);
  if (!company) throw notFound(`There is no company #${input.companyId}.`);
  return company;
}

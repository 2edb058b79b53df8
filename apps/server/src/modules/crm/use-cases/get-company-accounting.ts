import { notFound } from '../../../lib/errors';
import { accountingSourceOf, type TCrmDeps } from '../deps';
import { findCompanyAccounting } from '../queries-accounting';

/** A company's Acumatica customer and vendor ids, or 404. */
export async function getCompanyAccounting(deps: TCrmDeps, input: { companyId: number }) {
  const company = await findCompanyAccounting(deps.db, input.companyId);
  if (!company) throw notFound(`There is no company #${input.companyId}.`);
  return { ...company, source: accountingSourceOf(deps) };
}

import {
  ACCOUNTING_PARTY_PAGE_SIZE,
  type TAccountingParties,
  type TAccountingPartyKind,
} from '@n5/shared/crm/accounting';
import { accountingSourceOf, type TCrmDeps } from '../deps';

/**
 * A page of Acumatica's customers or vendors, read through the gateway (name search, 50 a page);
 * with no accounting system connected, an empty list marked `none` (the screen takes typed ids).
 */
export async function listAccountingParties(
  deps: TCrmDeps,
  input: { kind: TAccountingPartyKind; search?: string; page?: number },
): Promise<TAccountingParties> {
  const none = { source: 'none' as const, parties: [], more: false };
  if (!deps.accounting || accountingSourceOf(deps) === 'none') return none;
  const page = await deps.accounting.listCounterparties(input.kind, {
    ...(input.search ? { search: input.search } : {}),
    skip: ((input.page ?? 1) - 1) * ACCOUNTING_PARTY_PAGE_SIZE,
    top: ACCOUNTING_PARTY_PAGE_SIZE,
  });
  return page ? { source: 'acumatica', ...page } : none;
}

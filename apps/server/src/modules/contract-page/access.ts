import { parseContractLink, parseGuid } from '@n5/shared/contract-page/rules';
import type { TRecipient } from '@n5/shared/contract-page/schemas';
import type { TDbOrTx } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import type { TContractPageDeps } from './deps';

export const NOT_FOUND = 'That contract could not be found.';

/** How a page reached the contract: the /contract/ link (with r and c) or the client view. */
export type TAccess =
  | { via: 'link'; recipient: TRecipient; guid: string; companyId: number }
  | { via: 'clientView'; recipient: 'c'; guid: string };

export const partyOf = (recipient: TRecipient) => (recipient === 'c' ? 'client' : 'sub');

/** The /contract/ link's access, or 400 when a part is missing or malformed. */
export function linkAccess(input: { recipient?: string; guid?: string; companyID?: string }) {
  const link = parseContractLink({ r: input.recipient, id: input.guid, c: input.companyID });
  if (!link) {
    throw badRequest(
      'A contract link needs recipient (c or s), guid (a contract GUID) and companyID (a number).',
    );
  }
  return { via: 'link' as const, ...link };
}

/** The client view's access (/contracts/{id}/client), or 404 for a malformed id. */
export function clientViewAccess(contractId: string) {
  const guid = parseGuid(contractId);
  if (!guid) throw notFound(NOT_FOUND);
  return { via: 'clientView' as const, recipient: 'c' as const, guid };
}

/** A contract of either kind by guid, as the document needs it (no access check). */
export async function contractRowOf(
  deps: Pick<TContractPageDeps, 'contracts'>,
  tx: TDbOrTx,
  party: 'client' | 'sub',
  guid: string,
) {
  const row = await deps.contracts.contractRow(tx, party, guid);
  return row ? { ...row, recipient: party === 'client' ? ('c' as const) : ('s' as const) } : null;
}
export type TContractRow = NonNullable<Awaited<ReturnType<typeof contractRowOf>>>;

/** The contract an access names, or null: unknown guid, wrong kind or another company. */
export async function contractOf(
  deps: Pick<TContractPageDeps, 'contracts'>,
  tx: TDbOrTx,
  access: TAccess,
) {
  const row = await contractRowOf(deps, tx, partyOf(access.recipient), access.guid);
  if (!row) return null;
  if (access.via === 'link' && row.companyId !== access.companyId) return null;
  return row;
}

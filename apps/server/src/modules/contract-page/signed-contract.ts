import { parseGuid } from '@n5/shared/contract-page/rules';
import { notFound } from '../../lib/errors';
import { NOT_FOUND } from './access';
import type { TContractPageDeps } from './deps';

/** Client or sub contract by guid alone (the PDF poll and download: the guid is the key). */
export async function contractByGuid(
  deps: Pick<TContractPageDeps, 'db' | 'contracts'>,
  guidText: string,
) {
  const guid = parseGuid(guidText);
  if (!guid) throw notFound(NOT_FOUND);
  const row =
    (await deps.contracts.contractRow(deps.db, 'client', guid)) ??
    (await deps.contracts.contractRow(deps.db, 'sub', guid));
  if (!row) throw notFound(NOT_FOUND);
  return { guid, fileKey: row.contractFileKey, stage: row.stage };
}

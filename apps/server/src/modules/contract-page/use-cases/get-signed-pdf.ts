import { notFound } from '../../../lib/errors';
import type { TContractPageDeps } from '../deps';
import { contractByGuid } from '../signed-contract';

/** The signed PDF's bytes as a stream from the file store (404 until it is rendered). */
export async function getSignedPdf(deps: TContractPageDeps, input: { guid: string }) {
  const found = await contractByGuid(deps, input.guid);
  const file =
    found.stage === 'Approved' && found.fileKey ? await deps.files.streamFile(found.fileKey) : null;
  if (!file) throw notFound('The signed PDF of this contract is not ready.');
  return { guid: found.guid, stream: file.stream };
}

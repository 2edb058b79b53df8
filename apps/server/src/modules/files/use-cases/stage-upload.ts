import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { ACCEPTED_TYPES, sniffContentType } from '../../../lib/files/content-type';
import { newStorageKey, type TFilesDeps, type TStagedFile } from '../deps';

/** The longest magic number we check (PNG's eight bytes). */
const HEAD_BYTES = 8;

/**
 * Streams an upload into the store as it arrives (never whole in memory): its first bytes say
 * what it is and name the key, and it is hashed and counted on the way. A file of no type we
 * accept is read to its end and counted but not written.
 */
export async function stageUpload(
  deps: Pick<TFilesDeps, 'store'>,
  source: Readable,
): Promise<TStagedFile> {
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const early: Buffer[] = [];
  let headLength = 0;
  let done = false;
  while (headLength < HEAD_BYTES && !done) {
    const next = await chunks.next();
    if (next.done) done = true;
    else {
      early.push(next.value);
      headLength += next.value.length;
    }
  }
  const hash = createHash('sha256');
  let sizeBytes = 0;
  async function* body() {
    for (const chunk of early) yield chunk;
    if (done) return;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
  }
  async function* counted() {
    for await (const chunk of body()) {
      hash.update(chunk);
      sizeBytes += chunk.length;
      yield chunk;
    }
  }
  const contentType = sniffContentType(Buffer.concat(early));
  let storageKey: string | null = null;
  if (contentType) {
    storageKey = newStorageKey(ACCEPTED_TYPES[contentType].extension);
    await deps.store.put(storageKey, Readable.from(counted()), { contentType });
  } else {
    for await (const chunk of counted()) void chunk;
  }
  const sha256 = hash.digest('hex');
  return { staged: true, storageKey, contentType, sizeBytes, sha256, settled: false };
}

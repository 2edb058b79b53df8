import type { TFilesDeps } from '../deps';
import { findStoredFile } from '../queries';

/**
 * The bytes and record of a stored file, for a service that already decided who may see it
 * (the public contract page reads the signature and the signed PDF of its own contract).
 */
export async function readFile(deps: TFilesDeps, input: { fileKey: string }) {
  const { db, store } = deps;
  const row = await findStoredFile(db, input.fileKey);
  if (!row || !(await store.exists(row.storageKey))) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of await store.get(row.storageKey)) chunks.push(chunk as Buffer);
  return { ...row, data: Buffer.concat(chunks) };
}

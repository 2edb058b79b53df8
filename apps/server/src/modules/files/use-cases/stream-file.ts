import { FileMissingError } from '../../../lib/files/file-store';
import type { TFilesDeps } from '../deps';
import { findStoredFile } from '../queries';

/**
 * A stored file's record and its bytes as a stream (never read whole), for a service that
 * already decided who may see it; null when the record or the stored bytes are missing.
 */
export async function streamFile(deps: TFilesDeps, input: { fileKey: string }) {
  const row = await findStoredFile(deps.db, input.fileKey);
  if (!row) return null;
  try {
    return { ...row, stream: await deps.store.get(row.storageKey) };
  } catch (error) {
    if (error instanceof FileMissingError) return null;
    throw error;
  }
}

import type { TDbOrTx } from '../../../db/client';
import { fileUrl, type TFilesDeps, type TUploadInput } from '../deps';
import { prepareOrDiscard, writeIn } from '../upload';

/**
 * A file that belongs to a write that may lose a race (a signature, an approval by upload):
 * `work` runs first in the transaction and is handed the file's key; the bytes and row are
 * written only when it succeeds, in the same commit, so a refused write stores nothing.
 */
export async function storeWith<T>(
  deps: TFilesDeps,
  input: TUploadInput,
  work: (tx: TDbOrTx, file: { fileKey: string; url: string }) => Promise<T>,
): Promise<T> {
  const prepared = await prepareOrDiscard(deps, input);
  const file = { fileKey: prepared.row.fileKey, url: fileUrl(prepared.row.fileKey) };
  return writeIn(deps, prepared, (write) =>
    deps.db.transaction(async (tx) => {
      const result = await work(tx, file);
      await write(tx);
      return result;
    }),
  );
}

import { hashRequestContent, keyedTransaction } from '../../../lib/idempotency/keyed-transaction';
import type { TFilesDeps, TStoredReply, TUploadInput } from '../deps';
import { prepareOrDiscard, writeIn } from '../upload';

/**
 * Stores an upload after checking what it really is. The key is ours (date + random id), so
 * nothing from the request reaches the file system.
 */
export async function storeUpload<TReply = TStoredReply>(
  deps: TFilesDeps,
  input: TUploadInput & {
    /**
     * The route's reply made from the stored file, for a module with its own upload route: a
     * keyed retry answers what the first request's reply was, so it is built in the same commit.
     */
    present?: (stored: TStoredReply) => TReply;
  },
): Promise<TReply> {
  const prepared = await prepareOrDiscard(deps, input);
  const { sha256, fileName } = prepared.row;
  hashRequestContent(JSON.stringify([sha256, fileName, input.relatedEntity, input.relatedId]));
  // A keyed retry answers the first reply; its own bytes are then deleted (writeIn).
  return writeIn(deps, prepared, (write) =>
    keyedTransaction(deps.db, async (tx) => {
      const reply = await write(tx);
      return input.present ? input.present(reply) : (reply as TReply);
    }),
  );
}

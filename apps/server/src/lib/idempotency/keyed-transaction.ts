import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { TDb, TTx } from '../../db/client';
import { claimKey, saveReply, type TKeyedRequest } from './store';

interface TKeyContext {
  request: TKeyedRequest;
  claimed: boolean;
}

/**
 * The Idempotency-Key of the request being handled. Carried by AsyncLocalStorage so a service
 * takes part by opening its create's transaction with keyedTransaction, without every service
 * signature growing a key parameter.
 */
const current = new AsyncLocalStorage<TKeyContext>();

/** Another request with the same key committed first; the route answers with its reply. */
export class KeyAlreadyUsedError extends Error {
  constructor() {
    super('Another request with this Idempotency-Key committed first.');
  }
}

/**
 * Runs a handler with its request's key; reports whether a keyed transaction took it. The
 * request object is shared, so the caller sees what hashRequestContent added to its hash.
 */
export async function runWithKey<T>(
  request: TKeyedRequest,
  handler: () => Promise<T>,
): Promise<{ result: T; claimed: boolean }> {
  const context: TKeyContext = { request, claimed: false };
  const result = await current.run(context, handler);
  return { result, claimed: context.claimed };
}

/**
 * A create whose body the route reads itself (a multipart upload: Fastify has not parsed it when
 * the key is looked up) adds what it read to the request's hash, before its keyedTransaction;
 * the same key with other content is then refused when the claim finds the earlier request.
 */
export function hashRequestContent(content: string) {
  const context = current.getStore();
  if (!context) return;
  context.request.requestHash = createHash('sha256')
    .update(`${context.request.requestHash}\n${content}`)
    .digest('hex');
}

/**
 * `db.transaction` for a create whose route honours Idempotency-Key (contract idempotency
 * 'key'): the key is claimed first and `work`'s result is stored as the HTTP reply, both in this
 * transaction, so a crash after commit cannot lose the key nor run the create twice. `work` must
 * return the route's reply exactly. Without a key it is a plain transaction.
 */
export async function keyedTransaction<T>(db: TDb, work: (tx: TTx) => Promise<T>): Promise<T> {
  const context = current.getStore();
  if (!context) return db.transaction(work);
  // A second keyed transaction in one request would find its own key taken.
  if (context.claimed) throw new Error('A request may open one keyed transaction only.');
  const reply = await db.transaction(async (tx) => {
    if (!(await claimKey(tx, context.request))) throw new KeyAlreadyUsedError();
    const body = await work(tx);
    await saveReply(tx, context.request, { status: 200, body });
    return body;
  });
  context.claimed = true;
  return reply;
}

import { and, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { affectedRowsOf } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/index';

/** How long a key answers retries; the cleanup job deletes older rows. */
export const KEY_LIFETIME_HOURS = 24;

const isLive = sql`${idempotencyKeys.createdAt} > now() - make_interval(hours => ${KEY_LIFETIME_HOURS})`;

/** One keyed request: who sent it, its key, and what it asked for. */
export interface TKeyedRequest {
  userId: number;
  key: string;
  method: string;
  path: string;
  requestHash: string;
}

export interface TStoredReply {
  requestHash: string;
  status: number;
  body: unknown;
}

/** The reply committed under a live key, or null. */
export async function findStoredReply(
  db: TDbOrTx,
  userId: number,
  key: string,
): Promise<TStoredReply | null> {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      status: idempotencyKeys.status,
      body: idempotencyKeys.body,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), isLive));
  if (!row || row.status === null) return null;
  return { requestHash: row.requestHash, status: row.status, body: row.body };
}

/**
 * Claims the key as the first statement of the create's transaction. A concurrent transaction
 * holding the same key makes this wait on the primary key until it ends: when it committed, the
 * claim fails (false) and nothing of this request is written; when it rolled back, this one goes
 * on. An expired row is taken over.
 */
export async function claimKey(tx: TDbOrTx, request: TKeyedRequest): Promise<boolean> {
  const rows = await tx
    .insert(idempotencyKeys)
    .values(request)
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: {
        method: request.method,
        path: request.path,
        requestHash: request.requestHash,
        status: null,
        body: null,
        createdAt: sql`now()`,
      },
      setWhere: sql`not (${isLive})`,
    })
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

/** Stores the reply in the same transaction as the create it answers. */
export async function saveReply(
  tx: TDbOrTx,
  request: TKeyedRequest,
  reply: { status: number; body: unknown },
) {
  await tx
    .update(idempotencyKeys)
    .set({ status: reply.status, body: reply.body })
    .where(and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key)));
}

/** Deletes expired keys; returns how many. */
export async function deleteExpiredKeys(db: TDbOrTx): Promise<number> {
  return affectedRowsOf(await db.delete(idempotencyKeys).where(sql`not (${isLive})`));
}

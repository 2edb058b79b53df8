import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { quoteInput } from '@n5/shared/core/errors';
import type { TDb } from '../db/client';
import { AppError, badRequest, unauthorized } from '../lib/errors';
import { KeyAlreadyUsedError, runWithKey } from '../lib/idempotency/keyed-transaction';
import { findStoredReply, type TKeyedRequest, type TStoredReply } from '../lib/idempotency/store';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on a reply that was stored by an earlier request with the same key. */
export const REPLAYED_HEADER = 'idempotent-replayed';

/** Visible ASCII, as a UUID or any client's own token; long enough for any scheme. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs a create route's handler under its request's Idempotency-Key (lib/route.ts). */
    runKeyed(
      request: FastifyRequest,
      reply: FastifyReply,
      handler: () => Promise<unknown>,
    ): Promise<unknown>;
  }
}

/** JSON with keys in a fixed order, so the same body hashes the same however it was written. */
function canonicalJson(value: unknown): string {
  const toJSON = (value as { toJSON?: () => unknown } | null)?.toJSON;
  if (typeof toJSON === 'function') return canonicalJson(toJSON.call(value)); // a Date, as JSON writes it
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const hashRequest = (request: FastifyRequest) =>
  createHash('sha256')
    .update(`${request.method} ${request.url}\n${canonicalJson(request.body)}`)
    .digest('hex');

function readKey(request: FastifyRequest): string | null {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
    throw badRequest(
      'The Idempotency-Key header must be one value of 1 to 255 visible characters (a UUID).',
    );
  }
  return header;
}

/** The earlier request's reply, when this one asks for the same thing. */
function replay(reply: FastifyReply, keyed: TKeyedRequest, stored: TStoredReply) {
  if (stored.requestHash !== keyed.requestHash) {
    throw new AppError(
      'IDEMPOTENCY_KEY_REUSED',
      `The Idempotency-Key "${quoteInput(keyed.key)}" was already used for a different request; send a new key with a new request.`,
    );
  }
  reply.header(REPLAYED_HEADER, 'true').status(stored.status);
  return stored.body;
}

/**
 * Idempotency-Key on create routes (contract idempotency 'key', docs/decisions.md): a request
 * whose key has a stored reply gets that reply again (same status and body) without running; a
 * new key runs the handler, whose service stores the key and reply in its create's transaction
 * (keyedTransaction). A concurrent request with the same key waits in that transaction and then
 * answers the winner's reply. Without the header a route behaves as before.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance, options: { db: TDb }) => {
  const { db } = options;
  app.decorate(
    'runKeyed',
    async (request: FastifyRequest, reply: FastifyReply, handler: () => Promise<unknown>) => {
      const key = readKey(request);
      if (key === null) return handler();
      // Keys are per user: a key alone must never hand one user another's reply.
      if (!request.user) throw unauthorized();
      const keyed: TKeyedRequest = {
        userId: request.user.UserID,
        key,
        method: request.method,
        path: request.routeOptions.url ?? request.url,
        requestHash: hashRequest(request),
      };
      // A multipart body is read by the route, so its hash is complete only in the create's
      // transaction (hashRequestContent); the claim there finds an earlier request instead.
      if (!request.isMultipart()) {
        const stored = await findStoredReply(db, keyed.userId, key);
        if (stored) return replay(reply, keyed, stored);
      }
      try {
        const { result, claimed } = await runWithKey(keyed, handler);
        if (!claimed) {
          // The route says 'key' but its service wrote no key: a retry would create again.
          request.log.error({ route: keyed.path }, 'keyed route stored no Idempotency-Key');
        }
        return result;
      } catch (error) {
        if (!(error instanceof KeyAlreadyUsedError)) throw error;
        const winner = await findStoredReply(db, keyed.userId, key);
        if (!winner) throw error;
        return replay(reply, keyed, winner);
      }
    },
  );
});

import type { z } from 'zod';
import type { TAccess } from '../permissions/access';

/**
 * Any Zod schema, classic or Mini (the session contract is Mini, to keep the sign-in page small):
 * parse it with the functions `parse`/`safeParse`, not its methods.
 */
export type TSchema = z.core.$ZodType;

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What the same write sent twice does (a client that lost the reply sends it again):
 * - 'key': a create. It honours an `Idempotency-Key` header: a retry with the key gets the first
 *   reply again and creates nothing (the key is stored in the create's transaction).
 * - 'repeatable': it sets what the request names; the same request again changes nothing more.
 * - 'unkeyed': a repeat does it again and no key is honoured; docs/decisions.md says why.
 */
export type TIdempotency = 'key' | 'repeatable' | 'unkeyed';

/** Every method but GET writes, and each write declares its TIdempotency (the app checks). */
export const isWriteMethod = (method: string) => method !== 'GET' && method !== 'HEAD';

/**
 * One endpoint, declared once: the server registers it and the web client calls it from this
 * object, so nobody types a path twice (STYLE.md rule 2).
 */
export interface TRouteContract<
  TQuery extends TSchema | undefined = TSchema | undefined,
  TBody extends TSchema | undefined = TSchema | undefined,
  TParams extends TSchema | undefined = TSchema | undefined,
  TReply extends TSchema = TSchema,
> {
  method: THttpMethod;
  path: string;
  access: TAccess;
  summary: string;
  query?: TQuery;
  body?: TBody;
  params?: TParams;
  reply: TReply;
  /** Required on every write (POST, PUT, PATCH, DELETE); the server refuses a route without it. */
  idempotency?: TIdempotency;
  /**
   * 'tests': a reply of thousands of rows written by SQL, which neither the server nor the web
   * client runs through the schema at run time (it costs more than the query: 0.5 s in the
   * browser for 5,000 projects); the API tests parse every such reply strictly instead
   * (docs/decisions.md). Leave it out everywhere else.
   */
  replyCheckedBy?: 'tests';
  /**
   * The largest body the route reads (bytes) when it is not the server's 1 MiB: set so the
   * schema, not the body limit, answers a field that is too large (a signature image).
   */
  bodyLimit?: number;
}

export function defineRoute<
  TQuery extends TSchema | undefined = undefined,
  TBody extends TSchema | undefined = undefined,
  TParams extends TSchema | undefined = undefined,
  TReply extends TSchema = TSchema,
>(contract: TRouteContract<TQuery, TBody, TParams, TReply>) {
  return contract;
}

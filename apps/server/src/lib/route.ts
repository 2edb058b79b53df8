import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { TRouteContract, TSchema } from '@n5/shared/core/contract';
import type { TCompressionOptions } from './compression';

/** The parsed type of an optional contract part (query, body, params); undefined when absent. */
type Infer<T> = [Exclude<T, undefined>] extends [never]
  ? undefined
  : Exclude<T, undefined> extends TSchema
    ? z.infer<Exclude<T, undefined>>
    : undefined;

export interface TRouteInput<C extends TRouteContract> {
  query: Infer<C['query']>;
  body: Infer<C['body']>;
  params: Infer<C['params']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What the API documentation says about a create's retries (plugins/idempotency.ts). */
const KEYED_ROUTE_DESCRIPTION =
  'A create. Send an `Idempotency-Key` header (a new UUID per user action) to make a retry safe: ' +
  'the same key with the same request within 24 hours answers the first reply again ' +
  '(`Idempotent-Replayed: true`) and creates nothing; the same key with another request is a 422.';

/**
 * Registers one endpoint from its shared contract: path, method, schemas and access come from
 * the contract, so the server and the web client cannot drift apart.
 */
export function registerRoute<C extends TRouteContract>(
  app: FastifyInstance,
  contract: C,
  handler: (input: TRouteInput<C>) => Promise<z.infer<C['reply']>>,
  options: {
    /** false: none, also on a public route (the load balancer's probes). */
    rateLimit?: { max: number; timeWindow: string } | false;
    /** Replaces the global compression settings (FAST_COMPRESSION for multi-MB lists). */
    compress?: TCompressionOptions;
  } = {},
) {
  const isPublic = contract.access.kind === 'public';
  const publicLimit = { max: app.publicRateLimit, timeWindow: '1 minute' };
  const rateLimit =
    options.rateLimit === false
      ? undefined
      : (options.rateLimit ?? (isPublic ? publicLimit : undefined));
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    ...(options.compress ? { compress: options.compress } : {}),
    ...(contract.bodyLimit ? { bodyLimit: contract.bodyLimit } : {}),
    config: {
      access: contract.access,
      idempotency: contract.idempotency,
      // Anyone may call a public route, so each address gets a budget (PUBLIC_RATE_LIMIT a minute).
      ...(rateLimit ? { rateLimit } : {}),
    },
    schema: {
      summary: contract.summary,
      ...(contract.idempotency === 'key' ? { description: KEYED_ROUTE_DESCRIPTION } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      ...(contract.params ? { params: contract.params } : {}),
      response: { 200: contract.reply },
    },
    handler: (request, reply) => {
      const run = () =>
        handler({
          query: request.query as Infer<C['query']>,
          body: request.body as Infer<C['body']>,
          params: request.params as Infer<C['params']>,
          request,
          reply,
        });
      // A create answers a retried Idempotency-Key from what its first request stored.
      return contract.idempotency === 'key' ? app.runKeyed(request, reply, run) : run();
    },
  });
}

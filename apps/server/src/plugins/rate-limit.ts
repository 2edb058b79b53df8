import type { FastifyInstance } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { TErrorBody } from '@n5/shared/core/errors';

/**
 * Per-address limits for routes that opt in with `config.rateLimit` (public routes get
 * PUBLIC_RATE_LIMIT through registerRoute). Counters live in this process: behind several
 * instances the effective limit is per instance, which is enough to stop abuse of one link.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context): TErrorBody & { statusCode: number } => ({
      statusCode: 429,
      error: {
        code: 'RATE_LIMITED',
        message: `Too many requests: at most ${context.max} a minute. Try again in ${context.after}.`,
      },
    }),
  });
});

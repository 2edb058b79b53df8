import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Requests slower than this are logged (warn); see docs/decisions.md "One log line per slow request". */
export const SLOW_REQUEST_MS = 1000;

/**
 * Fastify's request logging writes two lines per request (incoming, completed): at thousands of
 * requests a second that is a visible share of each request's cost (issue 20), and access logs
 * belong to the proxy in front. The app logs what needs a look instead: a slow request, one line
 * with its route pattern (never the query string), status and time; errors are logged by the
 * error handler.
 */
export const requestLogPlugin = fp(
  async (app: FastifyInstance, options: { slowMs?: number } = {}) => {
    const slowMs = options.slowMs ?? SLOW_REQUEST_MS;
    app.addHook('onResponse', async (request, reply) => {
      if (reply.elapsedTime < slowMs) return;
      request.log.warn(
        {
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          statusCode: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'slow request',
      );
    });
  },
);

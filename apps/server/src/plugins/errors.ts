import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { TErrorBody, TErrorCode } from '@n5/shared/core/errors';
import { AccountingError } from '../lib/accounting/gateway';
import { AppError } from '../lib/errors';

const codeForStatus = (status: number): TErrorCode =>
  status === 400
    ? 'BAD_REQUEST'
    : status === 401
      ? 'UNAUTHORIZED'
      : status === 403
        ? 'FORBIDDEN'
        : status === 404
          ? 'NOT_FOUND'
          : status === 409
            ? 'CONFLICT'
            : status === 429
              ? 'RATE_LIMITED'
              : status === 502
                ? 'BAD_GATEWAY'
                : status >= 400 && status < 500
                  ? 'BAD_REQUEST'
                  : 'INTERNAL';

/** Fastify's own refusals, said so a person knows what to change. */
const FRAMEWORK_MESSAGES: Record<number, string> = {
  413: 'The request body is too large.',
  415: 'The request body must be JSON (Content-Type: application/json).',
};

const body = (code: TErrorCode, message: string): TErrorBody => ({ error: { code, message } });

/**
 * One error handler: AppError → its status; AccountingError → 502 with its message; schema validation → 400 naming the field; Fastify's
 * own 4xx (bad JSON, body too large) keep their status; anything else is logged with the request
 * id and answered 500 without internals.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(body(error.code, error.message));
    }
    if (error instanceof AccountingError) {
      request.log.warn({ err: error, reqId: request.id }, 'accounting system failed');
      return reply.status(502).send(body('BAD_GATEWAY', error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const where = first?.instancePath
        ? first.instancePath.replace(/^\//, '').replace(/\//g, '.')
        : '';
      const part = error.validationContext ?? 'request';
      const message = `Invalid ${part}${where ? ` field "${where}"` : ''}: ${first?.message ?? 'bad input'}`;
      return reply.status(400).send(body('BAD_REQUEST', message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // The rate limiter throws our body itself (errorResponseBuilder), not an Error: keep its text.
      const thrown = (error as { error?: { message?: unknown } }).error?.message;
      const message =
        typeof thrown === 'string' ? thrown : (FRAMEWORK_MESSAGES[status] ?? error.message);
      return reply.status(status).send(body(codeForStatus(status), message));
    }
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    return reply
      .status(500)
      .send(body('INTERNAL', `Something went wrong on our side (request ${request.id}).`));
  });
});

import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { quoteInput, type TErrorBody, type TErrorCode } from '@n5/shared/core/errors';
import { AccountingError } from '../lib/accounting/gateway';
import { AppError } from '../lib/errors';
import { FileStoreError } from '../lib/files/file-store';

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

const PART_NAMES: Record<string, string> = { querystring: 'query', body: 'body', params: 'path' };

/** The value at a validation issue's path ("/params/ContactName") of what the client sent. */
function sentValue(sent: unknown, instancePath: string): unknown {
  let value = sent;
  for (const key of instancePath.split('/').filter(Boolean)) {
    value =
      value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}

/**
 * The first refused field, said plainly: "The body field "note" is required." for a missing
 * one (Zod says "expected string, received undefined"), else the rule's own message.
 */
function validationMessage(
  error: {
    validation: Array<{ instancePath: string; message?: string }>;
    validationContext?: string;
  },
  request: FastifyRequest,
): string {
  const first = error.validation[0]!;
  const context = error.validationContext ?? 'request';
  const part = PART_NAMES[context] ?? context;
  const where = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const field = where ? ` field "${quoteInput(where)}"` : '';
  const sent = { body: request.body, querystring: request.query, params: request.params }[
    context as 'body'
  ];
  if (sentValue(sent, first.instancePath) === undefined) {
    return where ? `The ${part}${field} is required.` : `The request needs a ${part}.`;
  }
  return `Invalid ${part}${field}: ${first.message ?? 'not a value it takes.'}`;
}

/**
 * One error handler: AppError → its status; AccountingError and FileStoreError → 502 with its message; schema validation → 400 naming the field; Fastify's
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
    if (error instanceof FileStoreError) {
      // The bucket refused or failed (missing bucket, read-only credential, service down).
      request.log.error({ err: error, reqId: request.id }, 'file store failed');
      return reply.status(502).send(body('BAD_GATEWAY', error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(body('BAD_REQUEST', validationMessage(error, request)));
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

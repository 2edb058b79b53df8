import { AccountingError } from '../gateway';
import { collectFieldErrors, exceptionMessages, fieldErrorNames, formatSeconds } from './payload';
import type { TAcumaticaClientOptions } from './records';

// The errors the client raises from Acumatica's answers, and what Acumatica said, without secrets.

/** A request that got no answer: a time-out, or Acumatica out of reach. */
export function transportError(
  baseUrl: string,
  error: unknown,
  what: string,
  timeoutMs: number,
): AccountingError {
  const name = (error as Error)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new AccountingError(
      'timeout',
      `Acumatica did not answer within ${formatSeconds(timeoutMs)} s (${what}).`,
      { retryable: true, call: what },
    );
  }
  const cause = (error as { cause?: { code?: string } })?.cause;
  const code = cause?.code ? ` (${cause.code})` : '';
  return new AccountingError(
    'unreachable',
    `Could not reach Acumatica at ${baseUrl} for ${what}${code}.`,
    { retryable: true },
  );
}

/**
 * 422: the record came back with errors on its fields, not retried. 500 with an exception
 * message: Acumatica's business logic refused (a status that forbids the change, a missing
 * reference), not retried unless the message is of a passing kind (deadlock, time-out). A 500
 * without one, 502-504: the server failed, retryable.
 */
export function answerError(
  options: TAcumaticaClientOptions,
  status: number,
  what: string,
  record: string | null,
  payload: unknown,
): AccountingError {
  const said = messageOf(options, payload);
  const fieldNames = fieldErrorNames(payload);
  const about = record ? ` (${record})` : '';
  const message = `Acumatica answered ${status} for ${what}${about}: ${said}`;
  const context = { status, call: what, record, fields: fieldNames };
  if (status >= 500) {
    const business = status === 500 && exceptionMessages(payload).length > 0;
    const passing = /deadlock|timeout|timed out|try again/i.test(said);
    return new AccountingError('server', message, {
      ...context,
      retryable: !business || passing,
    });
  }
  return new AccountingError('rejected', message, { ...context, retryable: status === 429 });
}

/**
 * What Acumatica said: the exception message of an error body, or the field errors of a record
 * it refused (422), or the start of a text body. Never the stack trace, never our password.
 */
export function messageOf(options: TAcumaticaClientOptions, payload: unknown): string {
  let message = '';
  if (typeof payload === 'string') {
    message = /<html/i.test(payload) ? '' : payload.trim();
  } else if (payload && typeof payload === 'object') {
    const body = payload as Record<string, unknown>;
    const exceptions = exceptionMessages(body);
    const plain = body.message ?? body.Message ?? body.error_description ?? body.error ?? undefined;
    if (exceptions.length) message = exceptions.join(' → ');
    else if (typeof plain === 'string' && plain) message = plain;
    const fieldErrors = collectFieldErrors(body);
    const extra = fieldErrors.filter((error) => error !== message);
    if (extra.length) message = [message, ...extra].filter(Boolean).join('; ');
  }
  message = message.replace(/\s+/g, ' ').slice(0, 500);
  const auth = options.auth;
  for (const secret of [options.password, auth?.kind === 'oauth' ? auth.clientSecret : '']) {
    if (secret.length >= 3) message = message.split(secret).join('***');
  }
  return message || 'no details given';
}

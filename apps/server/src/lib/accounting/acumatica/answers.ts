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
  for (const secret of [
    options.password,
    auth && auth.kind !== 'password' ? auth.clientSecret : '',
  ]) {
    if (secret.length >= 3) message = message.split(secret).join('***');
  }
  return message || 'no details given';
}

/** What the seat-limit check reads of an answer. */
interface TAnswered {
  status: number;
  headers: Headers;
  payload: unknown;
}

/**
 * True when Acumatica refused because the licence's API seats (or request limits) are taken:
 * 429; a redirect (3xx) to an HTML error page, which is how some instances answer at the seat
 * limit; or a 500 saying "API Login Limit". Each is retried after the shared wait, never read as
 * a success (a followed redirect would have given a 200 page and an empty read).
 */
export function isSeatLimit(options: TAcumaticaClientOptions, answer: TAnswered): boolean {
  if (answer.status === 429) return true;
  if (answer.status >= 300 && answer.status < 400) return true;
  return answer.status === 500 && /login limit/i.test(messageOf(options, answer.payload));
}

/** What a seat-limit answer said: Acumatica's message, or where the redirect led. */
export function seatLimitWords(options: TAcumaticaClientOptions, answer: TAnswered): string {
  if (answer.status >= 300 && answer.status < 400) {
    const to = answer.headers.get('location') ?? 'no address';
    return `a redirect to ${to.split('?')[0]} (Acumatica's error page at the API seat limit)`;
  }
  return messageOf(options, answer.payload);
}

/** A call still refused for the seat limit after every retry: retryable later, never success. */
export function seatLimitError(
  options: TAcumaticaClientOptions,
  answer: TAnswered,
  what: string,
  record: string | null,
): AccountingError {
  const about = record ? ` (${record})` : '';
  return new AccountingError(
    'rejected',
    `Acumatica answered ${answer.status} for ${what}${about}: ${seatLimitWords(options, answer)}; ` +
      'the API seats or request limits of the licence are taken, try again later.',
    { status: answer.status, retryable: true, call: what, record },
  );
}

/** A 2xx whose body is an HTML page (a proxy followed a redirect): not an answer to trust. */
export function htmlAnswerError(status: number, what: string, record: string | null) {
  const about = record ? ` (${record})` : '';
  return new AccountingError(
    'server',
    `Acumatica answered ${status} for ${what}${about} with an HTML page instead of data ` +
      '(an error or sign-in page); nothing was read or saved.',
    { status, retryable: true, call: what, record },
  );
}

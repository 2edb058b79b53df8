import type { LoggerOptions } from 'pino';

/**
 * Errors as the logs keep them, without personal data (issue 11 item 9). When the database
 * refuses a statement, drizzle's error carries the statement's parameters (names, emails,
 * phones, note text) in `params` and in its message ("Failed query: ... params: Jane,..."), and
 * PostgreSQL repeats values in its own message ('invalid input syntax for type integer:
 * "jane@example.com"') and detail ("Key (lower(email_address))=(jane@example.com) already
 * exists."). The log keeps the SQL text, the error code, constraint, table and column, and the
 * parameters' types, which is what finding the bug takes; every value is replaced.
 */

const REDACTED = '[redacted]';
const MAX_CAUSES = 5;

type TErrorLike = Record<string, unknown> & { message?: unknown; stack?: unknown; cause?: unknown };

/** The text of every parameter of every failed statement in the error and its causes. */
function parameterTexts(error: unknown): string[] {
  const texts = new Set<string>();
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth <= MAX_CAUSES; depth += 1) {
    const params = (current as TErrorLike).params;
    if (Array.isArray(params)) {
      for (const value of params) {
        const text = value instanceof Date ? value.toISOString() : String(value ?? '');
        // One- and two-letter values ("1", "KS") would blank out the SQL and messages around them.
        if (text.length >= 3) texts.add(text);
      }
    }
    current = (current as TErrorLike).cause;
  }
  // Longest first, so "Jane Doe" goes before "Jane".
  return [...texts].sort((a, b) => b.length - a.length);
}

function scrub(text: string, secrets: string[]): string {
  let result = text;
  for (const secret of secrets) result = result.split(secret).join(REDACTED);
  return result;
}

/** A parameter as the log shows it: its type, never its value. */
const parameterType = (value: unknown) =>
  value === null ? 'null' : value instanceof Date ? 'date' : typeof value;

function redact(error: unknown, secrets: string[], depth: number): unknown {
  if (!error || typeof error !== 'object') {
    return typeof error === 'string' ? scrub(error, secrets) : error;
  }
  const source = error as TErrorLike;
  const type = (error as { constructor?: { name?: string } }).constructor?.name ?? 'Error';
  // drizzle appends "params: a,b,c" to its message: the SQL before it is enough.
  const message = scrub(String(source.message ?? '').split('\nparams:')[0]!, secrets);
  const out: Record<string, unknown> = { type, message };
  if (typeof source.stack === 'string') {
    const frames = source.stack.split('\n').filter((line) => /^\s+at /.test(line));
    out.stack = [`${type}: ${message}`, ...frames].join('\n');
  }
  for (const [key, value] of Object.entries(source)) {
    if (key === 'message' || key === 'stack' || key === 'cause') continue;
    if (key === 'params' && Array.isArray(value)) out.params = value.map(parameterType);
    else if (key === 'detail' && typeof value === 'string') {
      out.detail = scrub(value.replace(/=\(.*\)/s, `=(${REDACTED})`), secrets);
    } else if (typeof value === 'string') out[key] = scrub(value, secrets);
    else if (value === null || typeof value !== 'object') out[key] = value;
  }
  if (source.cause && depth < MAX_CAUSES) out.cause = redact(source.cause, secrets, depth + 1);
  return out;
}

/** pino's `err` serializer: the error with every statement parameter's value taken out. */
export function redactedError(error: unknown): unknown {
  return redact(error, parameterTexts(error), 0);
}

/** The logger options of the server and the app: the level, and errors without personal data. */
export function loggerOptions(level: string): LoggerOptions {
  return { level, serializers: { err: redactedError } };
}

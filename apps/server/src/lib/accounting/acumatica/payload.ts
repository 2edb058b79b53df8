import type { TAcumaticaQuery } from './records';

// What the client reads from Acumatica's answers and writes in its requests.

export function queryString(query: TAcumaticaQuery): string {
  const parts = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Field errors of a refused record, detail lines included: "ProjectID: must not be empty". */
export function collectFieldErrors(record: Record<string, unknown>, prefix = ''): string[] {
  const errors: string[] = [];
  if (typeof record.error === 'string' && record.error) {
    errors.push(prefix ? `${prefix.slice(0, -1)}: ${record.error}` : record.error);
  }
  for (const [name, entry] of Object.entries(record)) {
    if (Array.isArray(entry)) {
      entry.forEach((line, index) => {
        if (line && typeof line === 'object') {
          errors.push(
            ...collectFieldErrors(line as Record<string, unknown>, `${prefix}${name}[${index}].`),
          );
        }
      });
    } else if (entry && typeof entry === 'object') {
      const nested = entry as Record<string, unknown>;
      if (typeof nested.error === 'string' && nested.error)
        errors.push(`${prefix}${name}: ${nested.error}`);
      else if (!('value' in nested))
        errors.push(...collectFieldErrors(nested, `${prefix}${name}.`));
    }
  }
  return errors;
}

/** The exception message of an error body and of each nested innerException, outermost first. */
export function exceptionMessages(payload: unknown): string[] {
  const messages: string[] = [];
  let current = payload;
  for (let depth = 0; depth < 10 && current && typeof current === 'object'; depth += 1) {
    const body = current as Record<string, unknown>;
    const said = body.exceptionMessage ?? body.ExceptionMessage;
    if (typeof said === 'string' && said.trim() && !messages.includes(said.trim()))
      messages.push(said.trim());
    current = body.innerException ?? body.InnerException;
  }
  return messages;
}

/** The names of the fields a 422 record carries errors on ("Customer", "Details[0].Task"). */
export function fieldErrorNames(payload: unknown): string[] {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return [];
  return collectFieldErrors(payload as Record<string, unknown>)
    .map((error) => error.split(':')[0] ?? '')
    .filter((name) => name && !name.includes(' '));
}

export function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function formatSeconds(ms: number): string {
  return String(Math.round(ms / 100) / 10);
}

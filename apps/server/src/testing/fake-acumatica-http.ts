import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fromNumeric, toJsonNumber } from '@n5/shared/core/decimal';
import type { TAcumaticaRecord } from '../lib/accounting/acumatica/client';

// The fake Acumatica's plumbing (fake-acumatica-server.ts is the server): records in field
// shape, detail-line merges, $expand, $select and $filter, cookies and answers.

export function mergeLines(current: TAcumaticaRecord[], incoming: unknown[]): TAcumaticaRecord[] {
  let lines = [...current];
  for (const line of incoming as TAcumaticaRecord[]) {
    const match = line.id === undefined ? undefined : lines.find((l) => l.id === line.id);
    if (match && line.delete === true) lines = lines.filter((l) => l !== match);
    else if (match) Object.assign(match, line);
    else if (line.delete !== true) lines.push({ ...line, id: randomUUID() });
  }
  return lines;
}

/** Details and linked objects come back only when asked for with $expand, as in Acumatica. */
export function expand(
  record: TAcumaticaRecord,
  expandParam: string | undefined,
): TAcumaticaRecord {
  const wanted = new Set(
    (expandParam ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  const out: TAcumaticaRecord = {};
  for (const [name, value] of Object.entries(record)) {
    const isLinked =
      Array.isArray(value) || (value !== null && typeof value === 'object' && !('value' in value));
    if (!isLinked || wanted.has(name)) out[name] = value;
  }
  return out;
}

/** Only the fields $select names (and the id and what was expanded), as Acumatica answers. */
export function select(
  record: TAcumaticaRecord,
  selectParam: string | undefined,
): TAcumaticaRecord {
  if (!selectParam) return record;
  const wanted = new Set(selectParam.split(',').map((s) => s.trim().split('/')[0]));
  const out: TAcumaticaRecord = {};
  for (const [name, value] of Object.entries(record)) {
    const isField = value !== null && typeof value === 'object' && 'value' in value;
    if (name === 'id' || !isField || wanted.has(name)) out[name] = value;
  }
  return out;
}

/** The small part of OData $filter the gateway uses: comparisons joined by "and". */
export function matches(filter: string | undefined): (record: TAcumaticaRecord) => boolean {
  if (!filter) return () => true;
  const clauses = filter.split(/\s+and\s+/i).map((clause) => {
    // OData v3 substringof('text',Field): the contract-based API's "contains".
    const contains = /^substringof\(('(?:[^']|'')*'),\s*([\w/]+)\)$/.exec(clause.trim());
    if (contains) {
      const [, literal = "''", name = ''] = contains;
      return { name, op: 'substringof', literal: parseLiteral(literal) };
    }
    const match = /^([\w/]+)\s+(eq|ne|gt|ge|lt|le)\s+(.+)$/.exec(clause.trim());
    if (!match) throw new Error(`Invalid $filter clause: ${clause}`);
    const [, name = '', op = '', literal = ''] = match;
    return { name, op, literal: parseLiteral(literal) };
  });
  return (record) =>
    clauses.every(({ name, op, literal }) => {
      const raw = valueIn(record[name]);
      const left = literal.isDate ? Date.parse(String(raw)) : raw;
      const right = literal.value;
      if (op === 'substringof')
        return String(left ?? '')
          .toLowerCase()
          .includes(String(right).toLowerCase());
      if (op === 'eq') return left === right;
      if (op === 'ne') return left !== right;
      if (left === undefined || left === null) return false;
      const l = left as string | number;
      const r = right as string | number;
      return op === 'gt' ? l > r : op === 'ge' ? l >= r : op === 'lt' ? l < r : l <= r;
    });
}

export function parseLiteral(text: string): { value: unknown; isDate: boolean } {
  const date = /^datetimeoffset'(.*)'$/.exec(text);
  if (date) {
    // Without an offset the instance would read it in its own time zone: the fake refuses it.
    if (!/(Z|[+-]\d{2}:\d{2})$/.test(date[1] ?? ''))
      throw new Error(`Date ${text} has no offset (Z or ±hh:mm).`);
    return { value: Date.parse(date[1] ?? ''), isDate: true };
  }
  const quoted = /^'(.*)'$/.exec(text);
  if (quoted) return { value: (quoted[1] ?? '').replace(/''/g, "'"), isDate: false };
  if (text === 'true' || text === 'false') return { value: text === 'true', isDate: false };
  // Acumatica compares numbers as its JSON holds them.
  if (/^-?\d+(\.\d+)?$/.test(text))
    return { value: toJsonNumber(fromNumeric(text)), isDate: false };
  throw new Error(`Invalid $filter value: ${text}`);
}

export function toFields(row: Record<string, unknown>): TAcumaticaRecord {
  const record: TAcumaticaRecord = {};
  for (const [name, value] of Object.entries(row)) {
    if (Array.isArray(value)) {
      record[name] = value.map((line) => ({
        id: randomUUID(),
        ...toFields(line as Record<string, unknown>),
      }));
    } else if (value !== null && typeof value === 'object') {
      record[name] = toFields(value as Record<string, unknown>);
    } else {
      record[name] = { value };
    }
  }
  return record;
}

export const valueIn = (entry: unknown) =>
  entry !== null && typeof entry === 'object' && 'value' in entry
    ? (entry as { value: unknown }).value
    : undefined;
export const sameValue = (a: unknown, b: unknown) => valueIn(a) === valueIn(b);

/** The session a request carries: its bearer token, else its .ASPXAUTH cookie. */
export function sessionOf(request: IncomingMessage): string | undefined {
  const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
  return bearer?.[1] ?? cookiesOf(request)['.ASPXAUTH'];
}

export function cookiesOf(request: IncomingMessage): Record<string, string> {
  return Object.fromEntries(
    (request.headers.cookie ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => [part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1)]),
  );
}

export async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Holds an answer so that it can be sent later. */
export class DelayedResponse {
  private answer: { status: number; body?: unknown } | null = null;
  headersSent = false;
  constructor(private readonly response: ServerResponse) {}
  hold(status: number, body?: unknown) {
    this.answer = { status, body };
  }
  flush() {
    if (this.answer && !this.response.destroyed)
      send(this.response, this.answer.status, this.answer.body);
  }
}

export function send(
  response: ServerResponse | DelayedResponse,
  status: number,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  if (response instanceof DelayedResponse) return response.hold(status, body);
  if (response.headersSent) return;
  if (body === undefined) {
    response.writeHead(status, headers).end();
    return;
  }
  if (typeof body === 'string') {
    response
      .writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', ...headers })
      .end(body);
    return;
  }
  response
    .writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers })
    .end(JSON.stringify(body));
}

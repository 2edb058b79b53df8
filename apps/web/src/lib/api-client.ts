import type { z } from 'zod';
import type { TRouteContract } from '@n5/shared/core/contract';
import { ZErrorBody } from '@n5/shared/core/errors';

/** A refused or failed call: the status and the `{ error: { code, message } }` body of the server. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }

  get isUnauthorized() {
    return this.status === 401;
  }
}

type TSchemaOf<T> = Exclude<T, undefined>;

/** `{ query: ... }` when the contract declares a query schema; nothing allowed otherwise. */
type TPart<K extends 'query' | 'body' | 'params', T> = [TSchemaOf<T>] extends [never]
  ? { [P in K]?: never }
  : TSchemaOf<T> extends z.ZodType
    ? { [P in K]: z.input<TSchemaOf<T>> }
    : never;

export type TCallInput<C extends TRouteContract> = TPart<'query', C['query']> &
  TPart<'body', C['body']> &
  TPart<'params', C['params']>;

export type TReplyOf<C extends TRouteContract> = z.output<C['reply']>;

type TRequiredKeys<T> = {
  [K in keyof T]-?: Partial<Pick<T, K>> extends Pick<T, K> ? never : K;
}[keyof T];

/** The input may be left out when the contract needs no query, body or params. */
type TCallArgs<C extends TRouteContract> = [TRequiredKeys<TCallInput<C>>] extends [never]
  ? [input?: TCallInput<C>, options?: TCallOptions]
  : [input: TCallInput<C>, options?: TCallOptions];

export interface TCallOptions {
  signal?: AbortSignal;
}

/** Fills `:name` segments from params; every value is URL-encoded. */
export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}.`);
    }
    return encodeURIComponent(String(value));
  });
}

/** Query values: arrays repeat the key, undefined and null are left out. */
export function buildQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (v === undefined || v === null) continue;
      search.append(key, v instanceof Date ? v.toISOString() : String(v));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMITED',
};

async function errorFrom(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const parsed = ZErrorBody.safeParse(body);
  if (parsed.success) {
    return new ApiError(response.status, parsed.data.error.code, parsed.data.error.message);
  }
  const code =
    STATUS_CODES[response.status] ?? (response.status >= 500 ? 'INTERNAL' : 'HTTP_ERROR');
  const status = [response.status, response.statusText].filter(Boolean).join(' ');
  return new ApiError(
    response.status,
    code,
    `The server answered ${status}. Try again in a moment.`,
  );
}

/**
 * The one way the web app calls the API: path, method and schemas come from the shared contract,
 * and the reply is checked against the contract's reply schema before anyone reads it.
 */
export async function callApi<C extends TRouteContract>(
  contract: C,
  ...[input, options]: TCallArgs<C>
): Promise<TReplyOf<C>> {
  const parts = (input ?? {}) as {
    query?: Record<string, unknown>;
    body?: unknown;
    params?: Record<string, unknown>;
  };
  const url = buildPath(contract.path, parts.params) + buildQuery(parts.query);
  const hasBody = parts.body !== undefined;

  let response: Response;
  try {
    response = await fetch(url, {
      method: contract.method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
      },
      body: hasBody ? JSON.stringify(parts.body) : undefined,
      signal: options?.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(
      0,
      'NETWORK',
      'Could not reach the server. Check your connection and try again.',
    );
  }

  if (!response.ok) throw await errorFrom(response);

  const json: unknown = await response.json().catch(() => undefined);
  const reply = contract.reply.safeParse(json);
  if (!reply.success) {
    throw new ApiError(
      response.status,
      'BAD_REPLY',
      `The server's answer to ${contract.method} ${contract.path} was not understood. Reload the page; if it persists, tell an administrator.`,
    );
  }
  return reply.data as TReplyOf<C>;
}

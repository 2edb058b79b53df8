import type { z } from 'zod';
import type { TRouteContract, TSchema } from './contract';

/**
 * How a caller fills a contract: its query, body and path params, typed by the contract's
 * schemas. The web's callApi, the API tests' callAs and the test factories all build their
 * requests from these, so none of them types a path.
 */
type TSchemaOf<T> = Exclude<T, undefined>;

/** `{ query: ... }` when the contract declares a query schema; nothing allowed otherwise. */
type TPart<K extends 'query' | 'body' | 'params', T> = [TSchemaOf<T>] extends [never]
  ? { [P in K]?: never }
  : TSchemaOf<T> extends TSchema
    ? { [P in K]: z.input<TSchemaOf<T>> }
    : never;

export type TCallInput<C extends TRouteContract> = TPart<'query', C['query']> &
  TPart<'body', C['body']> &
  TPart<'params', C['params']>;

export type TReplyOf<C extends TRouteContract> = z.output<C['reply']>;

type TRequiredKeys<T> = {
  [K in keyof T]-?: Partial<Pick<T, K>> extends Pick<T, K> ? never : K;
}[keyof T];

/** True when the contract needs no query, body or params, so the input may be left out. */
export type TInputIsOptional<C extends TRouteContract> = [TRequiredKeys<TCallInput<C>>] extends [
  never,
]
  ? true
  : false;

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

/**
 * A query value as URLSearchParams writes it (application/x-www-form-urlencoded: space as "+",
 * only letters, digits and `*-._` left as they are). Written out because this package is typed
 * without DOM or Node globals.
 */
const formEncode = (text: string) =>
  encodeURIComponent(text).replace(/%20|[!'()~]/g, (match) =>
    match === '%20' ? '+' : `%${match.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** Query values: arrays repeat the key, undefined and null are left out. */
export function buildQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (v === undefined || v === null) continue;
      const text = v instanceof Date ? v.toISOString() : String(v);
      pairs.push(`${formEncode(key)}=${formEncode(text)}`);
    }
  }
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** The URL of one call: the contract's path with its params, then the query string. */
export function contractUrl(
  contract: TRouteContract,
  input: { query?: unknown; params?: unknown } | undefined,
): string {
  const parts = (input ?? {}) as {
    query?: Record<string, unknown>;
    params?: Record<string, unknown>;
  };
  return buildPath(contract.path, parts.params) + buildQuery(parts.query);
}

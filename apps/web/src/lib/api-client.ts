import type { TRouteContract } from '@n5/shared/core/contract';
import {
  contractUrl,
  type TCallInput,
  type TInputIsOptional,
  type TReplyOf,
} from '@n5/shared/core/contract-call';
import { ZErrorBody } from '@n5/shared/core/errors';
// The functional parse of Zod Mini: classic Zod stays out of the sign-in page's download.
import { safeParse } from 'zod/mini';
import { newIdempotencyKey } from './idempotency-key';

export type { TCallInput, TReplyOf };

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

/** The input may be left out when the contract needs no query, body or params. */
type TCallArgs<C extends TRouteContract> =
  TInputIsOptional<C> extends true
    ? [input?: TCallInput<C>, options?: TCallOptions]
    : [input: TCallInput<C>, options?: TCallOptions];

export interface TCallOptions {
  signal?: AbortSignal;
  /** A create's key, when the caller keeps one across its own retries; else one per call. */
  idempotencyKey?: string;
}

/**
 * A create (contract idempotency 'key') whose reply was lost is sent again with the same key,
 * after these pauses: the server answers the first request's reply and creates nothing twice.
 */
const CREATE_RETRY_DELAYS_MS = [500, 1500];
/** Answers that mean the reply may be lost, not that the request was refused. */
const RETRY_STATUSES = new Set([503, 504]);

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    });
  });

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
 * and the reply is checked against the contract's reply schema before anyone reads it, except
 * the few multi-MB lists whose contract says the API tests check them (`replyCheckedBy`).
 */
export async function callApi<C extends TRouteContract>(
  contract: C,
  ...[input, options]: TCallArgs<C>
): Promise<TReplyOf<C>> {
  const parts = (input ?? {}) as { query?: unknown; body?: unknown; params?: unknown };
  const url = contractUrl(contract, parts);
  const hasBody = parts.body !== undefined;
  const isCreate = contract.idempotency === 'key';
  const idempotencyKey = isCreate ? (options?.idempotencyKey ?? newIdempotencyKey()) : null;
  const send = () =>
    fetch(url, {
      method: contract.method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: hasBody ? JSON.stringify(parts.body) : undefined,
      signal: options?.signal,
    });

  let response: Response | null = null;
  for (let attempt = 0; response === null; attempt++) {
    const canRetry = isCreate && attempt < CREATE_RETRY_DELAYS_MS.length;
    try {
      response = await send();
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      if (!canRetry) {
        throw new ApiError(
          0,
          'NETWORK',
          'Could not reach the server. Check your connection and try again.',
        );
      }
    }
    if (response && canRetry && RETRY_STATUSES.has(response.status)) response = null;
    if (response === null) await pause(CREATE_RETRY_DELAYS_MS[attempt]!, options?.signal);
  }

  if (!response.ok) throw await errorFrom(response);

  const json: unknown = await response.json().catch(() => undefined);
  if (contract.replyCheckedBy === 'tests' && json !== undefined) return json as TReplyOf<C>;
  const reply = safeParse(contract.reply, json);
  if (!reply.success) {
    throw new ApiError(
      response.status,
      'BAD_REPLY',
      `The server's answer to ${contract.method} ${contract.path} was not understood. Reload the page; if it persists, tell an administrator.`,
    );
  }
  return reply.data as TReplyOf<C>;
}

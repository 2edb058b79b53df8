import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import type { TRouteContract } from '@n5/shared/core/contract';
import {
  contractUrl,
  type TCallInput,
  type TInputIsOptional,
  type TReplyOf,
} from '@n5/shared/core/contract-call';
import { ZErrorBody, type TErrorBody } from '@n5/shared/core/errors';
import { sessionContract } from '@n5/shared/session/contract';
import type { TUser } from '@n5/shared/session/schemas';
import { DEMO_USERS } from './demo-users';
import type { TApiCall } from './factories/api-call';

/** The origin the test app believes it serves (PUBLIC_URL); requests carry it as a browser does. */
export const TEST_ORIGIN = 'http://localhost:3000';

/** Who calls: a demo user by role, any active user by email, or nobody signed in. */
export type TCaller = keyof typeof DEMO_USERS | `${string}@${string}` | 'anonymous';

/** The input may be left out when the contract needs no query, body or params. */
type TCallArgs<C extends TRouteContract> =
  TInputIsOptional<C> extends true
    ? [input?: TCallInput<C>, options?: TRequestOptions]
    : [input: TCallInput<C>, options?: TRequestOptions];

/**
 * A refusal test sends what the schemas would refuse (a month 13, "abc" for an id), so its input
 * names the contract's parts and fields but lets any value through.
 */
export type TRefusedInput<C extends TRouteContract> = {
  [K in keyof TCallInput<C>]?: TCallInput<C>[K] extends object
    ? { [F in keyof TCallInput<C>[K]]?: unknown } & Record<string, unknown>
    : unknown;
};

export interface TRefusal extends TErrorBody {
  status: number;
}

export interface TRequestOptions {
  headers?: Record<string, string>;
  /** A raw body in place of the JSON one (multipart uploads: see multipart()). */
  payload?: Buffer;
}

/** The reply of a 200 as the contract's reply schema parses it (text when it is not JSON). */
export function replyOf<C extends TRouteContract>(
  contract: C,
  response: LightMyRequestResponse,
): TReplyOf<C> {
  const isJson = String(response.headers['content-type'] ?? '').includes('json');
  return z.parse(contract.reply, isJson ? response.json() : response.body) as TReplyOf<C>;
}

/** The `{ error: { code, message } }` body of a refused request, with its status. */
export function refusalOf(response: LightMyRequestResponse): TRefusal {
  return { status: response.statusCode, ...ZErrorBody.parse(response.json()) };
}

/**
 * Calls the app as a user would, from the shared contracts: the path comes from the contract and
 * its params, the query and body from the input, and the reply is parsed by the contract's
 * schema. Each user signs in once (through POST /auth/dev-login) the first time it calls.
 */
export function createTestClient(appOf: () => FastifyInstance) {
  const sessions = new Map<string, Promise<{ cookie: string; user: TUser }>>();

  function sessionOf(caller: Exclude<TCaller, 'anonymous'>) {
    const email = caller in DEMO_USERS ? DEMO_USERS[caller as keyof typeof DEMO_USERS] : caller;
    let session = sessions.get(email);
    if (!session) {
      session = loginAs(appOf(), email);
      sessions.set(email, session);
    }
    return session;
  }

  /** Any request as a caller, with the app's Origin as a browser sends it (raw probes). */
  async function injectAs(
    caller: TCaller,
    request: {
      method: string;
      url: string;
      payload?: object | Buffer;
      headers?: Record<string, string>;
    },
  ): Promise<LightMyRequestResponse> {
    const cookie = caller === 'anonymous' ? {} : { cookie: (await sessionOf(caller)).cookie };
    return appOf().inject({
      method: request.method as 'GET',
      url: request.url,
      headers: { origin: TEST_ORIGIN, ...cookie, ...request.headers },
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
  }

  /** The response itself, for what the reply schema does not hold (headers, cookies, bytes). */
  async function requestAs<C extends TRouteContract>(
    caller: TCaller,
    contract: C,
    input?: TCallInput<C> | TRefusedInput<C>,
    options: TRequestOptions = {},
  ): Promise<LightMyRequestResponse> {
    const body = (input as { body?: unknown } | undefined)?.body;
    return injectAs(caller, {
      method: contract.method,
      url: contractUrl(contract, input as { query?: unknown; params?: unknown }),
      ...(options.headers ? { headers: options.headers } : {}),
      ...(options.payload
        ? { payload: options.payload }
        : body !== undefined
          ? { payload: body as object }
          : {}),
    });
  }

  /** A call that must succeed (200); returns the reply parsed by the contract. */
  async function callAs<C extends TRouteContract>(
    caller: TCaller,
    contract: C,
    ...[input, options]: TCallArgs<C>
  ): Promise<TReplyOf<C>> {
    return succeed(caller, contract, input, options);
  }

  async function succeed<C extends TRouteContract>(
    caller: TCaller,
    contract: C,
    input: TCallInput<C> | undefined,
    options?: TRequestOptions,
  ): Promise<TReplyOf<C>> {
    const response = await requestAs(caller, contract, input, options);
    if (response.statusCode !== 200) {
      throw new Error(
        `${contract.method} ${contract.path} as ${caller}: ${response.statusCode} ${response.body}`,
      );
    }
    return replyOf(contract, response);
  }

  /** A call that must be refused (4xx/5xx); returns the status and the error body. */
  async function refusedAs<C extends TRouteContract>(
    caller: TCaller,
    contract: C,
    input?: TRefusedInput<C>,
    options?: TRequestOptions,
  ): Promise<TRefusal> {
    const response = await requestAs(caller, contract, input, options);
    if (response.statusCode < 400) {
      throw new Error(
        `${contract.method} ${contract.path} as ${caller} was not refused: ${response.statusCode} ${response.body}`,
      );
    }
    return refusalOf(response);
  }

  /** The signed-in user of a caller (its id, roles and permissions), as /auth/dev-login gave it. */
  async function userOf(caller: Exclude<TCaller, 'anonymous'>): Promise<TUser> {
    return (await sessionOf(caller)).user;
  }

  /** callAs bound to one caller, in the shape the factories take. */
  const apiAs =
    (caller: TCaller): TApiCall =>
    (contract, input) =>
      succeed(caller, contract, input);

  return { callAs, refusedAs, requestAs, injectAs, userOf, apiAs };
}
export type TTestClient = ReturnType<typeof createTestClient>;

/** Signs in a seeded user through the dev route: the session cookie header and the user. */
export async function loginAs(app: FastifyInstance, email: string) {
  const response = await app.inject({
    method: 'POST',
    url: sessionContract.devLogin.path,
    headers: { origin: TEST_ORIGIN },
    payload: { email },
  });
  if (response.statusCode !== 200) {
    throw new Error(`loginAs(${email}) failed: ${response.statusCode} ${response.body}`);
  }
  const cookie = response.cookies.find((c) => c.name === 'n5_session');
  const { user } = replyOf(sessionContract.devLogin, response);
  if (!cookie || !user) throw new Error(`loginAs(${email}) gave no session.`);
  return { cookie: `${cookie.name}=${cookie.value}`, user };
}

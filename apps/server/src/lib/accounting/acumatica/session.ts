import { parseInteger } from '@n5/shared/core/integer';
import { AccountingError } from '../gateway';
import { isSeatLimit, messageOf, seatLimitWords, transportError } from './answers';
import { checkEndpoint } from './endpoint-metadata';
import { formatSeconds, parseBody, sleep } from './payload';
import { Pool } from './pool';
import { refreshSignIn } from './refresh';
import {
  ACUMATICA_ENTITIES,
  DEFAULT_BACKOFF_MS,
  DEFAULT_ENDPOINT,
  DEFAULT_IDLE_SIGN_OUT_MS,
  DEFAULT_MAX_BACKOFF_MS,
  DEFAULT_MAX_CONCURRENT,
  DEFAULT_SIGN_IN_RETRIES,
  DEFAULT_TIMEOUT_MS,
  type TAcumaticaAuth,
  type TAcumaticaClientOptions,
} from './records';

/** What an exchange brought back: the status, the headers and the parsed body. */
export interface TExchange {
  status: number;
  ok: boolean;
  headers: Headers;
  payload: unknown;
}

/**
 * The client's session with Acumatica (client.ts adds the entity calls): sign-in by cookie or
 * OAuth, shared by concurrent callers and cooled down on 429, sign-out when idle or when the last
 * batch ends, and every request's exchange inside the pool.
 */
export class AcumaticaSession {
  protected readonly baseUrl: string;
  protected readonly endpoint: string;
  protected readonly timeoutMs: number;
  protected readonly pool: Pool;
  protected readonly cookies = new Map<string, string>();
  protected signingIn: Promise<void> | null = null;
  /** The OAuth access token, when signed in that way. */
  protected token: string | null = null;
  protected batches = 0;
  protected inFlight = 0;
  protected idleTimer: NodeJS.Timeout | null = null;
  /** Until when nobody signs in: set by a 429 on sign-in, honoured by every caller. */
  protected coolDownUntil = 0;
  /** Counts sign-ins, so that calls failing together on one expired session sign in only once. */
  protected session = 0;

  constructor(protected readonly options: TAcumaticaClientOptions) {
    const url = new URL(options.url);
    // Credentials never travel in the address; they would end up in messages and logs.
    url.username = '';
    url.password = '';
    this.baseUrl = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
    this.endpoint = (options.endpoint ?? DEFAULT_ENDPOINT).replace(/^\/+|\/+$/g, '');
    // Refuse to start rather than fail on the first push of an entity the version lacks.
    checkEndpoint(this.endpoint, ACUMATICA_ENTITIES);
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.pool = new Pool(Math.max(1, options.maxConcurrent ?? DEFAULT_MAX_CONCURRENT));
  }

  get isSignedIn(): boolean {
    return this.cookies.size > 0 || this.token !== null;
  }

  /**
   * Runs a unit of work (a push, a read) and signs out when the last batch running ends, so the
   * licence seat is given back. Batches running together share one session.
   */
  async batch<T>(work: () => Promise<T>): Promise<T> {
    this.batches += 1;
    try {
      return await work();
    } finally {
      this.batches -= 1;
      if (this.batches === 0 && this.inFlight === 0) await this.signOut();
    }
  }

  /** Signs in; concurrent callers share one attempt. */
  signIn(): Promise<void> {
    this.signingIn ??= this.doSignIn().finally(() => {
      this.signingIn = null;
    });
    return this.signingIn;
  }

  /** Ends the session (Acumatica counts open API sessions against a licence limit); never throws. */
  async signOut(): Promise<void> {
    this.clearIdleTimer();
    if (!this.isSignedIn) return;
    // Forget the session first, so a call starting meanwhile signs in afresh and the answer to
    // this sign-out cannot clear the cookies of that new session.
    const session = { cookie: this.cookieHeader(), token: this.token };
    this.cookies.clear();
    this.token = null;
    try {
      // Sign-out is outside the pool: Acumatica does not count it against the concurrent limit.
      await this.exchange('POST', '/entity/auth/logout', 'sign-out', undefined, false, session);
    } catch (error) {
      this.options.log?.warn({ err: (error as Error).message }, 'Acumatica sign-out failed');
    }
  }

  protected clearIdleTimer() {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  /** After each call: sign out once nothing has happened for idleSignOutMs. */
  protected armIdleTimer() {
    this.clearIdleTimer();
    const idleMs = this.options.idleSignOutMs ?? DEFAULT_IDLE_SIGN_OUT_MS;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.inFlight === 0 && this.batches === 0 && !this.signingIn) {
        this.options.log?.debug({ idleMs }, 'Acumatica session idle; signing out');
        void this.signOut();
      }
    }, idleMs);
    this.idleTimer.unref();
  }

  protected renewSession(used: number): Promise<void> {
    if (this.signingIn) return this.signingIn;
    if (this.session !== used && this.isSignedIn) return Promise.resolve();
    return this.signIn();
  }

  /** The sign-in request: OAuth's token endpoint, or the cookie login with name and password. */
  protected signInExchange(auth: TAcumaticaAuth): Promise<TExchange> {
    if (auth.kind === 'oauth-code')
      return refreshSignIn(auth, (form) =>
        this.exchange('POST', '/identity/connect/token', 'sign-in', form),
      );
    return auth.kind === 'oauth'
      ? this.exchange(
          'POST',
          '/identity/connect/token',
          'sign-in',
          new URLSearchParams({
            grant_type: auth.grant,
            client_id: auth.clientId,
            client_secret: auth.clientSecret,
            scope: auth.scope ?? 'api',
            ...(auth.grant === 'password'
              ? { username: this.options.username, password: this.options.password }
              : {}),
          }),
        )
      : this.exchange('POST', '/entity/auth/login', 'sign-in', {
          name: this.options.username,
          password: this.options.password,
          ...(this.options.tenant ? { tenant: this.options.tenant } : {}),
        });
  }

  protected async doSignIn(): Promise<void> {
    const retries = this.options.signInRetries ?? DEFAULT_SIGN_IN_RETRIES;
    for (let attempt = 0; ; attempt += 1) {
      const wait = this.coolDownUntil - Date.now();
      if (wait > 0) await sleep(wait);
      this.cookies.clear();
      this.token = null;
      const auth = this.options.auth ?? { kind: 'password' };
      const response = await this.signInExchange(auth);
      const payload = response.payload;
      if (auth.kind !== 'password' && response.ok) {
        const token = (payload as { access_token?: unknown } | null)?.access_token;
        if (typeof token === 'string' && token) this.token = token;
      }
      if (isSeatLimit(this.options, response)) {
        // API Login Limit (429, a 500 saying so, or a redirect to an error page): every API-user
        // seat of the licence is taken. Wait, doubling each time, and make every other caller
        // of this client wait too.
        this.cookies.clear();
        const delay = this.backoff(attempt, response.headers.get('retry-after'));
        this.coolDownUntil = Date.now() + delay;
        const said = seatLimitWords(this.options, response);
        if (attempt >= retries) {
          throw new AccountingError(
            'sign-in',
            `Acumatica refused the sign-in (${response.status}): ${said} (all API-user seats of the licence ` +
              `are taken; tried ${attempt + 1} times, next attempt after ${formatSeconds(delay)} s).`,
            { status: response.status, retryable: true, call: 'sign-in' },
          );
        }
        this.options.log?.warn(
          { attempt: attempt + 1, waitMs: delay },
          'Acumatica API login limit reached; waiting before signing in again',
        );
        continue;
      }
      if (!response.ok) {
        this.cookies.clear();
        const said = messageOf(this.options, payload);
        const isCredentials =
          response.status === 401 ||
          response.status === 403 ||
          /credential|password|user/i.test(said);
        throw new AccountingError(
          'sign-in',
          `Acumatica refused the sign-in (${response.status}): ${said}`,
          {
            status: response.status,
            retryable: !isCredentials && response.status >= 500,
            call: 'sign-in',
          },
        );
      }
      if (!this.isSignedIn) {
        throw new AccountingError(
          'sign-in',
          'Acumatica accepted the sign-in but set no session cookie and gave no token.',
          { status: response.status, retryable: false, call: 'sign-in' },
        );
      }
      this.session += 1;
      this.options.log?.debug({ status: response.status }, 'Acumatica signed in');
      return;
    }
  }

  /** Exponential backoff: backoffMs · 2^attempt, at most maxBackoffMs, or what Retry-After asks. */
  protected backoff(attempt: number, retryAfter: string | null): number {
    const base = this.options.backoffMs ?? DEFAULT_BACKOFF_MS;
    const max = this.options.maxBackoffMs ?? DEFAULT_MAX_BACKOFF_MS;
    const asked =
      retryAfter && /^\d+$/.test(retryAfter) ? (parseInteger(retryAfter) ?? 0) * 1000 : 0;
    return Math.min(max, Math.max(asked, base * 2 ** attempt));
  }

  /**
   * One request and its answer, read whole, inside the pool (sign-out aside). Reads and the
   * session calls wait `timeoutMs`, and so do writes: one policy for every call.
   */
  protected exchange(
    method: string,
    path: string,
    what: string,
    body: unknown,
    pooled = true,
    /** A session other than the current one (sign-out); its answer's cookies are not kept. */
    session?: { cookie: string; token: string | null },
  ): Promise<TExchange> {
    // A form (URLSearchParams) for the OAuth token request, JSON for everything else.
    const sent =
      body === undefined
        ? {}
        : body instanceof URLSearchParams
          ? { 'Content-Type': 'application/x-www-form-urlencoded', body: body.toString() }
          : { 'Content-Type': 'application/json', body: JSON.stringify(body) };
    const timeoutMs = this.timeoutMs;
    const run = async (): Promise<TExchange> => {
      const wait = path.endsWith('/entity/auth/logout') ? 0 : this.coolDownUntil - Date.now();
      if (wait > 0) await sleep(wait);
      const started = Date.now();
      try {
        const address = /^https?:/.test(path) ? path : `${this.baseUrl}${path}`;
        const response = await fetch(address, {
          method,
          headers: {
            Accept: 'application/json',
            ...(sent['Content-Type'] ? { 'Content-Type': sent['Content-Type'] } : {}),
            ...(session
              ? {
                  ...(session.cookie ? { Cookie: session.cookie } : {}),
                  ...(session.token ? { Authorization: `Bearer ${session.token}` } : {}),
                }
              : {
                  ...(this.cookies.size ? { Cookie: this.cookieHeader() } : {}),
                  ...(this.token ? { Authorization: `Bearer ${this.token}` } : {}),
                }),
          },
          body: sent.body,
          // A redirect is Acumatica's seat-limit answer (to an HTML error page): seen, not followed.
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!session) this.keepCookies(response);
        const text = await response.text();
        this.options.log?.debug(
          { call: what, status: response.status, ms: Date.now() - started },
          'Acumatica call',
        );
        return {
          status: response.status,
          ok: response.ok,
          headers: response.headers,
          payload: parseBody(text),
        };
      } catch (error) {
        throw transportError(this.baseUrl, error, what, timeoutMs);
      }
    };
    return pooled ? this.pool.run(run) : run();
  }

  protected keepCookies(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      if (separator <= 0) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', raw = ''] = attribute.split('=');
        const date = key.trim().toLowerCase() === 'expires' ? Date.parse(raw.trim()) : NaN;
        const maxAge = key.trim().toLowerCase() === 'max-age' ? parseInteger(raw) : null;
        return (maxAge !== null && maxAge <= 0) || date < Date.now();
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  protected cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

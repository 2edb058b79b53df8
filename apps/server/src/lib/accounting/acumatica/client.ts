import { parseInteger } from '@n5/shared/core/integer';
import { AccountingError } from '../gateway';
import { checkEndpoint } from './endpoint-metadata';

/**
 * A small client for Acumatica's contract-based REST API: cookie sign-in, entity PUT and GET, one
 * fresh sign-in when the session has expired, and errors that say what happened without ever
 * carrying credentials.
 */

/** The first Default version with every entity we use is 23.200.001 (Subcontract); 24.200.001 is 2024 R2. */
export const DEFAULT_ENDPOINT = 'Default/24.200.001';
export const DEFAULT_TIMEOUT_MS = 30_000;
/** Acumatica queues a request for up to 10 minutes before it refuses it; a write waits longer. */
export const DEFAULT_WRITE_TIMEOUT_MS = 11 * 60_000;
export const DEFAULT_MAX_CONCURRENT = 2;

export const ACUMATICA_ENTITIES = [
  'Project',
  'ProjectTask',
  'ProjectBudget',
  'ChangeOrder',
  'Subcontract',
  'ProFormaInvoice',
  'Bill',
  'StockItem',
  'Appointment',
  'Invoice',
] as const;
export type TAcumaticaEntity = (typeof ACUMATICA_ENTITIES)[number];

/** A field as Acumatica sends and takes it. */
export interface TAcumaticaField<T = unknown> {
  value: T;
  error?: string;
}

/** A record: fields, detail lists, and the system's own `id`, `rowNumber`, `note`, `delete`. */
export type TAcumaticaRecord = { [field: string]: unknown };

export interface TAcumaticaQuery {
  $filter?: string;
  $expand?: string;
  $select?: string;
  $top?: number;
  $skip?: number;
}

/** What an exchange brought back: the status, the headers and the parsed body. */
interface TExchange {
  status: number;
  ok: boolean;
  headers: Headers;
  payload: unknown;
}

/** At most `size` tasks at once; the others wait in order. */
class Pool {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  constructor(private readonly size: number) {}
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.size) this.active += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}

export interface TAccountingLog {
  debug(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface TAcumaticaClientOptions {
  /** The instance address, e.g. https://erp.example.com/AcumaticaERP. */
  url: string;
  username: string;
  password: string;
  tenant?: string;
  /** Endpoint name and version, e.g. "Default/22.200.001". */
  endpoint?: string;
  timeoutMs?: number;
  /** How long a write (PUT, an action) may take: Acumatica may queue a request for minutes. */
  writeTimeoutMs?: number;
  /** Calls in flight at once; more wait their turn. Default 2. */
  maxConcurrent?: number;
  /**
   * How to sign in: name and password (cookie session, the default), or OAuth 2.0 at
   * /identity/connect/token with the client's id and secret, by client credentials or by the
   * resource owner's name and password.
   */
  auth?: TAcumaticaAuth;
  /** How often to ask whether an action that answered 202 has finished; default 1 s. */
  actionPollMs?: number;
  /** Sign out after this long without a call (a session left open holds a licence seat). */
  idleSignOutMs?: number;
  /** Sign-in attempts refused with 429 (API Login Limit) before the call fails; default 4. */
  signInRetries?: number;
  /** First wait after a 429, doubled on each further one; default 2 s. */
  backoffMs?: number;
  /** Longest wait between attempts; default 60 s. */
  maxBackoffMs?: number;
  log?: TAccountingLog;
}

export type TAcumaticaAuth =
  | { kind: 'password' }
  | {
      kind: 'oauth';
      grant: 'client_credentials' | 'password';
      clientId: string;
      clientSecret: string;
      /** Default "api". */
      scope?: string;
    };

export const DEFAULT_IDLE_SIGN_OUT_MS = 60_000;
export const DEFAULT_ACTION_POLL_MS = 1_000;
export const DEFAULT_SIGN_IN_RETRIES = 4;
export const DEFAULT_BACKOFF_MS = 2_000;
export const DEFAULT_MAX_BACKOFF_MS = 60_000;

/** Fields that name a record in messages, most telling first. */
const NAMING_FIELDS = [
  'ProjectID',
  'ProjectTaskID',
  'AccountGroup',
  'InventoryID',
  'SubcontractNbr',
  'VendorRef',
  'RefNbr',
  'ExternalRefNbr',
  'ReferenceNbr',
  'AppointmentNbr',
];

/** "ProjectID 101, ProjectTaskID 09-2900" from a record's key fields; null when it has none. */
export function describeRecord(record: TAcumaticaRecord | undefined): string | null {
  const parts = NAMING_FIELDS.flatMap((name) => {
    const value = valueOf(record, name);
    return value === undefined || value === null || value === '' ? [] : [`${name} ${value}`];
  });
  return parts.length ? parts.join(', ') : null;
}

/** Wraps a value in Acumatica's field shape. */
export const field = <T>(value: T): TAcumaticaField<T> => ({ value });

/** Builds a record from plain values; undefined ones are left out (null clears a field). */
export function fields(values: Record<string, unknown>): TAcumaticaRecord {
  const record: TAcumaticaRecord = {};
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined) record[name] = field(value);
  }
  return record;
}

/** Reads a field's value from a record Acumatica sent; undefined when absent. */
export function valueOf(record: TAcumaticaRecord | undefined, name: string): unknown {
  const entry = record?.[name];
  return entry && typeof entry === 'object' && 'value' in entry
    ? (entry as TAcumaticaField).value
    : undefined;
}

export function textOf(record: TAcumaticaRecord | undefined, name: string): string | null {
  const value = valueOf(record, name);
  return value === undefined || value === null || value === '' ? null : String(value);
}

/** An OData string literal: 'O''Brien'. */
export const odataText = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** A write naming detail lines by id met a new session: read the record again, then write. */
export class SessionChangedError extends AccountingError {
  constructor(message: string, options: ConstructorParameters<typeof AccountingError>[2]) {
    super('session', message, options);
  }
}

/** True when a record names detail lines by id (to change or delete them). */
function carriesLineIds(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  return Object.values(body as Record<string, unknown>).some(
    (entry) =>
      Array.isArray(entry) &&
      entry.some((line) => line && typeof line === 'object' && 'id' in (line as object)),
  );
}

export class AcumaticaClient {
  private readonly baseUrl: string;
  private readonly endpoint: string;
  private readonly timeoutMs: number;
  private readonly writeTimeoutMs: number;
  private readonly pool: Pool;
  private readonly cookies = new Map<string, string>();
  private signingIn: Promise<void> | null = null;
  /** The OAuth access token, when signed in that way. */
  private token: string | null = null;
  private batches = 0;
  private inFlight = 0;
  private idleTimer: NodeJS.Timeout | null = null;
  /** Until when nobody signs in: set by a 429 on sign-in, honoured by every caller. */
  private coolDownUntil = 0;
  /** Counts sign-ins, so that calls failing together on one expired session sign in only once. */
  private session = 0;

  constructor(private readonly options: TAcumaticaClientOptions) {
    const url = new URL(options.url);
    // Credentials never travel in the address; they would end up in messages and logs.
    url.username = '';
    url.password = '';
    this.baseUrl = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
    this.endpoint = (options.endpoint ?? DEFAULT_ENDPOINT).replace(/^\/+|\/+$/g, '');
    // Refuse to start rather than fail on the first push of an entity the version lacks.
    checkEndpoint(this.endpoint, ACUMATICA_ENTITIES);
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.writeTimeoutMs = options.writeTimeoutMs ?? DEFAULT_WRITE_TIMEOUT_MS;
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

  private clearIdleTimer() {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  /** After each call: sign out once nothing has happened for idleSignOutMs. */
  private armIdleTimer() {
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

  /**
   * Creates or updates a record (Acumatica finds an existing one by its key fields). With
   * `findBy` (a $filter on the record's external reference), a create that timed out is looked
   * up before it is sent again: Acumatica may have saved it, and a second PUT would make a
   * second document.
   */
  async put(
    entity: TAcumaticaEntity,
    record: TAcumaticaRecord,
    query: TAcumaticaQuery = {},
    options: { findBy?: string } = {},
  ): Promise<TAcumaticaRecord> {
    try {
      return ((await this.call('PUT', entity, query, record)) ?? {}) as TAcumaticaRecord;
    } catch (error) {
      const isCreate = record.id === undefined;
      if (!(error instanceof AccountingError) || error.failure !== 'timeout') throw error;
      if (!isCreate || !options.findBy) throw error;
      const [saved] = await this.get(entity, { $filter: options.findBy });
      if (saved) {
        this.options.log?.warn(
          { call: `PUT ${entity}`, findBy: options.findBy },
          'Acumatica saved the record of a timed-out create; not sending it again',
        );
        return saved;
      }
      return ((await this.call('PUT', entity, query, record)) ?? {}) as TAcumaticaRecord;
    }
  }

  async get(entity: TAcumaticaEntity, query: TAcumaticaQuery = {}): Promise<TAcumaticaRecord[]> {
    const result = await this.call('GET', entity, query, undefined);
    return Array.isArray(result) ? (result as TAcumaticaRecord[]) : [];
  }

  /**
   * One record by its id (GET {entity}/{id}), with its detail lists through $expand: lists are
   * read without $expand and each record's details fetched this way. Ids hold within a session.
   */
  async getById(
    entity: TAcumaticaEntity,
    id: string,
    query: TAcumaticaQuery = {},
  ): Promise<TAcumaticaRecord> {
    const result = await this.call('GET', `${entity}/${encodeURIComponent(id)}`, query, undefined);
    return (result ?? {}) as TAcumaticaRecord;
  }

  /** Reads every page of a list ($top/$skip), so one large answer never has to fit one request. */
  async getAll(
    entity: TAcumaticaEntity,
    query: TAcumaticaQuery = {},
    pageSize = 500,
  ): Promise<TAcumaticaRecord[]> {
    const rows: TAcumaticaRecord[] = [];
    for (let skip = 0; ; skip += pageSize) {
      const page = await this.get(entity, { ...query, $top: pageSize, $skip: skip });
      rows.push(...page);
      if (page.length < pageSize) return rows;
    }
  }

  /**
   * Invokes an action on a record (POST {entity}/{action} with { entity, parameters }). Acumatica
   * answers 202 with a Location to poll: 202 while it runs, 204 when done. Waits for the end,
   * polling every actionPollMs, at most writeTimeoutMs. Re-read the record to see its result.
   */
  async action(
    entity: TAcumaticaEntity,
    action: string,
    record: TAcumaticaRecord,
    parameters: Record<string, unknown> = {},
  ): Promise<void> {
    await this.call('POST', `${entity}/${action}`, {}, { entity: record, parameters }, record);
  }

  private async call(
    method: 'GET' | 'PUT' | 'POST',
    entity: string,
    query: TAcumaticaQuery,
    body: TAcumaticaRecord | undefined,
    named: TAcumaticaRecord | undefined = body,
  ): Promise<unknown> {
    const what = `${method} ${entity}`;
    const record = describeRecord(named) ?? (query.$filter ? `$filter ${query.$filter}` : null);
    const path = `/entity/${this.endpoint}/${entity}${queryString(query)}`;
    this.inFlight += 1;
    this.clearIdleTimer();
    try {
      return await this.callSignedIn(method, path, what, record, body);
    } finally {
      this.inFlight -= 1;
      if (this.inFlight === 0) this.armIdleTimer();
    }
  }

  private async callSignedIn(
    method: string,
    path: string,
    what: string,
    record: string | null,
    body: TAcumaticaRecord | undefined,
  ): Promise<unknown> {
    if (!this.isSignedIn) await this.signIn();
    const used = this.session;
    let response = await this.exchange(method, path, what, body);
    if (response.status === 401) {
      this.options.log?.debug({ call: what }, 'Acumatica session expired; signing in again');
      await this.renewSession(used);
      if (carriesLineIds(body)) {
        // Line ids belong to the session that read them: the caller must read them again.
        throw new SessionChangedError(
          `Acumatica ended the session before ${what}; the detail-line ids it carries belong ` +
            'to that session and must be read again.',
          { status: 401, retryable: true, call: what, record },
        );
      }
      response = await this.exchange(method, path, what, body);
      if (response.status === 401) {
        this.cookies.clear();
        this.token = null;
        throw new AccountingError(
          'session',
          `Acumatica refused the session for ${what} even after signing in again (401).`,
          { status: 401, retryable: true, call: what, record },
        );
      }
    }
    // 429 on a call: the licence's request limits. Refused before it ran, so safe to repeat;
    // every caller waits out the same cool-down.
    const retries = this.options.signInRetries ?? DEFAULT_SIGN_IN_RETRIES;
    for (let attempt = 0; response.status === 429 && attempt < retries; attempt += 1) {
      const delay = this.backoff(attempt, response.headers.get('retry-after'));
      this.coolDownUntil = Math.max(this.coolDownUntil, Date.now() + delay);
      this.options.log?.warn({ call: what, waitMs: delay }, 'Acumatica request limit reached');
      response = await this.exchange(method, path, what, body);
    }
    if (response.status === 202 && method === 'POST') {
      await this.awaitAction(response.headers.get('location'), what, record);
      return null;
    }
    if (!response.ok) throw this.answerError(response.status, what, record, response.payload);
    return response.payload;
  }

  private async awaitAction(location: string | null, what: string, record: string | null) {
    if (!location) return; // accepted and nothing to follow: treated as done
    const url = new URL(location, `${this.baseUrl}/`).toString();
    const pollMs = this.options.actionPollMs ?? DEFAULT_ACTION_POLL_MS;
    const deadline = Date.now() + this.writeTimeoutMs;
    for (;;) {
      await sleep(pollMs);
      const poll = await this.exchange('GET', url, `${what} (status)`, undefined);
      if (poll.status === 204 || poll.status === 200) return;
      if (poll.status !== 202)
        throw this.answerError(poll.status, `${what} (status)`, record, poll.payload);
      if (Date.now() > deadline) {
        throw new AccountingError(
          'timeout',
          `Acumatica had not finished ${what} after ${formatSeconds(this.writeTimeoutMs)} s.`,
          { retryable: true, call: what, record },
        );
      }
    }
  }

  private renewSession(used: number): Promise<void> {
    if (this.signingIn) return this.signingIn;
    if (this.session !== used && this.isSignedIn) return Promise.resolve();
    return this.signIn();
  }

  private async doSignIn(): Promise<void> {
    const retries = this.options.signInRetries ?? DEFAULT_SIGN_IN_RETRIES;
    for (let attempt = 0; ; attempt += 1) {
      const wait = this.coolDownUntil - Date.now();
      if (wait > 0) await sleep(wait);
      this.cookies.clear();
      this.token = null;
      const auth = this.options.auth ?? { kind: 'password' };
      const response =
        auth.kind === 'oauth'
          ? await this.exchange(
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
          : await this.exchange('POST', '/entity/auth/login', 'sign-in', {
              name: this.options.username,
              password: this.options.password,
              ...(this.options.tenant ? { tenant: this.options.tenant } : {}),
            });
      const payload = response.payload;
      if (auth.kind === 'oauth' && response.ok) {
        const token = (payload as { access_token?: unknown } | null)?.access_token;
        if (typeof token === 'string' && token) this.token = token;
      }
      if (response.status === 429) {
        // API Login Limit: every API-user seat of the licence is taken. Wait, doubling each
        // time, and make every other caller of this client wait too.
        this.cookies.clear();
        const delay = this.backoff(attempt, response.headers.get('retry-after'));
        this.coolDownUntil = Date.now() + delay;
        const said = this.messageOf(payload);
        if (attempt >= retries) {
          throw new AccountingError(
            'sign-in',
            `Acumatica refused the sign-in (429): ${said} (all API-user seats of the licence ` +
              `are taken; tried ${attempt + 1} times, next attempt after ${formatSeconds(delay)} s).`,
            { status: 429, retryable: true, call: 'sign-in' },
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
        const said = this.messageOf(payload);
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
  private backoff(attempt: number, retryAfter: string | null): number {
    const base = this.options.backoffMs ?? DEFAULT_BACKOFF_MS;
    const max = this.options.maxBackoffMs ?? DEFAULT_MAX_BACKOFF_MS;
    const asked =
      retryAfter && /^\d+$/.test(retryAfter) ? (parseInteger(retryAfter) ?? 0) * 1000 : 0;
    return Math.min(max, Math.max(asked, base * 2 ** attempt));
  }

  /**
   * One request and its answer, read whole, inside the pool (sign-out aside). Reads and the
   * session calls wait `timeoutMs`; writes wait `writeTimeoutMs`.
   */
  private exchange(
    method: string,
    path: string,
    what: string,
    body: unknown,
    pooled = true,
    /** A session other than the current one (sign-out); its answer's cookies are not kept. */
    session?: { cookie: string; token: string | null },
  ): Promise<TExchange> {
    const isWrite = method !== 'GET' && path.startsWith(`/entity/${this.endpoint}/`);
    // A form (URLSearchParams) for the OAuth token request, JSON for everything else.
    const sent =
      body === undefined
        ? {}
        : body instanceof URLSearchParams
          ? { 'Content-Type': 'application/x-www-form-urlencoded', body: body.toString() }
          : { 'Content-Type': 'application/json', body: JSON.stringify(body) };
    const timeoutMs = isWrite ? this.writeTimeoutMs : this.timeoutMs;
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
        throw this.transportError(error, what, timeoutMs);
      }
    };
    return pooled ? this.pool.run(run) : run();
  }

  private transportError(error: unknown, what: string, timeoutMs: number): AccountingError {
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
      `Could not reach Acumatica at ${this.baseUrl} for ${what}${code}.`,
      { retryable: true },
    );
  }

  /**
   * 422: the record came back with errors on its fields, not retried. 500 with an exception
   * message: Acumatica's business logic refused (a status that forbids the change, a missing
   * reference), not retried unless the message is of a passing kind (deadlock, time-out). A 500
   * without one, 502-504: the server failed, retryable.
   */
  private answerError(
    status: number,
    what: string,
    record: string | null,
    payload: unknown,
  ): AccountingError {
    const said = this.messageOf(payload);
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
  private messageOf(payload: unknown): string {
    let message = '';
    if (typeof payload === 'string') {
      message = /<html/i.test(payload) ? '' : payload.trim();
    } else if (payload && typeof payload === 'object') {
      const body = payload as Record<string, unknown>;
      const exceptions = exceptionMessages(body);
      const plain =
        body.message ?? body.Message ?? body.error_description ?? body.error ?? undefined;
      if (exceptions.length) message = exceptions.join(' → ');
      else if (typeof plain === 'string' && plain) message = plain;
      const fieldErrors = collectFieldErrors(body);
      const extra = fieldErrors.filter((error) => error !== message);
      if (extra.length) message = [message, ...extra].filter(Boolean).join('; ');
    }
    message = message.replace(/\s+/g, ' ').slice(0, 500);
    const auth = this.options.auth;
    for (const secret of [this.options.password, auth?.kind === 'oauth' ? auth.clientSecret : '']) {
      if (secret.length >= 3) message = message.split(secret).join('***');
    }
    return message || 'no details given';
  }

  private keepCookies(response: Response) {
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

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

function queryString(query: TAcumaticaQuery): string {
  const parts = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Field errors of a refused record, detail lines included: "ProjectID: must not be empty". */
function collectFieldErrors(record: Record<string, unknown>, prefix = ''): string[] {
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
function exceptionMessages(payload: unknown): string[] {
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
function fieldErrorNames(payload: unknown): string[] {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return [];
  return collectFieldErrors(payload as Record<string, unknown>)
    .map((error) => error.split(':')[0] ?? '')
    .filter((name) => name && !name.includes(' '));
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function formatSeconds(ms: number): string {
  return String(Math.round(ms / 100) / 10);
}

import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseInteger } from '@n5/shared/core/integer';
import {
  DEFAULT_ENDPOINT,
  type TAcumaticaEntity,
  type TAcumaticaRecord,
} from '../lib/accounting/acumatica/client';
import {
  endpointMetadata,
  SYSTEM_FIELDS,
  type TEndpointMetadata,
} from '../lib/accounting/acumatica/endpoint-metadata';
import {
  mergeLines,
  expand,
  select,
  matches,
  toFields,
  valueIn,
  sameValue,
  sessionOf,
  readText,
  sleep,
  DelayedResponse,
  send,
} from './fake-acumatica-http';
import { runProjectBilling } from './fake-acumatica-billing';
import { FakeAcumaticaIdentity } from './fake-acumatica-oauth';
import {
  notOnHold,
  readOnlyBudget,
  unknownReferences,
  type TFakeSite,
} from './fake-acumatica-rules';

/**
 * A stand-in for an Acumatica instance, for tests: cookie sign-in and sign-out, the entity
 * endpoints kept in memory (PUT upserts by key fields, GET with $filter, $expand, $top, $skip),
 * and knobs that make the next calls answer 401, 500 or nothing at all.
 */

export interface TFakeCredentials {
  name: string;
  password: string;
  tenant?: string;
}

export interface TFakeRequest {
  method: string;
  entity: string;
  /** The action invoked (POST {entity}/{action}); status polls are not logged. */
  action?: string;
  /** The record asked for by its id (GET {entity}/{id}). */
  id?: string;
  query: Record<string, string>;
  body: TAcumaticaRecord | null;
}

type TAnswer =
  | { status: number; body?: unknown; headers?: Record<string, string> }
  | { hang: true }
  /** Wait, then do the call as usual: `queued` waits before doing it, else after (the answer is late). */
  | { delayMs: number; queued: boolean };

/** How Acumatica words a failure: a summary, the exception's message and a stack trace. */
export const acumaticaErrorBody = (exceptionMessage: string) => ({
  message: 'An error has occurred.',
  exceptionMessage,
  exceptionType: 'PX.Data.PXException',
  stackTrace: '   at PX.Api.ContractBased.EntityService.Put(...)',
});

/**
 * What each action does when it completes, and the status and Hold a new record starts with.
 * Status is read-only here: a PUT that carries it is refused (422), as the issue reads
 * Acumatica's documentation; status changes only through these actions.
 */
const ACTIONS: Record<
  string,
  Record<string, { status?: string; hold?: boolean; billing?: true }>
> = {
  Project: {
    RunProjectBilling: { billing: true },
    ActivateProject: { status: 'Active', hold: false },
    CompleteProject: { status: 'Completed' },
    CancelProject: { status: 'Canceled' },
    HoldProject: { status: 'On Hold', hold: true },
  },
  Subcontract: {
    PutOnHold: { status: 'On Hold', hold: true },
    ReleaseFromHold: { status: 'Open', hold: false },
  },
  ChangeOrder: {
    HoldChangeOrder: { status: 'On Hold', hold: true },
    RemoveChangeOrderFromHold: { status: 'Open', hold: false },
  },
};
const INITIAL: Record<string, { status: string; hold: boolean }> = {
  Project: { status: 'In Planning', hold: false },
  Subcontract: { status: 'On Hold', hold: true },
  ChangeOrder: { status: 'On Hold', hold: true },
};

/** Where an instance at the seat limit redirects API calls: an HTML page, not data. */
const SEAT_LIMIT_PAGE = '/AcumaticaERP/Frames/Error.aspx';

const KEYS: Record<string, string[]> = {
  Project: ['ProjectID'],
  ProjectTask: ['ProjectID', 'ProjectTaskID'],
  ProjectBudget: ['ProjectID', 'ProjectTaskID', 'AccountGroup', 'CostCode', 'InventoryID'],
  ChangeOrder: ['RefNbr'],
  Subcontract: ['SubcontractNbr'],
  ProFormaInvoice: ['RefNbr'],
  Bill: ['Type', 'ReferenceNbr'],
  StockItem: ['InventoryID'],
  Appointment: ['AppointmentNbr'],
  Invoice: ['Type', 'ReferenceNbr'],
  Customer: ['CustomerID'],
  Vendor: ['VendorID'],
};
/** Numbers the system assigns when a new document arrives without one. */
const NUMBERED: Record<string, string> = {
  ChangeOrder: 'RefNbr',
  Subcontract: 'SubcontractNbr',
  ProFormaInvoice: 'RefNbr',
  Bill: 'ReferenceNbr',
  Appointment: 'AppointmentNbr',
};

export class FakeAcumaticaServer {
  readonly requests: TFakeRequest[] = [];
  logins = 0;
  logouts = 0;
  /** When each sign-in arrived (Date.now()), refused ones included. */
  readonly loginTimes: number[] = [];
  /** The licence's limit on API users: a sign-in beyond it is refused (`seatLimitAnswer`). */
  maxSessions = Infinity;
  /**
   * How a sign-in over the seat limit is refused: 429, a 500 "API Login Limit", or a 302 to an
   * HTML error page (instances answer each way).
   */
  seatLimitAnswer: 429 | 500 | 302 = 429;
  private refusedLogins = 0;
  /** How long a sign-out takes before the session ends. */
  logoutDelayMs = 0;
  /** Ends every session when the next call of this method and entity arrives. */
  expireSessionsOn: { method: string; entity: string } | null = null;
  /**
   * Refuses (422) a reference to a project, task, customer or vendor it does not hold, as a real
   * instance does ("… cannot be found in the system"). Seed what a test's pushes refer to.
   */
  refusesUnknownReferences = true;
  /** Where ReleaseFromHold lands: Open, or Pending Approval / Printing / Email on some sites. */
  releaseLandsIn = 'Open';
  /** The site's configuration: Change Order workflow, locked budgets (by ProjectID). */
  readonly site: TFakeSite = {
    holds: (entity, field, value) =>
      this.records(entity as TAcumaticaEntity).some((r) => valueIn(r[field]) === value),
    holdsTask: (project, task) =>
      this.records('ProjectTask').some(
        (r) => valueIn(r.ProjectID) === project && valueIn(r.ProjectTaskID) === task,
      ),
    changeOrderWorkflow: false,
    lockedBudgets: new Set<string>(),
  };
  /** The site uses cost codes: a budget line then needs its CostCode too. */
  costCodes = false;
  /** Status polls an action answers 202 to before it is done (204). */
  actionPolls = 1;
  /** Actions finish (204) but change nothing, as when a workflow condition stops them. */
  actionsTakeNoEffect = false;
  private readonly runningActions = new Map<string, { polls: number; done: () => void }>();
  /** Entity calls being handled now, and the most there ever were at once. */
  private inFlight = 0;
  maxInFlight = 0;
  /** Open sessions (cookie or OAuth token) → when last used. */
  private readonly sessions = new Map<string, number>();
  /** Acumatica ends a session left unused this long (its idle time-out). */
  sessionIdleMs = Infinity;
  /** The OAuth 2.0 client registered on the Connected Applications form. */
  oauthClient = { id: 'n5-client@N5', secret: 'cl1ent-s3cret' };
  /** Token requests received, their form fields (secrets included; for assertions only). */
  readonly tokenRequests: Array<Record<string, string>> = [];
  /** The authorization-code flow: sign-in page, codes, one-time refresh tokens. */
  readonly identity = new FakeAcumaticaIdentity(() => this.oauthClient.id);
  private readonly answers: TAnswer[] = [];
  private readonly store = new Map<string, TAcumaticaRecord[]>();
  private counter = 0;
  private readonly server = createServer((request, response) => {
    this.handle(request, response).catch((error: unknown) => {
      send(response, 500, acumaticaErrorBody(`Fake server failure: ${(error as Error).message}`));
    });
  });
  private port = 0;

  constructor(
    readonly credentials: TFakeCredentials = {
      name: 'n5-api',
      password: 'pa55-word',
      tenant: 'N5',
    },
    readonly endpoint = DEFAULT_ENDPOINT,
  ) {
    const entities = endpointMetadata(endpoint);
    if (!entities) throw new Error(`The fake knows no endpoint ${endpoint}.`);
    this.entities = entities;
  }

  /** The entities and fields of the configured endpoint version (endpoint-metadata.json). */
  private readonly entities: TEndpointMetadata;

  static async start(
    credentials?: TFakeCredentials,
    endpoint?: string,
  ): Promise<FakeAcumaticaServer> {
    const fake = new FakeAcumaticaServer(credentials, endpoint);
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    fake.port = (fake.server.address() as AddressInfo).port;
    return fake;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/AcumaticaERP`;
  }

  /** The app's settings that point it at this fake, signing in with the API user's password. */
  get settings() {
    return {
      ACCOUNTING: 'acumatica',
      ACUMATICA_URL: this.url,
      ACUMATICA_USERNAME: this.credentials.name,
      ACUMATICA_PASSWORD: this.credentials.password,
      ACUMATICA_TENANT: this.credentials.tenant!,
    };
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Forgets every session, as Acumatica does when one times out. */
  expireSessions() {
    this.sessions.clear();
  }

  /** Detail-line ids hold within a session: each sign-in gives every line a new one. */
  private renumberLines() {
    for (const records of this.store.values()) {
      for (const record of records) {
        for (const value of Object.values(record)) {
          if (!Array.isArray(value)) continue;
          for (const line of value as TAcumaticaRecord[]) line.id = randomUUID();
        }
      }
    }
  }

  /** The next `times` sign-ins answer 429 API Login Limit, as when the licence's seats are taken. */
  refuseNextLogins(times = 1) {
    this.refusedLogins += times;
  }

  /** Sessions open now (signed in, not signed out, not expired). */
  get openSessions(): number {
    return this.sessions.size;
  }

  /** The next `times` entity calls answer 401 as an expired session would. */
  answerNextWith401(times = 1) {
    for (let i = 0; i < times; i += 1)
      this.answers.push({ status: 401, body: { message: 'You are not logged in.' } });
  }

  /** The next entity call answers with an Acumatica error body carrying `message`. */
  answerNextWithError(message: string, status = 500) {
    this.answers.push({ status, body: acumaticaErrorBody(message) });
  }

  /**
   * The next `times` entity calls answer as at the seat limit: a 302 to Acumatica's HTML error
   * page (which the fake serves with 200, as a client following redirects would read it).
   */
  answerNextWithSeatLimitRedirect(times = 1) {
    for (let i = 0; i < times; i += 1)
      this.answers.push({ status: 302, headers: { Location: SEAT_LIMIT_PAGE } });
  }

  /** The next call of this method and entity (not any call) answers 500 with `message`. */
  failNext(method: string, entity: TAcumaticaEntity, message: string) {
    this.failures.push({ method, entity, message });
  }
  private readonly failures: Array<{ method: string; entity: string; message: string }> = [];

  /** The next entity call answers exactly this (a 422 with field errors, say). */
  answerNext(status: number, body?: unknown) {
    this.answers.push({ status, body });
  }

  /**
   * The next `times` entity calls are slow: with `queued` they wait `ms` in Acumatica's queue
   * and then run; without, they run at once and their answer comes `ms` late (the record is
   * saved even if the client has given up).
   */
  delayNext(ms: number, { queued = false, times = 1 } = {}) {
    for (let i = 0; i < times; i += 1) this.answers.push({ delayMs: ms, queued });
  }

  /** The next entity call never answers (the client's time-out has to end it). */
  hangNext() {
    this.answers.push({ hang: true });
  }

  /** Puts records in, from plain values: { ProjectID: '101' } is stored as { ProjectID: { value: '101' } }. */
  seed(entity: TAcumaticaEntity, rows: Array<Record<string, unknown>>) {
    const records = this.records(entity);
    for (const row of rows) records.push({ id: randomUUID(), ...toFields(row) });
  }

  /** The records held for an entity, in field shape. */
  records(entity: TAcumaticaEntity): TAcumaticaRecord[] {
    let records = this.store.get(entity);
    if (!records) this.store.set(entity, (records = []));
    return records;
  }

  /** The entity calls received, optionally only those of one method and entity. */
  received(method?: string, entity?: TAcumaticaEntity): TFakeRequest[] {
    return this.requests.filter(
      (r) => (!method || r.method === method) && (!entity || r.entity === entity),
    );
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    const path = url.pathname.replace(/^\/AcumaticaERP/, '');
    const text = await readText(request);
    if (request.method === 'POST' && path === '/identity/connect/token')
      return this.token(Object.fromEntries(new URLSearchParams(text)), response);
    if (request.method === 'GET' && path === '/identity/connect/authorize') {
      const answer = this.identity.authorize(Object.fromEntries(url.searchParams));
      return send(
        response,
        answer.status,
        answer.body,
        answer.location ? { Location: answer.location } : {},
      );
    }
    const body = text ? (JSON.parse(text) as TAcumaticaRecord) : null;
    if (request.method === 'GET' && path === SEAT_LIMIT_PAGE.replace('/AcumaticaERP', ''))
      return send(response, 200, '<html><body>API Login Limit</body></html>');

    if (request.method === 'POST' && path === '/entity/auth/login')
      return this.login(body, response);
    if (request.method === 'POST' && path === '/entity/auth/logout') {
      if (this.logoutDelayMs > 0) await sleep(this.logoutDelayMs);
      this.logouts += 1;
      const session = sessionOf(request);
      if (session) this.sessions.delete(session);
      response.setHeader('Set-Cookie', [
        '.ASPXAUTH=; expires=Thu, 01-Jan-1970 00:00:00 GMT; path=/',
      ]);
      return send(response, 204);
    }

    const prefix = `/entity/${this.endpoint}/`;
    if (!path.startsWith(prefix)) return send(response, 404, { message: `No endpoint at ${path}` });
    const [entity = '', action, statusWord, statusId] = path.slice(prefix.length).split('/');
    const query = Object.fromEntries(url.searchParams);
    if (request.method === 'GET' && action && statusWord === 'status')
      return this.actionStatus(request, response, statusId ?? '');
    const recordId = request.method === 'GET' ? action : undefined;
    const trap = this.expireSessionsOn;
    if (trap && trap.method === request.method && trap.entity === entity && !action) {
      this.expireSessionsOn = null;
      this.expireSessions();
    }
    this.requests.push({
      method: request.method ?? '',
      entity,
      ...(action && !recordId ? { action } : {}),
      ...(recordId ? { id: recordId } : {}),
      query,
      body,
    });
    if (action && !recordId) {
      if (!this.useSession(sessionOf(request)))
        return send(response, 401, { message: 'You are not logged in.' });
      return this.startAction(response, entity, action, path, body);
    }

    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    response.on('close', () => {
      this.inFlight -= 1;
    });
    const failure = this.failures.findIndex(
      (f) => f.method === request.method && f.entity === entity && !action,
    );
    if (failure >= 0) {
      const message = this.failures.splice(failure, 1)[0]?.message ?? 'Failure';
      return send(response, 500, acumaticaErrorBody(message));
    }
    const answer = this.answers.shift();
    if (answer && 'hang' in answer) return; // left open until the client gives up or close()
    if (answer && 'delayMs' in answer) {
      if (answer.queued) await sleep(answer.delayMs);
      const late = new DelayedResponse(response);
      this.entityCall(request, late, entity, query, body, recordId);
      if (!answer.queued) await sleep(answer.delayMs);
      return late.flush();
    }
    if (answer) return send(response, answer.status, answer.body, answer.headers);
    return this.entityCall(request, response, entity, query, body, recordId);
  }

  private entityCall(
    request: IncomingMessage,
    response: ServerResponse | DelayedResponse,
    entity: string,
    query: Record<string, string>,
    body: TAcumaticaRecord | null,
    recordId?: string,
  ) {
    if (!this.useSession(sessionOf(request))) {
      return send(response, 401, { message: 'You are not logged in.' });
    }
    if (!this.entities[entity] || !KEYS[entity])
      return send(response, 404, acumaticaErrorBody(`Entity ${entity} is not in this endpoint.`));
    const unknown = this.unknownNames(entity, query, body);
    if (unknown) return send(response, 400, acumaticaErrorBody(unknown));
    if (request.method === 'PUT' && body) {
      const stale = this.staleLineId(entity, body);
      if (stale) return send(response, 500, acumaticaErrorBody(stale));
      const held = notOnHold(entity, this.existing(entity, body));
      if (held) return send(response, 500, acumaticaErrorBody(held));
      const refused = this.refusedFields(entity, body);
      if (refused) return send(response, 422, refused);
      return send(response, 200, expand(this.upsert(entity, body), query.$expand));
    }
    if (request.method === 'GET' && recordId) {
      const row = this.records(entity as TAcumaticaEntity).find((r) => r.id === recordId);
      if (!row) return send(response, 404, acumaticaErrorBody(`No ${entity} with id ${recordId}.`));
      return send(response, 200, select(expand(row, query.$expand), query.$select));
    }
    if (request.method === 'GET') {
      // Acumatica may refuse to expand detail lists of many records at once; so does the fake.
      const lists = (query.$expand ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter((t) => t && this.isDetailList(entity, t));
      if (lists.length > 0)
        return send(
          response,
          400,
          acumaticaErrorBody(
            `Detail lists (${lists.join(', ')}) cannot be expanded in a list request; ask for each record.`,
          ),
        );
      let rows: TAcumaticaRecord[];
      try {
        rows = this.records(entity as TAcumaticaEntity).filter(matches(query.$filter));
      } catch (error) {
        return send(response, 400, acumaticaErrorBody((error as Error).message));
      }
      const skip = parseInteger(query.$skip) ?? 0;
      const top = parseInteger(query.$top) ?? rows.length;
      return send(
        response,
        200,
        rows
          .slice(skip, skip + top)
          .map((row) => select(expand(row, query.$expand), query.$select)),
      );
    }
    return send(response, 405, { message: `${request.method} is not supported here.` });
  }

  /** A detail list (lines), as opposed to a linked object such as ProjectProperties. */
  private isDetailList(entity: string, name: string): boolean {
    return this.entities[entity]?.lists.includes(name) ?? false;
  }

  /** Names a field, detail or $select/$filter/$expand term the endpoint does not have. */
  private unknownNames(
    entity: string,
    query: Record<string, string>,
    body: TAcumaticaRecord | null,
  ): string | null {
    const meta = this.entities[entity]!;
    const top = new Set([...meta.fields, ...Object.keys(meta.details), ...SYSTEM_FIELDS]);
    const inLine = (detail: string, name: string) =>
      SYSTEM_FIELDS.includes(name) || (meta.details[detail] ?? []).includes(name);
    const bad = (name: string) =>
      `There is no ${name} field in the ${entity} entity of ${this.endpoint}.`;
    for (const [name, value] of Object.entries(body ?? {})) {
      if (!top.has(name)) return bad(name);
      const lines = Array.isArray(value)
        ? (value as TAcumaticaRecord[])
        : value && typeof value === 'object' && !('value' in value) && meta.details[name]
          ? [value as TAcumaticaRecord]
          : [];
      for (const line of lines) {
        const wrong = Object.keys(line).find((key) => !inLine(name, key));
        if (wrong) return bad(`${name}/${wrong}`);
      }
    }
    for (const term of (query.$expand ?? '').split(',').map((t) => t.trim())) {
      if (term && !meta.details[term]) return bad(term);
    }
    for (const term of (query.$select ?? '').split(',').map((t) => t.trim())) {
      if (!term) continue;
      const [head = '', tail] = term.split('/');
      if (tail ? !inLine(head, tail) : !top.has(head)) return bad(term);
    }
    for (const [, name = ''] of (query.$filter ?? '').matchAll(
      /(?:^|\s|\()([A-Za-z_][\w/]*)\s+(?:eq|ne|gt|ge|lt|le)\s/g,
    )) {
      if (!top.has(name) && !meta.details[name.split('/')[0] ?? '']) return bad(name);
    }
    for (const [, name = ''] of (query.$filter ?? '').matchAll(
      /substringof\('(?:[^']|'')*',\s*([\w/]+)\)/g,
    )) {
      if (!top.has(name)) return bad(name);
    }
    return null;
  }

  /** True when the session is open and has not idled out; marks it used. */
  private useSession(session: string | undefined): boolean {
    const lastUsed = session ? this.sessions.get(session) : undefined;
    if (!session || lastUsed === undefined) return false;
    if (Date.now() - lastUsed > this.sessionIdleMs) {
      this.sessions.delete(session);
      return false;
    }
    this.sessions.set(session, Date.now());
    return true;
  }

  /**
   * OAuth 2.0 token endpoint: the resource owner password grant, the authorization code and
   * refresh token grants (fake-acumatica-oauth.ts); client credentials refused.
   */
  private token(form: Record<string, string>, response: ServerResponse) {
    this.logins += 1;
    this.loginTimes.push(Date.now());
    this.tokenRequests.push(form);
    if (form.client_id !== this.oauthClient.id || form.client_secret !== this.oauthClient.secret)
      return send(response, 400, { error: 'invalid_client' });
    const codeFlow =
      form.grant_type === 'authorization_code' || form.grant_type === 'refresh_token';
    if (form.grant_type === 'password') {
      if (form.username !== this.credentials.name || form.password !== this.credentials.password)
        return send(response, 400, {
          error: 'invalid_grant',
          error_description: 'Invalid credentials.',
        });
    } else if (!codeFlow) {
      // Acumatica's identity server offers no client-credentials grant.
      return send(response, 400, { error: 'unsupported_grant_type' });
    }
    if (this.refusedLogins > 0 || this.sessions.size >= this.maxSessions) {
      if (this.refusedLogins > 0) this.refusedLogins -= 1;
      return this.refuseSeat(response);
    }
    const redeemed = codeFlow ? this.identity.redeem(form) : { refreshToken: null };
    if ('error' in redeemed) return send(response, 400, redeemed);
    const token = randomUUID();
    this.renumberLines();
    this.sessions.set(token, Date.now());
    return send(response, 200, {
      access_token: token,
      token_type: 'Bearer',
      expires_in: 3600,
      scope: form.scope ?? '',
      ...(redeemed.refreshToken ? { refresh_token: redeemed.refreshToken } : {}),
    });
  }

  /** A detail line named by an id the record does not have (read in another session). */
  private staleLineId(entity: string, body: TAcumaticaRecord): string | null {
    const keys = KEYS[entity] ?? [];
    const record = this.records(entity as TAcumaticaEntity).find(
      (r) =>
        (body.id !== undefined && r.id === body.id) ||
        (keys.some((k) => body[k] !== undefined) && keys.every((k) => sameValue(r[k], body[k]))),
    );
    for (const [name, value] of Object.entries(body)) {
      if (!Array.isArray(value)) continue;
      const current = new Set(((record?.[name] ?? []) as TAcumaticaRecord[]).map((l) => l.id));
      const line = (value as TAcumaticaRecord[]).find(
        (l) => l.id !== undefined && !current.has(l.id),
      );
      if (line) return `The ${name} line ${String(line.id)} cannot be found.`;
    }
    return null;
  }

  /**
   * 422 for what a real instance refuses on the record: Status written directly (it changes
   * through actions), a Customer sent to an Active project (it cannot change there).
   */
  private refusedFields(entity: string, body: TAcumaticaRecord): TAcumaticaRecord | null {
    const errors: Record<string, string> = {
      ...(this.refusesUnknownReferences ? unknownReferences(this.site, entity, body) : {}),
      ...(entity === 'ProjectBudget' ? readOnlyBudget(this.site, body) : {}),
    };
    if (INITIAL[entity] && body.Status !== undefined)
      errors.Status = 'The status is changed by the actions of the record, not by this field.';
    if (entity === 'Project' && body.Customer !== undefined) {
      const current = this.records('Project').find((r) => sameValue(r.ProjectID, body.ProjectID));
      if (current && valueIn(current.Status) === 'Active')
        errors.Customer = 'The customer cannot be changed for an active project.';
    }
    if (entity === 'ProjectBudget')
      for (const key of this.budgetLineKeys())
        if (valueIn(body[key]) === undefined) errors[key] = `'${key}' cannot be empty.`;
    const lines = entity === 'ChangeOrder' ? body.RevenueBudget : undefined;
    if (Array.isArray(lines)) {
      const keys = this.budgetLineKeys().filter((k) => k !== 'ProjectID');
      const missing = (lines as TAcumaticaRecord[]).flatMap((line) =>
        line.delete ? [] : keys.filter((k) => valueIn(line[k]) === undefined),
      );
      if (missing.length > 0)
        errors.RevenueBudget = `'${[...new Set(missing)].join("', '")}' cannot be empty.`;
    }
    if (Object.keys(errors).length === 0) return null;
    const echoed: TAcumaticaRecord = { ...body };
    for (const [name, error] of Object.entries(errors))
      echoed[name] = { ...(body[name] as object), error };
    return echoed;
  }

  /** A budget line is found by every key; CostCode is one only where the feature is on. */
  private budgetLineKeys(): string[] {
    const keys = KEYS.ProjectBudget!;
    return this.costCodes ? keys : keys.filter((k) => k !== 'CostCode');
  }

  /** A sign-in over the licence's API seats, answered as `seatLimitAnswer` says. */
  private refuseSeat(response: ServerResponse) {
    if (this.seatLimitAnswer === 302)
      return send(response, 302, undefined, { Location: SEAT_LIMIT_PAGE });
    return send(response, this.seatLimitAnswer, acumaticaErrorBody('API Login Limit'));
  }

  /** POST {entity}/{action}: 202 with a Location to poll; the change is made when it completes. */
  private startAction(
    response: ServerResponse,
    entity: string,
    action: string,
    path: string,
    body: TAcumaticaRecord | null,
  ) {
    const meta = this.entities[entity];
    const effect = ACTIONS[entity]?.[action];
    if (!meta || !meta.actions.includes(action) || !effect)
      return send(response, 404, acumaticaErrorBody(`No action ${action} on ${entity}.`));
    const given = (body?.entity ?? null) as TAcumaticaRecord | null;
    const keys = KEYS[entity] ?? [];
    const record = this.records(entity as TAcumaticaEntity).find((r) =>
      given?.id !== undefined
        ? r.id === given.id
        : keys.some((k) => given?.[k] !== undefined) &&
          keys.every((k) => given?.[k] === undefined || sameValue(r[k], given[k])),
    );
    if (!record)
      return send(response, 500, acumaticaErrorBody(`No ${entity} record to ${action} was found.`));
    const id = randomUUID();
    this.runningActions.set(id, {
      polls: this.actionPolls,
      done: () => {
        if (this.actionsTakeNoEffect) return;
        if (effect.billing)
          return runProjectBilling(
            (e) => this.records(e),
            record,
            () => this.nextNumber(),
          );
        const released = action === 'ReleaseFromHold' ? this.releaseLandsIn : undefined;
        if (effect.status) record.Status = { value: released ?? effect.status };
        if (effect.hold !== undefined && 'Hold' in record) record.Hold = { value: effect.hold };
      },
    });
    response.setHeader('Location', `/AcumaticaERP${path}/status/${id}`);
    return send(response, 202);
  }

  private actionStatus(request: IncomingMessage, response: ServerResponse, id: string) {
    if (!this.useSession(sessionOf(request)))
      return send(response, 401, { message: 'You are not logged in.' });
    const running = this.runningActions.get(id);
    if (!running) return send(response, 404, { message: 'No such operation.' });
    if (running.polls > 0) {
      running.polls -= 1;
      return send(response, 202);
    }
    running.done();
    this.runningActions.delete(id);
    return send(response, 204);
  }

  private login(body: TAcumaticaRecord | null, response: ServerResponse) {
    this.logins += 1;
    this.loginTimes.push(Date.now());
    if (this.refusedLogins > 0 || this.sessions.size >= this.maxSessions) {
      if (this.refusedLogins > 0) this.refusedLogins -= 1;
      return this.refuseSeat(response);
    }
    const { name, password, tenant } = this.credentials;
    if (
      !body ||
      body.name !== name ||
      body.password !== password ||
      (tenant && body.tenant !== tenant)
    ) {
      return send(response, 500, acumaticaErrorBody('Invalid credentials. Please try again.'));
    }
    const session = randomUUID();
    this.renumberLines();
    this.sessions.set(session, Date.now());
    response.setHeader('Set-Cookie', [
      `.ASPXAUTH=${session}; path=/; HttpOnly`,
      `ASP.NET_SessionId=${randomUUID()}; path=/; HttpOnly; SameSite=Lax`,
      'Locale=Culture=en-US&TimeZone=GMTM0600G; path=/',
    ]);
    return send(response, 204);
  }

  /** The next number the system gives a new document. */
  private nextNumber(): string {
    this.counter += 1;
    return String(this.counter).padStart(6, '0');
  }

  /** The record a PUT updates: by its id, else by every key field. */
  private existing(entity: string, incoming: TAcumaticaRecord): TAcumaticaRecord | undefined {
    const records = this.records(entity as TAcumaticaEntity);
    const keys = KEYS[entity] ?? [];
    return (
      records.find((r) => incoming.id !== undefined && r.id === incoming.id) ??
      records.find(
        (r) =>
          keys.some((k) => incoming[k] !== undefined) &&
          keys.every((k) => sameValue(r[k], incoming[k])),
      )
    );
  }

  private upsert(entity: string, incoming: TAcumaticaRecord): TAcumaticaRecord {
    const records = this.records(entity as TAcumaticaEntity);
    const numbered = NUMBERED[entity];
    const existing = this.existing(entity, incoming);
    const target = existing ?? { id: randomUUID() };
    if (!existing) {
      const initial = INITIAL[entity];
      if (initial) {
        target.Status = { value: initial.status };
        // Only where the entity has a Hold field (Subcontract has none: its Status says it).
        if (entity !== 'Project' && this.entities[entity]?.fields.includes('Hold'))
          target.Hold = { value: initial.hold };
      }
      if (numbered && valueIn(incoming[numbered]) === undefined)
        target[numbered] = { value: this.nextNumber() };
      records.push(target);
    }
    for (const [name, value] of Object.entries(incoming)) {
      if (name === 'id') continue;
      if (Array.isArray(value))
        target[name] = mergeLines((target[name] as TAcumaticaRecord[]) ?? [], value);
      else target[name] = value;
    }
    return target;
  }
}

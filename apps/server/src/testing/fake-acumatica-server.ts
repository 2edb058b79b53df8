import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseInteger } from '@n5/shared/core/integer';
import { fromNumeric, toJsonNumber } from '@n5/shared/core/decimal';
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
  | { status: number; body?: unknown }
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
const ACTIONS: Record<string, Record<string, { status: string; hold?: boolean }>> = {
  Project: {
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
  /** The licence's limit on API users: a sign-in beyond it is refused with 429. */
  maxSessions = Infinity;
  private refusedLogins = 0;
  /** How long a sign-out takes before the session ends. */
  logoutDelayMs = 0;
  /** Ends every session when the next call of this method and entity arrives. */
  expireSessionsOn: { method: string; entity: string } | null = null;
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
    const body = text ? (JSON.parse(text) as TAcumaticaRecord) : null;

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
    const answer = this.answers.shift();
    if (answer && 'hang' in answer) return; // left open until the client gives up or close()
    if (answer && 'delayMs' in answer) {
      if (answer.queued) await sleep(answer.delayMs);
      const late = new DelayedResponse(response);
      this.entityCall(request, late, entity, query, body, recordId);
      if (!answer.queued) await sleep(answer.delayMs);
      return late.flush();
    }
    if (answer) return send(response, answer.status, answer.body);
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
    return (
      this.records(entity as TAcumaticaEntity).some((r) => Array.isArray(r[name])) ||
      ['Details', 'RevenueBudget', 'Staff', 'Attributes'].includes(name)
    );
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

  /** OAuth 2.0 token endpoint: client credentials, or resource owner password. */
  private token(form: Record<string, string>, response: ServerResponse) {
    this.logins += 1;
    this.loginTimes.push(Date.now());
    this.tokenRequests.push(form);
    if (form.client_id !== this.oauthClient.id || form.client_secret !== this.oauthClient.secret)
      return send(response, 400, { error: 'invalid_client' });
    if (form.grant_type === 'password') {
      if (form.username !== this.credentials.name || form.password !== this.credentials.password)
        return send(response, 400, {
          error: 'invalid_grant',
          error_description: 'Invalid credentials.',
        });
    } else if (form.grant_type !== 'client_credentials') {
      return send(response, 400, { error: 'unsupported_grant_type' });
    }
    if (this.refusedLogins > 0 || this.sessions.size >= this.maxSessions) {
      if (this.refusedLogins > 0) this.refusedLogins -= 1;
      return send(response, 429, acumaticaErrorBody('API Login Limit'));
    }
    const token = randomUUID();
    this.renumberLines();
    this.sessions.set(token, Date.now());
    return send(response, 200, {
      access_token: token,
      token_type: 'Bearer',
      expires_in: 3600,
      scope: form.scope ?? '',
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
    const errors: Record<string, string> = {};
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
        record.Status = { value: effect.status };
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
      return send(response, 429, acumaticaErrorBody('API Login Limit'));
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

  private upsert(entity: string, incoming: TAcumaticaRecord): TAcumaticaRecord {
    const records = this.records(entity as TAcumaticaEntity);
    const keys = KEYS[entity] ?? [];
    const numbered = NUMBERED[entity];
    const existing =
      records.find((r) => incoming.id !== undefined && r.id === incoming.id) ??
      records.find(
        (r) =>
          keys.some((k) => incoming[k] !== undefined) &&
          keys.every((k) => sameValue(r[k], incoming[k])),
      );
    const target = existing ?? { id: randomUUID() };
    if (!existing) {
      const initial = INITIAL[entity];
      if (initial) {
        target.Status = { value: initial.status };
        if (entity !== 'Project') target.Hold = { value: initial.hold };
      }
      if (numbered && valueIn(incoming[numbered]) === undefined) {
        this.counter += 1;
        target[numbered] = { value: String(this.counter).padStart(6, '0') };
      }
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

function mergeLines(current: TAcumaticaRecord[], incoming: unknown[]): TAcumaticaRecord[] {
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
function expand(record: TAcumaticaRecord, expandParam: string | undefined): TAcumaticaRecord {
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
function select(record: TAcumaticaRecord, selectParam: string | undefined): TAcumaticaRecord {
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
function matches(filter: string | undefined): (record: TAcumaticaRecord) => boolean {
  if (!filter) return () => true;
  const clauses = filter.split(/\s+and\s+/i).map((clause) => {
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
      if (op === 'eq') return left === right;
      if (op === 'ne') return left !== right;
      if (left === undefined || left === null) return false;
      const l = left as string | number;
      const r = right as string | number;
      return op === 'gt' ? l > r : op === 'ge' ? l >= r : op === 'lt' ? l < r : l <= r;
    });
}

function parseLiteral(text: string): { value: unknown; isDate: boolean } {
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

function toFields(row: Record<string, unknown>): TAcumaticaRecord {
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

const valueIn = (entry: unknown) =>
  entry !== null && typeof entry === 'object' && 'value' in entry
    ? (entry as { value: unknown }).value
    : undefined;
const sameValue = (a: unknown, b: unknown) => valueIn(a) === valueIn(b);

/** The session a request carries: its bearer token, else its .ASPXAUTH cookie. */
function sessionOf(request: IncomingMessage): string | undefined {
  const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
  return bearer?.[1] ?? cookiesOf(request)['.ASPXAUTH'];
}

function cookiesOf(request: IncomingMessage): Record<string, string> {
  return Object.fromEntries(
    (request.headers.cookie ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => [part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1)]),
  );
}

async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Holds an answer so that it can be sent later. */
class DelayedResponse {
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

function send(response: ServerResponse | DelayedResponse, status: number, body?: unknown) {
  if (response instanceof DelayedResponse) return response.hold(status, body);
  if (response.headersSent) return;
  if (body === undefined) {
    response.writeHead(status).end();
    return;
  }
  response
    .writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' })
    .end(JSON.stringify(body));
}

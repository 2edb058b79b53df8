import { AccountingError } from '../gateway';
import { answerError, htmlAnswerError, isSeatLimit, seatLimitError } from './answers';
import { formatSeconds, queryString, sleep } from './payload';
import {
  DEFAULT_ACTION_POLL_MS,
  DEFAULT_SIGN_IN_RETRIES,
  describeRecord,
  type TAcumaticaEntity,
  type TAcumaticaQuery,
  type TAcumaticaRecord,
} from './records';
import { AcumaticaSession } from './session';

/**
 * A small client for Acumatica's contract-based REST API: cookie sign-in, entity PUT and GET, one
 * fresh sign-in when the session has expired, and errors that say what happened without ever
 * carrying credentials.
 */

export * from './records';
export { AcumaticaSession } from './session';

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

export class AcumaticaClient extends AcumaticaSession {
  /** The endpoint name and version calls go to ("Default/24.200.001"). */
  get endpointVersion(): string {
    return this.endpoint;
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
   * polling every actionPollMs, at most timeoutMs. Re-read the record to see its result.
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
    // 429 on a call (the licence's request limits), or the seat limit's redirect or 500:
    // refused before it ran, so safe to repeat; every caller waits out the same cool-down.
    const retries = this.options.signInRetries ?? DEFAULT_SIGN_IN_RETRIES;
    const limited = () => isSeatLimit(this.options, response);
    for (let attempt = 0; limited() && attempt < retries; attempt += 1) {
      const delay = this.backoff(attempt, response.headers.get('retry-after'));
      this.coolDownUntil = Math.max(this.coolDownUntil, Date.now() + delay);
      this.options.log?.warn({ call: what, waitMs: delay }, 'Acumatica request limit reached');
      response = await this.exchange(method, path, what, body);
    }
    if (response.status === 202 && method === 'POST') {
      await this.awaitAction(response.headers.get('location'), what, record);
      return null;
    }
    if (limited() && response.status !== 429)
      throw seatLimitError(this.options, response, what, record);
    if (!response.ok)
      throw answerError(this.options, response.status, what, record, response.payload);
    if (typeof response.payload === 'string' && /<html/i.test(response.payload))
      throw htmlAnswerError(response.status, what, record);
    return response.payload;
  }

  private async awaitAction(location: string | null, what: string, record: string | null) {
    if (!location) return; // accepted and nothing to follow: treated as done
    const url = new URL(location, `${this.baseUrl}/`).toString();
    const pollMs = this.options.actionPollMs ?? DEFAULT_ACTION_POLL_MS;
    const deadline = Date.now() + this.timeoutMs;
    for (;;) {
      await sleep(pollMs);
      const poll = await this.exchange('GET', url, `${what} (status)`, undefined);
      if (poll.status === 204 || poll.status === 200) return;
      if (poll.status !== 202)
        throw answerError(this.options, poll.status, `${what} (status)`, record, poll.payload);
      if (Date.now() > deadline) {
        throw new AccountingError(
          'timeout',
          `Acumatica had not finished ${what} after ${formatSeconds(this.timeoutMs)} s.`,
          { retryable: true, call: what, record },
        );
      }
    }
  }
}

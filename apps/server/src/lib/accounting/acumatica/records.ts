// Acumatica's records, fields and the client's options and defaults (the client is client.ts).
import type { TRefreshTokenSource } from '../token-store';

/** The first Default version with every entity we use is 23.200.001 (Subcontract); 24.200.001 is 2024 R2. */
export const DEFAULT_ENDPOINT = 'Default/24.200.001';
/**
 * One time-out for every call (sign-in, reads, writes, actions, sign-out): Acumatica may keep a
 * request in its queue for up to 10 minutes before it runs it, so a call waits 11 minutes.
 */
export const DEFAULT_TIMEOUT_MS = 11 * 60_000;
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
  'Customer',
  'Vendor',
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
  /**
   * How long any call may take, and an action may run (DEFAULT_TIMEOUT_MS): one policy, as
   * Acumatica may queue reads and sign-ins as long as writes.
   */
  timeoutMs?: number;
  /** Calls in flight at once; more wait their turn. Default 2. */
  maxConcurrent?: number;
  /**
   * How to sign in: name and password (cookie session, the default), or OAuth 2.0 at
   * /identity/connect/token with the client's id and secret and the resource owner's name and
   * password.
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
      /** Acumatica's OAuth 2.0 server has no client-credentials grant: a user signs in. */
      grant: 'password';
      clientId: string;
      clientSecret: string;
      /** Default "api". */
      scope?: string;
    }
  | {
      /**
       * Authorization code with refresh tokens: an admin signed in once; each sign-in trades the
       * stored refresh token (grant_type=refresh_token) and stores the rotated one it gets back.
       */
      kind: 'oauth-code';
      clientId: string;
      clientSecret: string;
      tokens: TRefreshTokenSource;
      /** Where an admin signs in again, named in the message when the token is refused. */
      connectScreen: string;
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

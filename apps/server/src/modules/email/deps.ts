import type { TConfig } from '../../config/env';
import type { TDb } from '../../db/client';
import type { TJobs } from '../../jobs/boss';

/** What every email use case is handed: the database, the settings, the job queue (or none). */
export interface TEmailDeps {
  db: TDb;
  config: TConfig;
  jobs: TJobs | null;
}

export type TAddressInput = string | string[] | undefined;

/** An address field as a list: none, one or several. */
export const toList = (value: TAddressInput) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Mail leaves only through SMTP_URL; without it, it is held in the outbox. */
export const isDeliveryConfigured = (deps: Pick<TEmailDeps, 'config'>) => !!deps.config.SMTP_URL;

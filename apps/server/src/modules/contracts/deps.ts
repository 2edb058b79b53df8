import type { TLineValue } from '@n5/shared/billing/deductions';
import type { TConfig } from '../../config/env';
import type { TDb, TDbOrTx } from '../../db/client';
import type { TJobs } from '../../jobs/boss';
import type { AccountingGateway } from '../../lib/accounting/gateway';
import { notFound } from '../../lib/errors';
import type { TEmailService } from '../email/index';
import type { TFilesService } from '../files/index';
import { findProject, lockClientContract, lockSubContract } from './queries';

/**
 * What every contracts use case is handed. Email, files, accounting and jobs are optional where
 * a tool builds the module without them; a use case that needs one asks with `need`.
 */
export interface TContractsDeps {
  db: TDb;
  config?: TConfig;
  email?: TEmailService;
  files?: TFilesService;
  accounting?: AccountingGateway;
  jobs?: TJobs | null;
  /** Pay apps (issue 16): the project's invoiced and received work. */
  billing?: {
    invoicedWork(tx: TDbOrTx, projectId: number): Promise<{ invoiced: string; received: string }>;
    certifiedNumbers(tx: TDbOrTx, projectId: number): Promise<number[]>;
    /** Scheduled and billed per line, locking the project's pay apps (issue 31 item 1). */
    lineValues(tx: TDbOrTx, projectId: number): Promise<TLineValue[]>;
  };
  now?: () => Date;
}

export type TContractParty = 'client' | 'sub';
export interface TAccountingJob {
  party: TContractParty;
  guid: string;
  withSignature: boolean;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The clock of the module (tests hand their own). */
export const nowOf = (deps: TContractsDeps) => (deps.now ?? (() => new Date()))();
export const publicUrlOf = (deps: TContractsDeps) => deps.config?.publicUrl ?? '';

/** An optional dependency a use case cannot do without. */
export function need<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`The contracts module needs ${name}.`);
  return value;
}

export type TProjectInfo = NonNullable<Awaited<ReturnType<typeof findProject>>>;

export async function projectOr404(tx: TDbOrTx, projectId: number) {
  const project = await findProject(tx, projectId);
  if (!project) throw notFound(`There is no project ${projectId}.`);
  return project;
}

/** The client contract locked for the transaction, or 404. */
export async function lockClient(tx: TDbOrTx, guid: string) {
  const row = await lockClientContract(tx, guid);
  if (!row) throw notFound('There is no such client contract.');
  return row;
}

/** The sub contract locked for the transaction, or 404. */
export async function lockSub(tx: TDbOrTx, guid: string) {
  const row = await lockSubContract(tx, guid);
  if (!row) throw notFound('There is no such sub contract.');
  return row;
}

/** A contract of either kind locked for the transaction, or 404. */
export const lockContract = (tx: TDbOrTx, party: TContractParty, guid: string) =>
  party === 'client' ? lockClient(tx, guid) : lockSub(tx, guid);

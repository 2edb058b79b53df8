import { needsPermissions, PERMISSION } from '@n5/shared/permissions/roles';
import { amountsLock, lockedAmountsMessage } from '@n5/shared/billing/rules';
import { fromNumeric, PLACES, toNumeric } from '@n5/shared/core/decimal';
import type { TUser } from '@n5/shared/session/schemas';
import type { TConfig } from '../../config/env';
import type { TDb, TDbOrTx, TTx } from '../../db/client';
import type { TJobs } from '../../jobs/boss';
import type { AccountingGateway } from '../../lib/accounting/gateway';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { TEmailService } from '../email/index';
import * as q from './queries';

/** What every billing use case is handed (email, accounting, jobs optional for tools). */
export interface TBillingDeps {
  db: TDb;
  config?: TConfig;
  email?: TEmailService;
  accounting?: AccountingGateway;
  jobs?: TJobs | null;
  /** The pay app page's module: renders and stores a certified pay app's PDF once. */
  payapp?: {
    storeCertifiedPdf(payAppId: number): Promise<void>;
    /** The pay app's PDF as the client's link serves it, with line 8 (the send attaches it). */
    pdfById(payAppId: number): Promise<{ bytes: Buffer; amountDue: string }>;
  };
  now?: () => Date;
}

export interface TPayAppAccountingJob {
  payAppId: number;
}

export const money = (text: string) => toNumeric(fromNumeric(text), PLACES.money);
/** The largest amount pay_app_lines.work and .stored hold (numeric(14,2)). */
export const MAX_LINE_AMOUNT = fromNumeric('999999999999.99');
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const FORBIDDEN_AMOUNTS = `Amounts of an invoiced pay app can be changed only by someone holding ${needsPermissions([PERMISSION.BILLING, PERMISSION.BILLING_MANAGER], 'and')}.`;

/** The clock of the module (tests hand their own). */
export const nowOf = (deps: TBillingDeps) => (deps.now ?? (() => new Date()))();
export const publicUrlOf = (deps: TBillingDeps) => deps.config?.publicUrl ?? '';

/** An optional dependency a use case cannot do without. */
export function need<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`The billing module needs ${name}.`);
  return value;
}

export async function projectOr404(tx: TDbOrTx, projectId: number) {
  const project = await q.findProject(tx, projectId);
  if (!project) throw notFound(`There is no project ${projectId}.`);
  return project;
}

export async function payAppOr404(tx: TDbOrTx, projectId: number, number: number) {
  const row = await q.findPayApp(tx, projectId, number);
  if (!row) throw notFound(`There is no pay app ${number} on project ${projectId}.`);
  return row;
}

/** Locks the project (404 when missing) and returns the pay app (404 when missing). */
export async function lockPayApp(tx: TTx, projectId: number, number: number) {
  if (!(await q.lockProjectPayApps(tx, projectId)))
    throw notFound(`There is no project ${projectId}.`);
  return payAppOr404(tx, projectId, number);
}

/** An invoiced pay app's amounts are locked (409), or forbidden to this user (403). */
export function refuseLockedAmounts(user: TUser, row: q.TPayAppRow) {
  const lock = amountsLock(user, row.status);
  if (lock === 'forbidden') throw forbidden(FORBIDDEN_AMOUNTS);
  if (lock) throw conflict(lockedAmountsMessage(row.number, row.status));
}

/** A release bills only retainage: its work, stored materials and line rates are not edited. */
export function refuseRelease(row: q.TPayAppRow) {
  if (row.kind === 'release')
    throw conflict(
      `Pay app ${row.number} is a retainage release: it bills only retainage, so it has no work, stored materials or line rates to change.`,
    );
}

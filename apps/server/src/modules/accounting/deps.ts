import { createHash } from 'node:crypto';
import type { TConfig } from '../../config/env';
import type { TDb } from '../../db/client';
import type { TAuthorizationSettings } from '../../lib/accounting/acumatica/authorization';

/** What the connection's use cases are handed. */
export interface TAccountingDeps {
  db: TDb;
  config: Pick<TConfig, 'ACCOUNTING' | 'ACUMATICA_AUTH'>;
  /** ACUMATICA_AUTH=oauth-code with ACCOUNTING=acumatica: the sign-in page and the code trade. */
  authorization: TAuthorizationSettings | null;
  /** The refresh token's AES-256-GCM key (ACCOUNTING_TOKEN_KEY), with oauth-code only. */
  tokenKey: Buffer | null;
}

/** States and sessions are kept as hashes: a leaked row names neither. */
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The audit rows' entity of the connection. */
export const CONNECTION_ENTITY = 'accounting_connection';

/** Where the admin lands after signing in to Acumatica. */
export const AFTER_CONNECT = '/accounting-reports?acumatica=connected';
/** Where a refused sign-in goes back to: the section shows the reason, in words. */
export const afterRefusedConnect = (reason: string) =>
  `/accounting-reports?acumatica=failed&reason=${encodeURIComponent(reason)}`;

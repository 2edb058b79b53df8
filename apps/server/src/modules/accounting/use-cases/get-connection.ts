import type { TAccountingConnection } from '@n5/shared/accounting/schemas';
import { readConnection } from '../../../lib/accounting/token-store';
import type { TAccountingDeps } from '../deps';

/** The sign-in configured and, with oauth-code, who connected and when (never the token). */
export async function getConnection(
  deps: Pick<TAccountingDeps, 'db' | 'config'>,
): Promise<TAccountingConnection> {
  const system = deps.config.ACCOUNTING;
  const signIn = system === 'acumatica' ? deps.config.ACUMATICA_AUTH : null;
  const canConnect = signIn === 'oauth-code';
  const row = canConnect ? await readConnection(deps.db) : null;
  return {
    system,
    signIn,
    canConnect,
    connected: row !== null,
    connectedBy: row ? (row.connectedBy ?? 'a removed user') : null,
    connectedAt: row ? row.connectedAt.toISOString() : null,
    rotatedAt: row?.rotatedAt ? row.rotatedAt.toISOString() : null,
  };
}

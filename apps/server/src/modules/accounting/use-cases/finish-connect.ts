import type { TUser } from '@n5/shared/session/schemas';
import { exchangeCode } from '../../../lib/accounting/acumatica/authorization';
import { readConnection, storeRefreshToken } from '../../../lib/accounting/token-store';
import { recordAudit } from '../../../lib/audit';
import { AppError, badRequest, conflict } from '../../../lib/errors';
import { CONNECTION_ENTITY, sha256, type TAccountingDeps } from '../deps';
import { takeSignInState } from '../queries';

const START_AGAIN = 'Start again with Connect on Accounting Reports.';

/**
 * Acumatica's sign-in page came back: the state must be one this admin's session started, unused
 * and under ten minutes old (else 400); the code is traded for tokens and the refresh token is
 * stored encrypted, audited in the same transaction (the token never in the audit row).
 */
export async function finishConnect(
  deps: TAccountingDeps,
  input: { code?: string; state?: string; error?: string; sessionId: string },
  user: TUser,
): Promise<void> {
  const { authorization, tokenKey } = deps;
  if (!authorization || !tokenKey) throw conflict('ACUMATICA_AUTH is not oauth-code.');
  if (!input.state) throw badRequest(`Acumatica's answer carries no state. ${START_AGAIN}`);
  const pending = await takeSignInState(deps.db, sha256(input.state));
  if (
    !pending ||
    pending.sessionHash !== sha256(input.sessionId) ||
    pending.userId !== user.UserID
  ) {
    throw badRequest(
      `This Acumatica sign-in is not one this session started, or it was already used or has ` +
        `expired. ${START_AGAIN}`,
    );
  }
  if (input.error) throw badRequest(`Acumatica did not sign in (${input.error}). ${START_AGAIN}`);
  if (!input.code) throw badRequest(`Acumatica's answer carries no code. ${START_AGAIN}`);
  const traded = await exchangeCode(authorization, input.code);
  if ('refused' in traded) throw new AppError('BAD_GATEWAY', `${traded.refused} ${START_AGAIN}`);
  await deps.db.transaction(async (tx) => {
    const before = await readConnection(tx);
    await storeRefreshToken(tx, tokenKey, { token: traded.refreshToken, userId: user.UserID });
    await recordAudit(tx, {
      userId: user.UserID,
      entity: CONNECTION_ENTITY,
      entityId: 'acumatica',
      action: before ? 'update' : 'insert',
      before: before
        ? { connectedBy: before.connectedByUserId, connectedAt: before.connectedAt }
        : null,
      after: { connectedBy: user.UserID, connectedAt: new Date() },
    });
  });
}

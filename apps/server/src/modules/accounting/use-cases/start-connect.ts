import { randomBytes } from 'node:crypto';
import type { TUser } from '@n5/shared/session/schemas';
import { authorizeUrl } from '../../../lib/accounting/acumatica/authorization';
import { conflict } from '../../../lib/errors';
import { sha256, type TAccountingDeps } from '../deps';
import { insertSignInState } from '../queries';

/**
 * Where the Connect button sends the admin: Acumatica's sign-in page, with a `state` kept on
 * the server for ten minutes, single use, bound to this admin's session.
 */
export async function startConnect(
  deps: TAccountingDeps,
  input: { sessionId: string },
  user: TUser,
): Promise<{ url: string }> {
  if (!deps.authorization) {
    throw conflict(
      `Acumatica signs in with ACUMATICA_AUTH=${deps.config.ACUMATICA_AUTH} ` +
        `(ACCOUNTING=${deps.config.ACCOUNTING}): there is no connection to make.`,
    );
  }
  const state = randomBytes(32).toString('base64url');
  await insertSignInState(deps.db, {
    stateHash: sha256(state),
    sessionHash: sha256(input.sessionId),
    userId: user.UserID,
  });
  return { url: authorizeUrl(deps.authorization, state) };
}

import { AccountingError } from '../gateway';
import { sleep } from './payload';
import type { TAcumaticaAuth } from './records';
import type { TExchange } from './session';

type TCodeAuth = Extract<TAcumaticaAuth, { kind: 'oauth-code' }>;

const refusedGrant = (response: TExchange) =>
  response.status === 400 &&
  (response.payload as { error?: unknown } | null)?.error === 'invalid_grant';

/**
 * Sign-in with ACUMATICA_AUTH=oauth-code: trades the stored refresh token for an access token
 * (grant_type=refresh_token) and stores the rotated refresh token Acumatica sends back, over the
 * one used (compare-and-set). When Acumatica refuses the token as used and another server has
 * rotated it meanwhile, the newer one is tried once; refused still, an admin must sign in again.
 */
export async function refreshSignIn(
  auth: TCodeAuth,
  send: (form: URLSearchParams) => Promise<TExchange>,
): Promise<TExchange> {
  let stored = await auth.tokens.read();
  if (!stored)
    throw notConnected(auth, 'Acumatica is not connected (ACUMATICA_AUTH=oauth-code)', '');
  const form = (token: string) =>
    new URLSearchParams({
      grant_type: 'refresh_token',
      client_id: auth.clientId,
      client_secret: auth.clientSecret,
      refresh_token: token,
    });
  let response = await send(form(stored.token));
  if (refusedGrant(response)) {
    // Another server may have used the same token a moment ago: its rotation is being stored.
    const newer = await newerToken(auth, stored.version);
    if (newer) {
      stored = newer;
      response = await send(form(stored.token));
    }
  }
  if (refusedGrant(response)) {
    throw notConnected(
      auth,
      'Acumatica refused the stored sign-in (invalid_grant: the refresh token was revoked, ' +
        'expired or already used)',
      'again ',
    );
  }
  const rotated = (response.payload as { refresh_token?: unknown } | null)?.refresh_token;
  if (response.ok && typeof rotated === 'string' && rotated) {
    // False when another server stored a newer token first: theirs stays, this access token
    // is still good for this session.
    await auth.tokens.replace(stored.version, rotated);
  }
  return response;
}

/** The token another server stored since `version`, looked for a few times over a second. */
async function newerToken(auth: TCodeAuth, version: number) {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const stored = await auth.tokens.read();
    if (!stored) return null;
    if (stored.version !== version) return stored;
    await sleep(250);
  }
  return null;
}

function notConnected(auth: TCodeAuth, why: string, again: string): AccountingError {
  return new AccountingError(
    'sign-in',
    `${why}. Sign in to Acumatica ${again}on ${auth.connectScreen}.`,
    { status: 400, retryable: false, call: 'sign-in' },
  );
}

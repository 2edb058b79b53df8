import * as client from 'openid-client';
import type { TConfig } from '../../config/env';
import type { TDb } from '../../db/client';
import { AppError, badRequest } from '../../lib/errors';
import { insertOidcLogin, takeOidcLogin } from './queries';

export interface TOidcIdentity {
  subject: string;
  email: string | null;
}

/**
 * The provider's configuration, discovered on first use and kept; a failed discovery is tried
 * again on the next call.
 */
function discoverer(config: TConfig) {
  let discovered: Promise<client.Configuration> | null = null;
  return function configuration() {
    discovered ??= client
      .discovery(
        new URL(config.OIDC_ISSUER!),
        config.OIDC_CLIENT_ID!,
        config.OIDC_CLIENT_SECRET,
        undefined,
        // Plain http only for a provider on this machine (tests, local development).
        config.OIDC_ISSUER!.startsWith('http://')
          ? { execute: [client.allowInsecureRequests] }
          : undefined,
      )
      .catch((error: unknown) => {
        discovered = null;
        throw new AppError('INTERNAL', `Sign-in provider unavailable: ${(error as Error).message}`);
      });
    return discovered;
  };
}

/**
 * OpenID Connect sign-in (Microsoft Entra ID in production; any conforming provider works).
 * Discovery happens on first use, so the app starts even while the provider is unreachable.
 */
export function createOidc(deps: { config: TConfig; db: TDb }) {
  const { config, db } = deps;
  const configuration = discoverer(config);
  const redirectUri = `${config.publicUrl}/auth/callback`;

  async function startLogin(returnTo: string): Promise<{ url: string; state: string }> {
    const oidc = await configuration();
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    await insertOidcLogin(db, { state, codeVerifier, nonce, returnTo });
    const url = client.buildAuthorizationUrl(oidc, {
      redirect_uri: redirectUri,
      scope: 'openid profile email',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, state };
  }

  /** Exchanges the code; `expectedState` is the state this browser started with (cookie). */
  async function finishLogin(
    currentUrl: URL,
    expectedState: string | undefined,
  ): Promise<TOidcIdentity & { returnTo: string }> {
    const state = currentUrl.searchParams.get('state');
    if (!state || !expectedState || state !== expectedState) {
      throw badRequest(
        'This sign-in link is not valid for this browser. Start again from the sign-in page.',
      );
    }
    const pending = await takeOidcLogin(db, state);
    if (!pending)
      throw badRequest('This sign-in attempt has expired. Start again from the sign-in page.');
    const oidc = await configuration();
    const tokens = await client.authorizationCodeGrant(oidc, currentUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: state,
      expectedNonce: pending.nonce,
    });
    const claims = tokens.claims();
    if (!claims) throw badRequest('The sign-in provider returned no identity.');
    // Entra ID: `oid` is the stable user id; email may be in email, preferred_username or upn.
    const subject = String(claims.oid ?? claims.sub);
    const email = [claims.email, claims.preferred_username, claims.upn].find(
      (v): v is string => typeof v === 'string' && v.includes('@'),
    );
    return { subject, email: email ?? null, returnTo: pending.returnTo };
  }

  async function logoutUrl(): Promise<string> {
    try {
      const oidc = await configuration();
      if (!oidc.serverMetadata().end_session_endpoint) return '/';
      return client.buildEndSessionUrl(oidc, { post_logout_redirect_uri: `${config.publicUrl}/` })
        .href;
    } catch {
      return '/';
    }
  }

  return { startLogin, finishLogin, logoutUrl };
}
export type TOidc = ReturnType<typeof createOidc>;

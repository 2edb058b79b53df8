import { parseBody } from './payload';

/**
 * The admin's side of ACUMATICA_AUTH=oauth-code: the address of Acumatica's sign-in page, and
 * the trade of the code it sends back for tokens. The client (refresh.ts) does the rest.
 */
export interface TAuthorizationSettings {
  /** The instance address, e.g. https://erp.example.com/AcumaticaERP. */
  url: string;
  clientId: string;
  clientSecret: string;
  redirectUrl: string;
  timeoutMs: number;
}

/** Offline access is what makes Acumatica hand out a refresh token. */
export const AUTHORIZATION_SCOPE = 'api offline_access';

const base = (url: string) => url.replace(/\/+$/, '');

export function authorizeUrl(settings: TAuthorizationSettings, state: string): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: settings.clientId,
    redirect_uri: settings.redirectUrl,
    scope: AUTHORIZATION_SCOPE,
    state,
  });
  return `${base(settings.url)}/identity/connect/authorize?${query.toString()}`;
}

/** The refresh token for `code`, or what Acumatica said instead (never a secret). */
export async function exchangeCode(
  settings: TAuthorizationSettings,
  code: string,
): Promise<{ refreshToken: string } | { refused: string }> {
  let response: Response;
  try {
    response = await fetch(`${base(settings.url)}/identity/connect/token`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: settings.redirectUrl,
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
      }).toString(),
      redirect: 'manual',
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    return { refused: `Acumatica could not be reached (${(error as Error).name}).` };
  }
  const body = parseBody(await response.text()) as Record<string, unknown> | string | null;
  const token = typeof body === 'object' && body ? body.refresh_token : undefined;
  if (response.ok && typeof token === 'string' && token) {
    await signOut(settings, typeof body === 'object' && body ? body.access_token : undefined);
    return { refreshToken: token };
  }
  if (response.ok)
    return {
      refused:
        'Acumatica gave no refresh token: allow offline access (scope offline_access) for the ' +
        'Connected Application.',
    };
  const said =
    typeof body === 'object' && body
      ? [body.error, body.error_description].filter((v) => typeof v === 'string').join(': ')
      : '';
  return {
    refused: `Acumatica refused the sign-in code (${response.status}${said ? `, ${said}` : ''}).`,
  };
}

/** The access token of the trade is not used: its session is ended so it holds no seat. */
async function signOut(settings: TAuthorizationSettings, accessToken: unknown) {
  if (typeof accessToken !== 'string' || !accessToken) return;
  await fetch(`${base(settings.url)}/entity/auth/logout`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${accessToken}` },
    redirect: 'manual',
    signal: AbortSignal.timeout(settings.timeoutMs),
  }).catch(() => undefined);
}

import { randomUUID } from 'node:crypto';

/**
 * The fake Acumatica's authorization-code flow (issue 38 item 5): its sign-in page signs the
 * user in at once and sends the browser back with a code and the state; the token endpoint
 * trades a code (once) and a refresh token (once: each answer carries a new one, the old is
 * refused with invalid_grant, as with one-time refresh tokens).
 */
export class FakeAcumaticaIdentity {
  /** Codes handed out and not yet traded, with the redirect URI and scope they were given for. */
  private readonly codes = new Map<string, { redirectUri: string; scope: string }>();
  /** Refresh tokens that still work; a used or revoked one is not here. */
  private readonly refreshTokens = new Set<string>();
  /** Every refresh token ever issued, in order (for assertions). */
  readonly issuedRefreshTokens: string[] = [];
  /** The sign-in page's requests, their query (for assertions). */
  readonly authorizeRequests: Array<Record<string, string>> = [];

  constructor(private readonly clientId: () => string) {}

  /**
   * GET /identity/connect/authorize: a 302 back to redirect_uri with a code and the state, or
   * a 400 for a request Acumatica would refuse (unknown client, not response_type=code).
   */
  authorize(query: Record<string, string>): { status: number; location?: string; body?: unknown } {
    this.authorizeRequests.push(query);
    if (query.client_id !== this.clientId()) return { status: 400, body: 'unauthorized_client' };
    if (query.response_type !== 'code' || !query.redirect_uri)
      return { status: 400, body: 'invalid_request' };
    const code = randomUUID();
    this.codes.set(code, { redirectUri: query.redirect_uri, scope: query.scope ?? '' });
    const back = new URL(query.redirect_uri);
    back.searchParams.set('code', code);
    if (query.state !== undefined) back.searchParams.set('state', query.state);
    return { status: 302, location: back.toString() };
  }

  /**
   * The authorization_code and refresh_token grants: the refresh token to answer with (null
   * without offline_access), or the error Acumatica's identity server gives.
   */
  redeem(
    form: Record<string, string>,
  ): { refreshToken: string | null } | { error: string; error_description?: string } {
    if (form.grant_type === 'authorization_code') {
      const issued = form.code ? this.codes.get(form.code) : undefined;
      if (!issued) return { error: 'invalid_grant', error_description: 'Invalid code.' };
      this.codes.delete(form.code!);
      if (issued.redirectUri !== form.redirect_uri)
        return { error: 'invalid_grant', error_description: 'Invalid redirect_uri.' };
      return {
        refreshToken: issued.scope.split(' ').includes('offline_access') ? this.issue() : null,
      };
    }
    const token = form.refresh_token ?? '';
    if (!this.refreshTokens.delete(token))
      return { error: 'invalid_grant', error_description: 'Invalid refresh token.' };
    return { refreshToken: this.issue() };
  }

  /** Every refresh token stops working, as when the user's grant is revoked in Acumatica. */
  revokeRefreshTokens() {
    this.refreshTokens.clear();
  }

  private issue(): string {
    const token = `rt-${randomUUID()}`;
    this.refreshTokens.add(token);
    this.issuedRefreshTokens.push(token);
    return token;
  }
}

import type { Server } from 'node:http';
import Provider from 'oidc-provider';

/**
 * A local OpenID provider standing in for Microsoft Entra ID. Its development login form
 * accepts any login; the login typed becomes the subject and the email claim.
 */
export async function startOidcProvider(options: { port: number; appUrl: string }) {
  const issuer = `http://127.0.0.1:${options.port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'n5-workspace',
        client_secret: 'n5-test-secret',
        redirect_uris: [`${options.appUrl}/auth/callback`],
        post_logout_redirect_uris: [`${options.appUrl}/`],
      },
    ],
    claims: { openid: ['sub', 'oid'], email: ['email'], profile: ['name'] },
    // Like Entra ID, the stable user id is an `oid` claim distinct from the email.
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({ sub: id, oid: `oid-${id}`, email: id, name: id }),
    }),
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    // Like Entra ID, put the scope's claims (email, name) in the ID token itself; by default
    // oidc-provider keeps them for the userinfo endpoint, which our server does not call.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
  });
  provider.proxy = false;
  const server: Server = await new Promise((resolve) => {
    const s = provider.listen(options.port, '127.0.0.1', () => resolve(s));
  });
  return {
    issuer,
    clientId: 'n5-workspace',
    clientSecret: 'n5-test-secret',
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

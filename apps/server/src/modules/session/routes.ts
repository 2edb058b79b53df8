import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ACCESS } from '@n5/shared/permissions/access';
import { AUTH_NAVIGATION, sessionContract } from '@n5/shared/session/contract';
import type { TConfig } from '../../config/env';
import { notFound } from '../../lib/errors';
import { registerRoute } from '../../lib/route';
import type { TOidc } from './oidc';
import type { TSessionService } from './service';
import { safeReturnTo } from '../../lib/return-to';

const OIDC_STATE_COOKIE = 'n5_oidc_state';

type TNavigationConfig = {
  access: typeof ACCESS.public;
  rateLimit: { max: number; timeWindow: string };
};

/**
 * Single sign-on as browser navigation: the login redirect to the provider (its state in a
 * cookie for the callback) and the callback that starts the session.
 */
function registerSsoNavigation(
  app: FastifyInstance,
  sessions: TSessionService,
  options: { config: TConfig; oidc: TOidc | null; publicNavigation: TNavigationConfig },
) {
  const { config, oidc, publicNavigation } = options;
  app.get(
    AUTH_NAVIGATION.login,
    {
      config: publicNavigation,
      schema: {
        summary: 'Browser navigation: start single sign-on',
        querystring: z.object({ returnTo: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const returnTo = safeReturnTo((request.query as { returnTo?: string }).returnTo);
      if (!oidc) return reply.redirect('/');
      const { url, state } = await oidc.startLogin(returnTo);
      reply.setCookie(OIDC_STATE_COOKIE, state, {
        httpOnly: true,
        sameSite: 'lax',
        secure: config.publicUrl.startsWith('https://'),
        path: AUTH_NAVIGATION.callback,
        maxAge: 3600,
      });
      return reply.redirect(url);
    },
  );

  app.get(
    AUTH_NAVIGATION.callback,
    {
      config: publicNavigation,
      schema: { summary: 'Browser navigation: single sign-on callback' },
    },
    async (request, reply) => {
      if (!oidc) throw notFound('Single sign-on is off.');
      const currentUrl = new URL(request.url, config.publicUrl);
      const expectedState = request.cookies[OIDC_STATE_COOKIE];
      reply.clearCookie(OIDC_STATE_COOKIE, { path: AUTH_NAVIGATION.callback });
      let identity;
      try {
        identity = await oidc.finishLogin(currentUrl, expectedState);
      } catch (error) {
        request.log.warn({ err: error }, 'single sign-on failed');
        return reply.redirect('/?error=signin-failed');
      }
      const userId = await sessions.findSsoUser(identity);
      if (!userId) {
        request.log.warn({ email: identity.email }, 'single sign-on for an unknown user');
        return reply.redirect('/?error=not-registered');
      }
      await sessions.startSession(userId, request, reply);
      return reply.redirect(identity.returnTo);
    },
  );
}

export function registerSessionRoutes(
  app: FastifyInstance,
  sessions: TSessionService,
  options: { config: TConfig; oidc: TOidc | null },
) {
  const { config, oidc } = options;
  const isDev = config.authMode === 'dev';
  const publicNavigation = {
    access: ACCESS.public,
    rateLimit: { max: app.publicRateLimit, timeWindow: '1 minute' },
  };

  registerRoute(app, sessionContract.getConfig, async () => ({
    companyName: config.COMPANY_NAME,
    companyShort: config.COMPANY_SHORT,
    authMode: config.authMode,
    environment: config.NODE_ENV,
  }));

  registerRoute(app, sessionContract.getAuthUser, async ({ request }) => ({
    user: request.user,
    isAuthenticated: !!request.user,
  }));

  registerRoute(app, sessionContract.listDemoUsers, async () => {
    if (!isDev) throw notFound('Demo sign-in is off.');
    return { users: await sessions.listDemoUsers() };
  });

  registerRoute(app, sessionContract.devLogin, async ({ body, request, reply }) => {
    if (!isDev) throw notFound('Demo sign-in is off.');
    const userId = await sessions.findDemoUser(body.email);
    const user = await sessions.startSession(userId, request, reply);
    return { user, isAuthenticated: !!user };
  });

  registerSsoNavigation(app, sessions, { config, oidc, publicNavigation });

  // A POST under the CSRF check: a link or a form on another site cannot sign users out.
  registerRoute(app, sessionContract.logout, async ({ request, reply }) => {
    await sessions.endSession(request, reply);
    return { redirectTo: oidc ? await oidc.logoutUrl() : '/' };
  });
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TConfig } from '../../config/env';
import type { TDb } from '../../db/client';
import { forbidden } from '../../lib/errors';
import { newSessionToken, SESSION_COOKIE, sessionIdOf } from '../../lib/session-token';
import { createFindUser } from './find-user';
import type { TIdentityCache } from './identity-cache';
import type { TOidcIdentity } from './oidc';
import {
  deleteExpiredSessions,
  deleteSession,
  findActiveUserByAdid,
  findActiveUserByEmail,
  insertSession,
  listDemoUsers,
  setUserAdid,
} from './queries';

/** Sign-in and sessions: who is signed in, demo sign-in, single sign-on users. */
export function createSessionService(deps: {
  config: TConfig;
  db: TDb;
  identities: TIdentityCache;
}) {
  const { config, db, identities } = deps;
  const secure = config.publicUrl.startsWith('https://');
  const ttlMs = config.SESSION_TTL_HOURS * 3600_000;
  const findUser = createFindUser(db, identities);

  async function startSession(userId: number, request: FastifyRequest, reply: FastifyReply) {
    await deleteExpiredSessions(db);
    const token = newSessionToken();
    await insertSession(db, {
      id: sessionIdOf(token),
      userId,
      expiresAt: new Date(Date.now() + ttlMs),
      userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      ipAddress: request.ip,
    });
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/',
      maxAge: Math.floor(ttlMs / 1000),
    });
    const user = await findUser(sessionIdOf(token));
    request.log.info({ userId }, 'signed in');
    return user;
  }

  async function endSession(request: FastifyRequest, reply: FastifyReply) {
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const sessionId = sessionIdOf(token);
      await deleteSession(db, sessionId);
      // This instance at once; the others hear migration 0030's NOTIFY within milliseconds.
      identities.forget({ kind: 'session', sessionId });
    }
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  /** Demo sign-in: any active user by email. Only reachable when AUTH_MODE=dev. */
  async function findDemoUser(email: string) {
    const user = await findActiveUserByEmail(db, email);
    if (!user) throw forbidden(`No active user has the email ${email}.`);
    return user.userId;
  }

  /**
   * Matches an SSO identity to one of our users: by its stable subject first, else by email
   * (remembering the subject for next time). Unknown people are refused; admins add users.
   */
  async function findSsoUser(identity: TOidcIdentity) {
    const bySubject = await findActiveUserByAdid(db, identity.subject);
    if (bySubject) return bySubject.userId;
    const byEmail = identity.email ? await findActiveUserByEmail(db, identity.email) : null;
    if (!byEmail) return null;
    if (!byEmail.adid) {
      await setUserAdid(db, byEmail.userId, identity.subject);
      identities.forget({ kind: 'user', userId: byEmail.userId });
    } else if (byEmail.adid !== identity.subject) return null;
    return byEmail.userId;
  }

  return {
    startSession,
    endSession,
    findDemoUser,
    findSsoUser,
    /** The user of a live session (the access guard asks on every request). */
    findUser,
    /** Forgets kept identities at once on this instance, after a change this instance made. */
    forgetIdentities: identities.forget,
    listDemoUsers: () => listDemoUsers(db),
  };
}
export type TSessionService = ReturnType<typeof createSessionService>;

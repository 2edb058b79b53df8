import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'n5_session';

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Sessions are stored by the hash of their token, never the token itself. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

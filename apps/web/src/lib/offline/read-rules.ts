import type { QueryKey } from '@tanstack/react-query';
import { isFieldPage } from '../../sw/sw-routes';

/**
 * Which reads the phone keeps for offline use (issue 39 item 5): whatever the field area read
 * last, so a reload without network shows the same screens, and the session and config the app
 * starts with. Not the session's own markers (ended, the demo user list).
 */
export function isKeptRead(queryKey: QueryKey, pathname: string): boolean {
  if (!isFieldPage(pathname)) return false;
  if (queryKey[0] !== 'session') return true;
  return queryKey[1] === 'user' || queryKey[1] === 'config';
}

export const readId = (queryKey: QueryKey) => JSON.stringify(queryKey);

/**
 * What the reply of GET /auth/user means for the kept reads: `clear` when nobody is signed in
 * or someone else is (nobody reads another's data on a shared phone), else `keep`.
 */
export function sessionChange(
  keptUserId: number | null,
  reply: { user: { UserID: number } | null } | undefined,
): 'keep' | 'clear' {
  const userId = reply?.user?.UserID ?? null;
  if (userId === null) return 'clear';
  return keptUserId === null || keptUserId === userId ? 'keep' : 'clear';
}

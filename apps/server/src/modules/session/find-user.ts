import type { TUser } from '@n5/shared/session/schemas';
import type { TDbOrTx } from '../../db/client';
import type { TIdentityCache } from './identity-cache';
import { findIdentityBySessionId } from './queries';

/**
 * The user of a live session (the access guard asks on every request): kept by this instance
 * until a change is heard, the session ends or the safety time runs out (identity-cache.ts).
 */
export function createFindUser(db: TDbOrTx, identities: TIdentityCache) {
  return async function findUser(sessionId: string): Promise<TUser | null> {
    const kept = identities.get(sessionId);
    if (kept) return kept.user;
    const readAt = identities.generation();
    const identity = await findIdentityBySessionId(db, sessionId);
    if (!identity) return null;
    identities.set(sessionId, identity, readAt);
    return identity.user;
  };
}

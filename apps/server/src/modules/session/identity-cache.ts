import { parseInteger } from '@n5/shared/core/integer';
import type { TUser } from '@n5/shared/session/schemas';

/** What changed, as the `n5_identity` channel says it (migration 0030) or the app knows it. */
export type TIdentityChange =
  { kind: 'session'; sessionId: string } | { kind: 'user'; userId: number } | { kind: 'all' };

export interface TIdentity {
  user: TUser;
  /** When the session ends (ms since the epoch): a kept identity is never used after it. */
  expiresAt: number;
}

interface TEntry extends TIdentity {
  keptUntil: number;
}

export interface TIdentityCacheOptions {
  /** Most sessions kept; the least recently used goes first. */
  maxEntries: number;
  /** Safety net: an entry is read again after this long even if no change was heard. 0: off. */
  ttlMs: number;
  now?: () => number;
}

/** A payload of the `n5_identity` channel; null for one this version does not know. */
export function parseIdentityChange(payload: string): TIdentityChange | null {
  if (payload === 'all') return { kind: 'all' };
  const [kind, value] = payload.split(':', 2);
  if (kind === 'session' && value) return { kind: 'session', sessionId: value };
  const userId = kind === 'user' && value ? parseInteger(value) : null;
  if (userId !== null) return { kind: 'user', userId };
  return null;
}

/**
 * The identities of recent sessions on this instance (issue 37 item 3), keyed by the session
 * token's hash. Only a found identity is kept (an unknown token always asks the database). A
 * read that started before a change may not store what it read: `generation` counts the changes
 * heard, and a lookup stores only if none was heard while it ran. `enabled` is off while changes
 * cannot be heard (the listening connection is down): then every request asks the database.
 */
export function createIdentityCache(options: TIdentityCacheOptions) {
  const now = options.now ?? (() => Date.now());
  const entries = new Map<string, TEntry>();
  let generation = 0;
  let enabled = false;

  function get(sessionId: string): TIdentity | null {
    if (!enabled) return null;
    const entry = entries.get(sessionId);
    if (!entry) return null;
    const at = now();
    entries.delete(sessionId);
    if (entry.expiresAt <= at || entry.keptUntil <= at) return null;
    entries.set(sessionId, entry); // most recently used last
    return entry;
  }

  function set(sessionId: string, identity: TIdentity, readAt: number) {
    if (!enabled || readAt !== generation || options.ttlMs <= 0) return;
    entries.delete(sessionId);
    entries.set(sessionId, { ...identity, keptUntil: now() + options.ttlMs });
    while (entries.size > options.maxEntries) {
      entries.delete(entries.keys().next().value!);
    }
  }

  function forget(change: TIdentityChange) {
    generation++;
    if (change.kind === 'all') entries.clear();
    else if (change.kind === 'session') entries.delete(change.sessionId);
    else {
      for (const [id, entry] of entries) {
        if (entry.user.UserID === change.userId) entries.delete(id);
      }
    }
  }

  return {
    get,
    set,
    forget,
    /** The generation to hand back to `set` with what a lookup started now reads. */
    generation: () => generation,
    /** Changes can be heard (true) or not (false); either way nothing kept so far is trusted. */
    setEnabled(on: boolean) {
      forget({ kind: 'all' });
      enabled = on;
    },
    get size() {
      return entries.size;
    },
  };
}
export type TIdentityCache = ReturnType<typeof createIdentityCache>;

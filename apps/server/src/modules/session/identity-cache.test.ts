import { describe, expect, it } from 'vitest';
import type { TUser } from '@n5/shared/session/schemas';
import { createIdentityCache, parseIdentityChange, type TIdentity } from './identity-cache';

const userOf = (UserID: number): TUser => ({
  UserID,
  DisplayName: `User ${UserID}`,
  ADID: null,
  EmailAddress: `u${UserID}@n5.local`,
  FirstName: 'U',
  LastName: String(UserID),
  Initials: 'U',
  Roles: [],
  Permissions: [],
});

function cacheAt(start = 1_000_000, options: { maxEntries?: number; ttlMs?: number } = {}) {
  const clock = { now: start };
  const cache = createIdentityCache({
    maxEntries: options.maxEntries ?? 100,
    ttlMs: options.ttlMs ?? 30_000,
    now: () => clock.now,
  });
  cache.setEnabled(true);
  const keep = (sessionId: string, userId: number, expiresAt = start + 3600_000) => {
    const identity: TIdentity = { user: userOf(userId), expiresAt };
    cache.set(sessionId, identity, cache.generation());
  };
  return { cache, clock, keep };
}

describe('identity cache', () => {
  it('keeps a found identity until its safety time runs out', () => {
    const { cache, clock, keep } = cacheAt();
    keep('s1', 1);
    expect(cache.get('s1')?.user.UserID).toBe(1);
    clock.now += 29_999;
    expect(cache.get('s1')).not.toBeNull();
    clock.now += 1;
    expect(cache.get('s1')).toBeNull();
  });

  it('never serves a session past its end', () => {
    const { cache, clock, keep } = cacheAt();
    keep('s1', 1, clock.now + 1000);
    clock.now += 1000;
    expect(cache.get('s1')).toBeNull();
  });

  it('forgets one session, every session of a user, or all', () => {
    const { cache, keep } = cacheAt();
    keep('a', 1);
    keep('b', 1);
    keep('c', 2);
    cache.forget({ kind: 'session', sessionId: 'c' });
    expect(cache.get('c')).toBeNull();
    cache.forget({ kind: 'user', userId: 1 });
    expect([cache.get('a'), cache.get('b')]).toEqual([null, null]);
    keep('d', 3);
    cache.forget({ kind: 'all' });
    expect(cache.size).toBe(0);
  });

  it('does not store what a lookup read before a change was heard', () => {
    const { cache } = cacheAt();
    const readAt = cache.generation();
    cache.forget({ kind: 'user', userId: 7 }); // heard while the lookup ran
    cache.set('s1', { user: userOf(7), expiresAt: Date.now() + 3600_000 }, readAt);
    expect(cache.get('s1')).toBeNull();
  });

  it('drops the least recently used beyond its size', () => {
    const { cache, keep } = cacheAt(1_000_000, { maxEntries: 2 });
    keep('a', 1);
    keep('b', 2);
    cache.get('a');
    keep('c', 3);
    expect(cache.get('b')).toBeNull();
    expect(cache.get('a')).not.toBeNull();
    expect(cache.get('c')).not.toBeNull();
  });

  it('keeps nothing while changes cannot be heard', () => {
    const { cache, keep } = cacheAt();
    keep('a', 1);
    cache.setEnabled(false);
    expect(cache.get('a')).toBeNull();
    keep('b', 2);
    expect(cache.size).toBe(0);
    cache.setEnabled(true);
    expect(cache.get('a')).toBeNull();
  });

  it('reads the channel payloads; an unknown one is null', () => {
    expect(parseIdentityChange('all')).toEqual({ kind: 'all' });
    expect(parseIdentityChange('user:12')).toEqual({ kind: 'user', userId: 12 });
    expect(parseIdentityChange('session:ab12')).toEqual({ kind: 'session', sessionId: 'ab12' });
    expect(parseIdentityChange('user:')).toBeNull();
    expect(parseIdentityChange('role:3')).toBeNull();
  });
});

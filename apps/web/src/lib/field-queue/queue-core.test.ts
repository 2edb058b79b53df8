import { describe, expect, it } from 'vitest';
import { flushQueue, isRetryStatus, memoryStore, type TQueuedEntry } from './queue-core';
import { isOwnEntry } from './owner';

const entry = (key: string, seq: number): TQueuedEntry => ({
  key,
  seq,
  route: 'addPurchaseOrder',
  body: {},
  projectId: 1,
  scope: 'condition:1',
  label: key,
  state: 'pending',
  message: null,
  madeAt: '2026-01-01T00:00:00.000Z',
});

describe('flushQueue', () => {
  it('sends oldest first and removes what was sent', async () => {
    const store = memoryStore([entry('b', 2), entry('a', 1), entry('c', 3)]);
    const order: string[] = [];
    const sent = await flushQueue(store, async (e) => {
      order.push(e.key);
      return { ok: true };
    });
    expect(order).toEqual(['a', 'b', 'c']);
    expect(sent.map((e) => e.key)).toEqual(['a', 'b', 'c']);
    expect(await store.all()).toEqual([]);
  });

  it('stops at a network failure and keeps the rest pending, in order', async () => {
    const store = memoryStore([entry('a', 1), entry('b', 2)]);
    await flushQueue(store, async () => ({ ok: false, retry: true, message: 'offline' }));
    expect((await store.all()).map((e) => [e.key, e.state])).toEqual([
      ['a', 'pending'],
      ['b', 'pending'],
    ]);
  });

  it('keeps a refused entry with its message and goes on with the next', async () => {
    const store = memoryStore([entry('a', 1), entry('b', 2)]);
    const sent = await flushQueue(store, async (e) =>
      e.key === 'a' ? { ok: false, retry: false, message: 'Amount is wrong.' } : { ok: true },
    );
    expect(sent.map((e) => e.key)).toEqual(['b']);
    expect(await store.all()).toMatchObject([
      { key: 'a', state: 'refused', message: 'Amount is wrong.' },
    ]);
    // A refused entry is not sent again until it is fixed.
    let calls = 0;
    await flushQueue(store, async () => {
      calls++;
      return { ok: true };
    });
    expect(calls).toBe(0);
  });

  it('retries the network, sign-in, rate-limit and server failures; not the refusals', () => {
    expect([0, 401, 408, 429, 500, 503].every(isRetryStatus)).toBe(true);
    expect([400, 403, 404, 409, 422].some(isRetryStatus)).toBe(false);
  });
});

describe('the queue is its maker’s', () => {
  it('sends only what the signed-in person made (and entries from before users were kept)', async () => {
    const mine = { ...entry('mine', 1), userId: 7 };
    const theirs = { ...entry('theirs', 2), userId: 8 };
    const legacy = entry('legacy', 3);
    const store = memoryStore([mine, theirs, legacy]);
    const sent = await flushQueue(
      store,
      async () => ({ ok: true }),
      (e) => isOwnEntry(e, 7),
    );
    expect(sent.map((e) => e.key)).toEqual(['mine', 'legacy']);
    expect((await store.all()).map((e) => e.key)).toEqual(['theirs']);
    expect(isOwnEntry(theirs, null)).toBe(false);
  });
});

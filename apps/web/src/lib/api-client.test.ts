import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserContract } from '@n5/shared/browser/contract';
import { projectContract } from '@n5/shared/project/contract';
import { callApi } from './api-client';
import { newIdempotencyKey } from './idempotency-key';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Stands in for the network (not our code): answers each call with the next outcome. */
function network(outcomes: Array<'lost' | number>) {
  const keys: Array<string | undefined> = [];
  const fetch = vi.fn((_url: string, init: RequestInit) => {
    keys.push((init.headers as Record<string, string>)['idempotency-key']);
    const outcome = outcomes.shift();
    if (outcome === 'lost') return Promise.reject(new TypeError('Failed to fetch'));
    const body =
      outcome === 200 ? { project: [{ ProjectID: 7 }] } : { error: { code: 'X', message: 'No.' } };
    return Promise.resolve(new Response(JSON.stringify(body), { status: outcome }));
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, keys };
}

// The retry pauses run on fake timers, so the tests take no wall time.
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout'] }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function settled<T>(call: Promise<T>): Promise<T> {
  const outcome = call.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.runAllTimersAsync();
  const result = await outcome;
  if ('error' in result) throw result.error;
  return result.value;
}

describe('creates carry an Idempotency-Key and resend it when the reply is lost', () => {
  it('sends one key per action and the same key on each retry', async () => {
    const { fetch, keys } = network(['lost', 503, 200]);
    const reply = await settled(
      callApi(browserContract.addProject, { body: { projectName: 'Depot' } }),
    );
    expect(reply.project[0]!.ProjectID).toBe(7);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(keys[0]).toMatch(UUID);
    expect(new Set(keys).size).toBe(1);

    const next = network([200]);
    await settled(callApi(browserContract.addProject, { body: { projectName: 'Depot' } }));
    expect(next.keys[0]).not.toBe(keys[0]);
  });

  it('gives up after two retries with the network error', async () => {
    const { fetch } = network(['lost', 'lost', 'lost']);
    await expect(
      settled(callApi(browserContract.addProject, { body: { projectName: 'Depot' } })),
    ).rejects.toMatchObject({ code: 'NETWORK' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('sends no key and does not retry a write that is not a create', async () => {
    const { fetch, keys } = network(['lost']);
    await expect(
      settled(
        callApi(projectContract.setProjectInfo, {
          body: { projectID: 7, field: 'ProjectDescription', value: 'x' },
        }),
      ),
    ).rejects.toMatchObject({ code: 'NETWORK' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(keys).toEqual([undefined]);
  });

  it('keys are random version-4 UUIDs', () => {
    const keys = new Set(Array.from({ length: 100 }, newIdempotencyKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(UUID);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import * as referenceData from './reference-data';

interface TOptions {
  queryKey: readonly unknown[];
  queryFn?: unknown;
  staleTime?: unknown;
}
const options: Array<[string, TOptions]> = Object.entries(referenceData);

/** The address an option's fetch asks for (the reply is not needed for that). */
async function requestedPath(option: TOptions) {
  const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  const { queryKey } = option;
  const queryFn = option.queryFn as QueryFunction;
  await new QueryClient().fetchQuery({ queryKey, queryFn, retry: false }).catch(() => undefined);
  return (fetch.mock.calls[0] as unknown as [string])[0];
}

afterEach(() => vi.unstubAllGlobals());

describe('reference data', () => {
  it('fetches each list from one key only, and each key fetches one list', async () => {
    const byPath = new Map<string, string>();
    const byKey = new Map<string, string>();
    for (const [name, option] of options) {
      const path = await requestedPath(option);
      const key = JSON.stringify(option.queryKey);
      expect(byPath.get(path), `${name} fetches ${path} again`).toBeUndefined();
      expect(byKey.get(key), `${name} reuses the key of ${byKey.get(key)}`).toBeUndefined();
      byPath.set(path, name);
      byKey.set(key, name);
    }
    expect(byPath.size).toBe(options.length);
  });

  it('keys every list under reference and keeps it fresh for a while', () => {
    for (const [name, option] of options) {
      expect(option.queryKey[0], name).toBe('reference');
      expect(option.staleTime, name).toBeGreaterThanOrEqual(30_000);
    }
  });

  it('resolves to the list itself', async () => {
    const users = [{ UserID: 1, DisplayName: 'Priya Raman' }];
    vi.stubGlobal('fetch', async () => Response.json({ users }));
    await expect(new QueryClient().fetchQuery(referenceData.displayNamesQuery)).resolves.toEqual(
      users,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';

type TKey = readonly unknown[];

/** Every key the factory makes, by its path ("project.info"), with sample arguments. */
function everyKey(node: object, path = ''): Array<[string, TKey]> {
  return Object.entries(node).flatMap(([name, value]): Array<[string, TKey]> => {
    const at = path ? `${path}.${name}` : name;
    if (Array.isArray(value)) return [[at, value]];
    if (typeof value === 'function') return [[at, (value as (...a: unknown[]) => TKey)(7, 7)]];
    return everyKey(value as object, at);
  });
}

const isPrefix = (prefix: TKey, key: TKey) =>
  prefix.length <= key.length && prefix.every((part, i) => part === key[i]);

describe('queryKeys', () => {
  const keys = everyKey(queryKeys);
  const leaves = keys.filter(([path]) => !path.endsWith('.all') && path !== 'outbox.lists');

  it('gives every list its own key', () => {
    const seen = new Map<string, string>();
    for (const [path, key] of leaves) {
      const hash = JSON.stringify(key);
      expect(seen.get(hash), `${path} repeats ${seen.get(hash)}`).toBeUndefined();
      seen.set(hash, path);
    }
  });

  it('never makes one key the start of another list key, so invalidating one spares the rest', () => {
    for (const [path, key] of leaves) {
      for (const [other, otherKey] of leaves) {
        if (other !== path) expect(isPrefix(key, otherKey), `${path} / ${other}`).toBe(false);
      }
    }
  });

  it("puts each key under its scope's `all`", () => {
    for (const [path, key] of keys) {
      const scopes = path.split('.').slice(0, -1);
      scopes.forEach((_, depth) => {
        const scopePath = scopes.slice(0, depth + 1).join('.');
        const all = keys.find(([p]) => p === `${scopePath}.all`)?.[1];
        if (all) expect(isPrefix(all, key), `${path} under ${scopePath}`).toBe(true);
      });
    }
  });

  it('keeps reference lists apart from the screens that read them', () => {
    for (const [path, key] of keys) {
      expect(key[0] === 'reference', path).toBe(path.startsWith('reference'));
    }
  });

  it('makes equal keys from equal arguments, and different keys from different ones', () => {
    expect(queryKeys.project.info(3)).toEqual(queryKeys.project.info(3));
    expect(queryKeys.project.info(3)).not.toEqual(queryKeys.project.info(4));
    expect(queryKeys.outbox.list({ page: 2 })).toEqual(
      queryKeys.outbox.list({ page: 2, status: undefined }),
    );
    expect(queryKeys.outbox.list({ page: 1, status: 'failed' })).not.toEqual(
      queryKeys.outbox.list({ page: 1 }),
    );
  });

  it("puts a project's notes under the project, and every outbox page under its lists", () => {
    expect(isPrefix(queryKeys.project.all(5), queryKeys.project.notes(5))).toBe(true);
    expect(isPrefix(queryKeys.project.all(5), queryKeys.project.notes(6))).toBe(false);
    expect(isPrefix(queryKeys.outbox.lists(), queryKeys.outbox.list({ page: 3 }))).toBe(true);
    expect(isPrefix(queryKeys.outbox.lists(), queryKeys.outbox.message(3))).toBe(false);
  });
});

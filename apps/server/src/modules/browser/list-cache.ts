import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { TDbOrTx } from '../../db/client';
import { FAST_COMPRESSION } from '../../lib/compression';
import {
  listBrowserProjectsSnapshot,
  readBrowserListState,
  type TBrowserListSnapshot,
} from './queries';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type TListEncoding = 'br' | 'gzip';

/**
 * The settings of per-request compression (FAST_COMPRESSION: 4.5 MB in ~15 ms), so a request that
 * builds the list pays no more than before; the requests after it pay nothing.
 */
const ENCODERS: Record<TListEncoding, (body: string) => Promise<Buffer>> = {
  br: (body) => brotli(body, FAST_COMPRESSION.brotliOptions),
  gzip: (body) => gzip(body, FAST_COMPRESSION.zlibOptions),
};

type TScope = 'active' | 'archived';

type TEntry = {
  version: string;
  since: Pick<TBrowserListSnapshot, 'greenSince' | 'yellowSince'>;
  body: string;
  encoded: Partial<Record<TListEncoding, Promise<Buffer>>>;
};

/**
 * The project browser's two list replies, kept by each server instance while the database says
 * they are current (issue 20 item 3: the list's statements take 30–110 ms on a busy machine).
 * Every request asks the database one small question (readBrowserListState): the version that
 * the triggers of migration 0009 set at the commit of any write to the tables the list shows,
 * and whether the time has moved a notes colour (the only value that depends on it). So two
 * instances, which share only the database, can never serve a list older than the last commit
 * they could have seen: the version is read before the rows, so a write committed meanwhile
 * leaves an entry marked older than its rows, which the next request replaces.
 */
export function createBrowserListCache(db: TDbOrTx, build: (rows: string) => string) {
  const entries = new Map<string, TEntry>();
  /** The build under way per scope, which callers that read the same version share. */
  const building = new Map<string, { version: string; entry: Promise<TEntry> }>();

  async function make(scope: TScope, version: string | null): Promise<TEntry> {
    const snapshot = await listBrowserProjectsSnapshot(db, scope);
    const entry = {
      version: version ?? '',
      since: snapshot,
      body: build(snapshot.json),
      encoded: {},
    };
    if (version !== null) entries.set(scope, entry);
    return entry;
  }

  async function current(scope: TScope): Promise<TEntry> {
    const held = entries.get(scope);
    // Read before any row: a write that commits later changes the version, so the entry built
    // below can only be older than its version says, never newer.
    const state = await readBrowserListState(db, held?.since);
    if (held && state?.version === held.version && state.coloursHold) return held;
    if (!state) {
      entries.delete(scope);
      return make(scope, null);
    }
    // A build under way at this version is shared, unless the clock is what made the kept one
    // stale (that build may have read the rows before a notes colour turned).
    const pending = building.get(scope);
    const staleByClock = held?.version === state.version;
    if (pending?.version === state.version && !staleByClock) return pending.entry;
    const entry = make(scope, state.version).finally(() => {
      if (building.get(scope)?.entry === entry) building.delete(scope);
    });
    building.set(scope, { version: state.version, entry });
    return entry;
  }

  return {
    /** The reply body as JSON text. */
    body: async (scope: TScope) => (await current(scope)).body,
    /** The reply body, compressed once per version of the list. */
    async encoded(scope: TScope, encoding: TListEncoding) {
      const entry = await current(scope);
      const encoded = (entry.encoded[encoding] ??= ENCODERS[encoding](entry.body));
      // A failed compression is not kept: the next request tries again.
      encoded.catch(() => {
        if (entry.encoded[encoding] === encoded) delete entry.encoded[encoding];
      });
      return encoded;
    },
  };
}
export type TBrowserListCache = ReturnType<typeof createBrowserListCache>;

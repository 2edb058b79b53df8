import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { TAuthUserReply } from '@n5/shared/session/schemas';
import { isFieldPage } from '../../sw/sw-routes';
import { withStore } from '../field-queue/indexeddb-store';
import { sessionKeys } from '../session-keys';
import { isKeptRead, readId, sessionChange } from './read-rules';

interface TKeptRead {
  key: string;
  queryKey: QueryKey;
  data: unknown;
  updatedAt: number;
}

const available = () => typeof indexedDB !== 'undefined';
const SESSION_KEY = readId(sessionKeys.user());
let keptUserId: number | null = null;
/** Writes go one after another, so a clear is never overtaken by a write made before it. */
let writes: Promise<unknown> = Promise.resolve();
const enqueue = (work: () => Promise<unknown>) => {
  writes = writes.then(work).catch(() => undefined);
  return writes;
};

/** Forgets every kept read (signing out; the session ended; someone else signed in). */
export function forgetFieldReads() {
  keptUserId = null;
  if (!available()) return Promise.resolve();
  return enqueue(() => withStore('reads', 'readwrite', (s) => s.clear()));
}

function keep(read: TKeptRead) {
  if (!available()) return;
  void enqueue(() => withStore('reads', 'readwrite', (s) => s.put(read)));
}

/**
 * Keeps the field area's successful reads in IndexedDB as they arrive (the rule is
 * read-rules.ts). The service worker keeps the code; this keeps the data the screens last
 * showed, for this user only.
 */
export function keepFieldReads(queryClient: QueryClient) {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const { queryKey, state } = event.query;
    if (readId(queryKey) === SESSION_KEY) {
      const reply = state.data as TAuthUserReply | undefined;
      if (sessionChange(keptUserId, reply) === 'clear') void forgetFieldReads();
      keptUserId = reply?.user?.UserID ?? null;
    }
    if (!isKeptRead(queryKey, window.location.pathname)) return;
    try {
      keep({ key: readId(queryKey), queryKey, data: state.data, updatedAt: state.dataUpdatedAt });
    } catch {
      // a reply that cannot be stored is simply not kept
    }
  });
}

/**
 * On a field page, puts the kept reads back into the query cache before the first render, marked
 * stale: online, each screen refetches what it shows at once; offline, it shows what it read
 * last. Gives up after `limitMs`, so a slow IndexedDB never holds the app back.
 */
export async function restoreFieldReads(queryClient: QueryClient, limitMs = 1000) {
  if (!available() || !isFieldPage(window.location.pathname)) return;
  const reads = withStore('reads', 'readonly', (s) => s.getAll() as IDBRequest<TKeptRead[]>).catch(
    () => [] as TKeptRead[],
  );
  const timeout = new Promise<TKeptRead[]>((resolve) => setTimeout(() => resolve([]), limitMs));
  for (const read of await Promise.race([reads, timeout])) {
    queryClient.setQueryData(read.queryKey, read.data, { updatedAt: read.updatedAt });
    void queryClient.invalidateQueries({
      queryKey: read.queryKey,
      exact: true,
      refetchType: 'none',
    });
    if (read.key === SESSION_KEY)
      keptUserId = (read.data as TAuthUserReply | undefined)?.user?.UserID ?? null;
  }
}

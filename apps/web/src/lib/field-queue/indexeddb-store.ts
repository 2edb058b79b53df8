import { memoryStore, type TQueuedEntry, type TQueueStore } from './queue-core';

const DB_NAME = 'n5-field';
/** Version 2 added `reads` (lib/offline/read-snapshot.ts) beside the queue. */
const DB_VERSION = 2;
export type TFieldStore = 'queue' | 'reads';
const STORES: TFieldStore[] = ['queue', 'reads'];

export function idbRequest<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

let opened: Promise<IDBDatabase> | null = null;
function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, DB_VERSION);
    req.onupgradeneeded = () => {
      for (const name of STORES)
        if (!req.result.objectStoreNames.contains(name))
          req.result.createObjectStore(name, { keyPath: 'key' });
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB could not be opened'));
  });
  return opened;
}

/** One request on one of the field area's stores, in its own transaction, once committed. */
export async function withStore<T>(
  store: TFieldStore,
  mode: IDBTransactionMode,
  work: (s: IDBObjectStore) => IDBRequest<T>,
) {
  const db = await database();
  const tx = db.transaction(store, mode);
  const result = await idbRequest(work(tx.objectStore(store)));
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
  return result;
}

/**
 * The queue kept in the browser's IndexedDB: it outlives a reload and a closed browser. A browser
 * without IndexedDB (a private window of some browsers) keeps it in memory. An entry may hold
 * Blobs (a receipt's PDF): IndexedDB stores them as they are.
 */
export function indexedDbStore(): TQueueStore {
  if (typeof indexedDB === 'undefined') return memoryStore();
  return {
    all: () => withStore('queue', 'readonly', (s) => s.getAll() as IDBRequest<TQueuedEntry[]>),
    put: async (entry) => {
      await withStore('queue', 'readwrite', (s) => s.put(entry));
    },
    remove: async (key) => {
      await withStore('queue', 'readwrite', (s) => s.delete(key));
    },
  };
}

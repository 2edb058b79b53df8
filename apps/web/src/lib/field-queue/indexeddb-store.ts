import { memoryStore, type TQueuedEntry, type TQueueStore } from './queue-core';

const DB_NAME = 'n5-field';
const STORE = 'queue';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

let opened: Promise<IDBDatabase> | null = null;
function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'key' });
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB could not be opened'));
  });
  return opened;
}

async function withStore<T>(mode: IDBTransactionMode, work: (s: IDBObjectStore) => IDBRequest<T>) {
  const db = await database();
  const tx = db.transaction(STORE, mode);
  const result = await request(work(tx.objectStore(STORE)));
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
  return result;
}

/**
 * The queue kept in the browser's IndexedDB: it outlives a reload and a closed browser. A browser
 * without IndexedDB (a private window of some browsers) keeps it in memory.
 */
export function indexedDbStore(): TQueueStore {
  if (typeof indexedDB === 'undefined') return memoryStore();
  return {
    all: () => withStore('readonly', (s) => s.getAll() as IDBRequest<TQueuedEntry[]>),
    put: async (entry) => {
      await withStore('readwrite', (s) => s.put(entry));
    },
    remove: async (key) => {
      await withStore('readwrite', (s) => s.delete(key));
    },
  };
}

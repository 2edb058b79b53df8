/**
 * The field queue (issue 39 "Work that survives a dead zone"): what a phone logs is kept here
 * first, with the Idempotency-Key it was made with, and sent in the order it was made. Pure
 * parts: the entry, the store's shape and the flush loop (unit-tested with a memory store).
 */

export type TQueueState = 'pending' | 'refused';

export interface TQueuedEntry {
  /** The Idempotency-Key of the write, from the moment it was made; the store's key too. */
  key: string;
  /** Order made: entries are sent oldest first. */
  seq: number;
  /** Which write (a name of QUEUED_ROUTES). */
  route: string;
  body: unknown;
  projectId: number;
  /** Where it shows as pending ("condition:12"), so a screen lists its own. */
  scope: string;
  /** What the person reads ("Equipment $120.00"). */
  label: string;
  state: TQueueState;
  /** The server's refusal, for a refused entry. */
  message: string | null;
  madeAt: string;
  /** Who made it: only they see it and only their session sends it (owner.ts). */
  userId?: number;
}

export interface TQueueStore {
  all(): Promise<TQueuedEntry[]>;
  put(entry: TQueuedEntry): Promise<void>;
  remove(key: string): Promise<void>;
}

/** How a send failed: the network (try again later) or a refusal (keep it with its message). */
export type TSendOutcome = { ok: true } | { ok: false; retry: boolean; message: string };

/**
 * Sends the pending entries oldest first. A sent entry leaves the store; a refused one stays
 * with the server's message (never dropped); a network failure stops the loop, to be tried
 * again when the network returns. Answers the entries that were sent.
 */
export async function flushQueue(
  store: TQueueStore,
  send: (entry: TQueuedEntry) => Promise<TSendOutcome>,
  /** Which entries this session may send (its user's). */
  isSendable: (entry: TQueuedEntry) => boolean = () => true,
): Promise<TQueuedEntry[]> {
  const sent: TQueuedEntry[] = [];
  const entries = (await store.all())
    .filter((e) => e.state === 'pending' && isSendable(e))
    .sort((a, b) => a.seq - b.seq);
  for (const entry of entries) {
    const outcome = await send(entry);
    if (outcome.ok) {
      await store.remove(entry.key);
      sent.push(entry);
      continue;
    }
    if (outcome.retry) break;
    await store.put({ ...entry, state: 'refused', message: outcome.message });
  }
  return sent;
}

/** An in-memory store (tests, and a browser without IndexedDB). */
export function memoryStore(initial: TQueuedEntry[] = []): TQueueStore {
  const map = new Map(initial.map((e) => [e.key, e]));
  return {
    all: async () => [...map.values()],
    put: async (entry) => {
      map.set(entry.key, entry);
    },
    remove: async (key) => {
      map.delete(key);
    },
  };
}

/** Statuses that mean "try again later", not "the server refused this". */
export const isRetryStatus = (status: number) =>
  status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;

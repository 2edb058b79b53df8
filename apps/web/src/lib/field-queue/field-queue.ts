import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TRouteContract } from '@n5/shared/core/contract';
import { costLoggingContract } from '@n5/shared/cost-logging/contract';
import { inspectionsContract } from '@n5/shared/inspections/contract';
import { mobileContract } from '@n5/shared/mobile/contract';
import { notesContract } from '@n5/shared/notes/contract';
import { ApiError, callApi, type TReplyOf } from '../api-client';
import { newIdempotencyKey } from '../idempotency-key';
import { queryKeys } from '../query-keys';
import { indexedDbStore } from './indexeddb-store';
import { fieldQueueOwner, isOwnEntry, onFieldQueueOwnerChange } from './owner';
import { flushQueue, isRetryStatus, type TQueuedEntry, type TSendOutcome } from './queue-core';
import { sendQueuedReceipt, type TQueuedReceipt } from './receipt-sender';

/** The writes the field queue may hold, by name (a stored entry names its write). */
export const QUEUED_ROUTES = {
  saveLabor: costLoggingContract.saveLabor,
  addPurchaseOrder: costLoggingContract.addPurchaseOrder,
  addInventoryItem: costLoggingContract.addInventoryItem,
  addJobStartupSignature: mobileContract.addJobStartupSignature,
  addNoteMobile: notesContract.addNoteMobile,
  saveVanResult: inspectionsContract.saveVanResult,
  saveUniformResult: inspectionsContract.saveUniformResult,
  saveWarehouseResult: inspectionsContract.saveWarehouseResult,
  saveSafetyResult: inspectionsContract.saveSafetyResult,
} satisfies Record<string, TRouteContract>;
/** A write the queue sends in steps of its own: a receipt (its PDF, the analysis, the save). */
export const RECEIPT_ROUTE = 'receipt';
export type TQueuedRoute = keyof typeof QUEUED_ROUTES | typeof RECEIPT_ROUTE;

/** The scope every survey's kept answers start with (`survey:<type>:<event>`). */
export const SURVEY_SCOPE = 'survey:';

/** How often pending entries are tried while some wait (besides the browser's online event). */
const RETRY_EVERY_MS = 3000;

const store = indexedDbStore();
let entries: TQueuedEntry[] = [];
let loaded = false;
const listeners = new Set<() => void>();
const sentListeners = new Set<(entry: TQueuedEntry) => void>();
let seqCounter = 0;

const isMine = (entry: TQueuedEntry) => isOwnEntry(entry, fieldQueueOwner());

async function reload() {
  entries = (await store.all()).filter(isMine).sort((a, b) => a.seq - b.seq);
  loaded = true;
  for (const l of listeners) l();
}

async function send(entry: TQueuedEntry): Promise<TSendOutcome> {
  const contract = QUEUED_ROUTES[entry.route as keyof typeof QUEUED_ROUTES] as
    TRouteContract | undefined;
  const isReceipt = entry.route === RECEIPT_ROUTE;
  if (!contract && !isReceipt)
    return { ok: false, retry: false, message: 'This entry can no longer be sent.' };
  try {
    if (isReceipt) await sendQueuedReceipt(entry.body as TQueuedReceipt, entry.key);
    else await callApi(contract!, { body: entry.body } as never, { idempotencyKey: entry.key });
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiError) {
      return { ok: false, retry: isRetryStatus(error.status), message: error.message };
    }
    return { ok: false, retry: true, message: String(error) };
  }
}

let flushing: Promise<void> | null = null;
/** Sends what waits, one flush at a time. */
export function flushFieldQueue(): Promise<void> {
  flushing ??= (async () => {
    try {
      const sent = await flushQueue(store, send, isMine);
      for (const entry of sent) for (const l of sentListeners) l(entry);
    } finally {
      await reload();
      flushing = null;
    }
  })();
  return flushing;
}

type TFieldWrite = {
  route: TQueuedRoute;
  body: unknown;
  projectId: number;
  scope: string;
  label: string;
  /** The key of a refused entry being fixed: it is replaced. */
  replaces?: string;
  /** The write's Idempotency-Key when it was already tried once. */
  key?: string;
};

/** Keeps a write on the phone, then tries to send it at once. */
export async function enqueueFieldWrite(input: TFieldWrite) {
  if (input.replaces) await store.remove(input.replaces);
  const entry: TQueuedEntry = {
    key: input.key ?? newIdempotencyKey(),
    seq: Date.now() * 1000 + (seqCounter++ % 1000),
    route: input.route,
    body: input.body,
    projectId: input.projectId,
    scope: input.scope,
    label: input.label,
    state: 'pending',
    message: null,
    madeAt: new Date().toISOString(),
    userId: fieldQueueOwner() ?? undefined,
  };
  await store.put(entry);
  await reload();
  void flushFieldQueue();
  return entry;
}

type TDirectRoute = keyof typeof QUEUED_ROUTES;

/**
 * Sends a write at once when the network answers, so the screen shows the server's reply (a
 * note's recipients, a survey's score); keeps it on the phone when the network does not answer,
 * or when earlier writes of the same scope still wait (they must arrive first). Both paths use
 * one Idempotency-Key, so a reply lost on the way is replayed, never doubled. A refusal throws
 * as a direct call does. Answers the reply, or null when the write was kept.
 */
export async function sendOrKeepFieldWrite<R extends TDirectRoute>(
  input: TFieldWrite & { route: R },
): Promise<TReplyOf<(typeof QUEUED_ROUTES)[R]> | null> {
  if (!loaded) await reload();
  const key = newIdempotencyKey();
  const waiting = entries.some((e) => e.scope === input.scope);
  if (!waiting && navigator.onLine) {
    try {
      const contract = QUEUED_ROUTES[input.route] as TRouteContract;
      const reply = await callApi(contract, { body: input.body } as never, {
        idempotencyKey: key,
      });
      return reply as TReplyOf<(typeof QUEUED_ROUTES)[R]>;
    } catch (error) {
      if (!(error instanceof ApiError) || !isRetryStatus(error.status)) throw error;
    }
  }
  await enqueueFieldWrite({ ...input, key });
  return null;
}

/** Discards a refused (or pending) entry: the person's choice, never the app's. */
export async function discardFieldWrite(key: string) {
  await store.remove(key);
  await reload();
}

// Another person signed in: show and send their entries, not the last person's.
onFieldQueueOwnerChange(() => {
  if (!loaded) return;
  void reload().then(() => flushFieldQueue());
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!loaded) void reload();
  return () => listeners.delete(listener);
}

/** Every entry on the phone (pending and refused), oldest first; re-renders on change. */
export function useFieldQueue(): TQueuedEntry[] {
  return useSyncExternalStore(subscribe, () => entries);
}

/**
 * Runs the queue while the field area is open: sends on start, when the browser says the
 * network is back, and every few seconds while entries wait; refreshes the project's data when
 * an entry is sent.
 */
export function useFieldQueueRunner() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onSent = (entry: TQueuedEntry) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.project.all(entry.projectId) });
      // Labor time moves the weekly hours' reported day too; a job start-up the project list's flag.
      if (entry.route === 'saveLabor' || entry.route === 'addJobStartupSignature') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.mobile.all });
      }
      if (entry.scope.startsWith(SURVEY_SCOPE)) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.inspections.all });
      }
    };
    sentListeners.add(onSent);
    const kick = () => void flushFieldQueue();
    window.addEventListener('online', kick);
    const timer = window.setInterval(() => {
      if (entries.some((e) => e.state === 'pending')) kick();
    }, RETRY_EVERY_MS);
    kick();
    return () => {
      sentListeners.delete(onSent);
      window.removeEventListener('online', kick);
      window.clearInterval(timer);
    };
  }, [queryClient]);
}

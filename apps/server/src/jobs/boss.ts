import { PgBoss, fromPglite } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase } from '../db/client';
import { QUEUE_OPTIONS, type TQueueName } from './queues';

export interface TJobs {
  boss: PgBoss;
  send(
    queue: TQueueName,
    data: object,
    options?: { startAfterSeconds?: number; priority?: number; singletonKey?: string },
  ): Promise<string | null>;
  /**
   * Stops fetching jobs and waits up to `timeoutMs` (default 5 s) for running ones. With
   * `close: false` the queue stays open for sends (a shutdown's requests in flight may still
   * queue work for another instance); a later stop() closes it.
   */
  stop(options?: { timeoutMs?: number; close?: boolean }): Promise<void>;
}

/**
 * pg-boss on the app's own database: PostgreSQL through a connection string, or the embedded
 * PGlite instance through pg-boss's adapter (one process, so its LISTEN/NOTIFY is in-process).
 */
export async function startJobs(
  database: TDatabase,
  options: {
    databaseUrl?: string;
    log: FastifyBaseLogger;
    /** Per-queue overrides, e.g. the email retry policy from config. */
    queueOptions?: Partial<typeof QUEUE_OPTIONS>;
  },
): Promise<TJobs> {
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(database.pglite!), backend: 'pglite' })
      : new PgBoss({ connectionString: options.databaseUrl!, max: 4 });
  boss.on('error', (error) => options.log.error({ err: error }, 'background jobs error'));
  await boss.start();
  for (const [name, queueOptions] of Object.entries({
    ...QUEUE_OPTIONS,
    ...options.queueOptions,
  })) {
    // createQueue keeps an existing queue's policy; updateQueue applies changed settings (not
    // the policy, which only a new queue takes).
    const { policy: _policy, ...settings } = queueOptions as typeof queueOptions & {
      policy?: string;
    };
    await boss.createQueue(name, queueOptions);
    await boss.updateQueue(name, settings);
  }
  return {
    boss,
    send: (queue, data, sendOptions) =>
      boss.send(queue, data, {
        ...(sendOptions?.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
        // Higher runs first: a person waiting on a page goes before a backlog.
        ...(sendOptions?.priority ? { priority: sendOptions.priority } : {}),
        // On a stately queue, one queued job per key: a second send while one waits is dropped.
        ...(sendOptions?.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
      }),
    stop: (options) =>
      boss.stop({
        graceful: true,
        timeout: options?.timeoutMs ?? 5000,
        close: options?.close ?? true,
      }),
  };
}

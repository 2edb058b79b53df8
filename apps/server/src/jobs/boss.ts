import { PgBoss, fromPglite } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase } from '../db/client';
import { QUEUE_OPTIONS, type TQueueName } from './queues';

export interface TJobs {
  boss: PgBoss;
  send(
    queue: TQueueName,
    data: object,
    options?: { startAfterSeconds?: number; priority?: number },
  ): Promise<string | null>;
  stop(): Promise<void>;
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
    // createQueue keeps an existing queue's policy; updateQueue applies changed settings.
    await boss.createQueue(name, queueOptions);
    await boss.updateQueue(name, queueOptions);
  }
  return {
    boss,
    send: (queue, data, sendOptions) =>
      boss.send(queue, data, {
        ...(sendOptions?.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
        // Higher runs first: a person waiting on a page goes before a backlog.
        ...(sendOptions?.priority ? { priority: sendOptions.priority } : {}),
      }),
    stop: () => boss.stop({ graceful: true, timeout: 5000 }),
  };
}

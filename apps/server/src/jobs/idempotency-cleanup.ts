import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../db/client';
import { deleteExpiredKeys } from '../lib/idempotency/store';
import type { TJobs } from './boss';
import { QUEUES } from './queues';

/** Every hour, on the hour. */
export const CLEANUP_CRON = '0 * * * *';

/**
 * Deletes Idempotency-Keys past their lifetime (KEY_LIFETIME_HOURS). An expired key no longer
 * answers anyway (the lookup checks its age), so this only keeps the table small; pg-boss runs
 * a schedule once across instances.
 */
export async function startIdempotencyCleanup(db: TDb, jobs: TJobs, log: FastifyBaseLogger) {
  await jobs.boss.work(QUEUES.idempotencyCleanup, { batchSize: 1 }, async () => {
    const deleted = await deleteExpiredKeys(db);
    if (deleted > 0) log.info({ deleted }, 'expired idempotency keys deleted');
  });
  await jobs.boss.schedule(QUEUES.idempotencyCleanup, CLEANUP_CRON, {}, { tz: 'UTC' });
}

import { z } from 'zod';
import { defineRoute } from '../core/contract';
import { ACCESS } from '../permissions/access';

export const JOB_STATES = [
  'created',
  'retry',
  'active',
  'completed',
  'cancelled',
  'failed',
] as const;
export const ZJobState = z.enum(JOB_STATES);

export const ZQueueSummary = z.object({
  name: z.string(),
  counts: z.record(ZJobState, z.number().int()),
});

export const ZFailedJob = z.object({
  id: z.string(),
  queue: z.string(),
  data: z.unknown(),
  error: z.string(),
  retryCount: z.number().int(),
  failedAt: z.string().nullable(),
  createdAt: z.string(),
});

export const jobsContract = {
  listQueues: defineRoute({
    method: 'GET',
    path: '/api/admin/queues',
    access: ACCESS.admin,
    summary: 'Background queues: counts by state and the recent failed jobs',
    reply: z.object({
      queues: z.array(ZQueueSummary),
      failed: z.array(ZFailedJob),
      running: z.boolean(),
      /** False without SMTP_URL: no email-delivery job runs and mail is held in the outbox. */
      emailDeliveryConfigured: z.boolean(),
    }),
  }),
  retryJob: defineRoute({
    method: 'POST',
    path: '/api/admin/queues/:queue/jobs/:id/retry',
    idempotency: 'repeatable',
    access: ACCESS.admin,
    summary: 'Retry a failed job',
    params: z.object({ queue: z.string().min(1), id: z.uuid() }),
    reply: z.object({ retried: z.boolean() }),
  }),
} as const;

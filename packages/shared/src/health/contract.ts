import { z } from 'zod';
import { defineRoute } from '../core/contract';
import { ACCESS } from '../permissions/access';

/** What a load balancer or orchestrator reads from the probes (docs/deploy.md). */
export const ZHealthReply = z.object({ status: z.literal('ok') });
export const ZReadyReply = z.object({
  status: z.enum(['ready', 'not ready']),
  /** Why not: the database does not answer, its migrations are behind, or shutting down. */
  reason: z.string().optional(),
});
export type TReadyReply = z.infer<typeof ZReadyReply>;

export const healthContract = {
  health: defineRoute({
    method: 'GET',
    path: '/health',
    access: ACCESS.public,
    summary: 'Liveness: the process answers (no database call); 200 while it runs',
    reply: ZHealthReply,
  }),
  ready: defineRoute({
    method: 'GET',
    path: '/ready',
    access: ACCESS.public,
    summary:
      'Readiness: 200 when the database answers with every migration of this build applied; 503 otherwise and from the moment a shutdown begins',
    reply: ZReadyReply,
  }),
};

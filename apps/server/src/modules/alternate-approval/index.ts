import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TAlternateApprovalDeps } from './deps';
import { registerAlternateApprovalRoutes } from './routes';
import { createAlternateApprovalService, type TAlternateApprovalService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    alternateApproval: TAlternateApprovalService;
  }
}
export type { TAlternateApprovalService };

/**
 * The client's alternate selection (issue 15 item 5): public, by link. Its own module since
 * issue 29; it reads and answers the project's alternates with its own statements.
 */
export const alternateApprovalModule = fp(
  async (app: FastifyInstance, deps: TAlternateApprovalDeps) => {
    const alternateApproval = createAlternateApprovalService(deps);
    app.decorate('alternateApproval', alternateApproval);
    registerAlternateApprovalRoutes(app, alternateApproval);
  },
  { name: 'alternate-approval' },
);

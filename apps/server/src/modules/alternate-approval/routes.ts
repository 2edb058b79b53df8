import type { FastifyInstance } from 'fastify';
import { alternateApprovalContract as c } from '@n5/shared/contracts/alternate-approval';
import { registerRoute } from '../../lib/route';
import type { TAlternateApprovalService } from './service';

/** The public alternate-approval page's calls; HTTP only (rate limited as public routes). */
export function registerAlternateApprovalRoutes(
  app: FastifyInstance,
  alternates: TAlternateApprovalService,
) {
  registerRoute(app, c.alternateApprovalItems, ({ query }) =>
    alternates.items({ guid: query.guid }),
  );
  registerRoute(app, c.submitAlternateSelection, ({ body, request }) =>
    alternates.submit(body, { ip: request.ip ?? null }),
  );
}

import type { FastifyInstance } from 'fastify';
import { incentivesContract as c } from '@n5/shared/incentives/contract';
import { contentDisposition } from '../../lib/files/content-type';
import { registerRoute } from '../../lib/route';
import type { TIncentivesService } from './service';

/** Bonus pools, payouts, certificates and incentive progress (spec 2 §7); HTTP only. */
export function registerIncentivesRoutes(app: FastifyInstance, incentives: TIncentivesService) {
  registerRoute(app, c.leadershipIncentive, ({ query }) => incentives.leadershipIncentive(query));
  registerRoute(app, c.positionIncentive, ({ query }) => incentives.positionIncentive(query));
  registerRoute(app, c.setBonusPool, ({ body, request }) =>
    incentives.setBonusPool(body, request.user!),
  );
  registerRoute(app, c.leaderCandidates, () => incentives.leaderCandidates());
  registerRoute(app, c.addLeader, ({ body, request }) => incentives.addLeader(body, request.user!));
  registerRoute(app, c.worksheet, ({ query }) => incentives.worksheet(query));
  registerRoute(app, c.summary, ({ query }) => incentives.summary(query));
  registerRoute(app, c.pool, ({ query }) => incentives.pool(query));
  registerRoute(app, c.setPool, ({ body, request }) => incentives.setPool(body, request.user!));
  registerRoute(app, c.lock, ({ body, request }) => incentives.lock(body, request.user!));
  registerRoute(app, c.analysis, ({ query, request }) => incentives.analysis(query, request.user!));
  registerRoute(app, c.certificates, ({ query }) => incentives.certificates(query));
  registerRoute(app, c.certificatesPdf, async ({ query, reply }) => {
    const file = await incentives.certificatesPdf(query);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition(file.fileName, 'inline'))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      .send(file.bytes);
  });
}

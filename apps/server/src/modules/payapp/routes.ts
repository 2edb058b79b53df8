import type { FastifyInstance } from 'fastify';
import { payappContract as c } from '@n5/shared/payapp/contract';
import { contentDisposition } from '../../lib/files/content-type';
import { registerRoute } from '../../lib/route';
import type { TPayappService } from './service';

/** The pay app page's calls; HTTP only. Public ones get the public rate limit from registerRoute. */
export function registerPayappRoutes(app: FastifyInstance, payapp: TPayappService) {
  registerRoute(app, c.grandTotals, async ({ query }) => ({
    payAppApprovalGrandTotals: await payapp.grandTotals(query.guid),
  }));
  registerRoute(app, c.subtotals, async ({ query }) => {
    const { figuresHash, groups } = await payapp.subtotals(query.guid);
    return { figuresHash, payAppApprovalSubtotals: groups };
  });

  const requester = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip || null,
    userAgent:
      typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
  });
  registerRoute(app, c.approved, ({ body, request }) =>
    payapp.decide(
      { guid: body.guid, decision: 'approved', reason: null, shownHash: body.figuresHash },
      requester(request),
    ),
  );
  registerRoute(app, c.rejected, ({ body, request }) =>
    payapp.decide(
      {
        guid: body.guid,
        decision: 'rejected',
        reason: body.reason.trim(),
        shownHash: body.figuresHash,
      },
      requester(request),
    ),
  );

  registerRoute(app, c.pdf, async ({ query, reply }) => {
    const file = await payapp.pdf(query.guid);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition(file.fileName, 'attachment'))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      .send(file.bytes);
  });
}

import type { FastifyInstance } from 'fastify';
import { accountingContract as c } from '@n5/shared/accounting/contract';
import { registerRoute } from '../../lib/route';
import { AppError } from '../../lib/errors';
import { AFTER_CONNECT, afterRefusedConnect } from './deps';
import type { TAccountingService } from './service';

export function registerAccountingRoutes(app: FastifyInstance, s: TAccountingService) {
  registerRoute(app, c.connection, () => s.getConnection());
  registerRoute(app, c.connect, async ({ request, reply }) => {
    const { url } = await s.startConnect({ sessionId: request.sessionId! }, request.user!);
    return reply.header('cache-control', 'no-store').redirect(url, 302);
  });
  // A browser navigation back from Acumatica: a refusal (bad state, refused code) goes back to
  // the screen with its reason, not to a JSON page; its status is kept in a header for tools.
  registerRoute(app, c.callback, async ({ query, request, reply }) => {
    reply.header('cache-control', 'no-store');
    try {
      await s.finishConnect({ ...query, sessionId: request.sessionId! }, request.user!);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      request.log.warn({ status: error.statusCode }, 'Acumatica sign-in refused');
      return reply
        .header('x-refused-status', String(error.statusCode))
        .redirect(afterRefusedConnect(error.message), 302);
    }
    return reply.redirect(AFTER_CONNECT, 302);
  });
  registerRoute(app, c.disconnect, ({ request }) => s.disconnect(request.user!));
}

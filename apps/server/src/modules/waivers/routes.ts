import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { waiversContract as c } from '@n5/shared/waivers/contract';
import { contentDisposition } from '../../lib/files/content-type';
import { registerRoute } from '../../lib/route';
import { readUpload } from '../files/index';
import type { TWaiversService } from './service';

const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
});

const sendPdf = (reply: FastifyReply, file: { fileName: string; bytes: Buffer }) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition(file.fileName, 'inline'))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(file.bytes);

/** Lien waivers: the Invoice tab's calls and the public link's; HTTP only. */
export function registerWaiversRoutes(
  app: FastifyInstance,
  waivers: TWaiversService,
  maxMegabytes: number,
) {
  registerRoute(app, c.list, ({ query, request }) => waivers.list(query, request.user!));
  registerRoute(app, c.request, ({ body, request }) => waivers.request(body, request.user!));
  registerRoute(app, c.pdf, async ({ query, request, reply }) =>
    sendPdf(reply, await waivers.pdf(query, request.user!)),
  );
  registerRoute(app, c.markReceived, async ({ request }) => {
    const upload = await readUpload(request, maxMegabytes);
    return waivers.markReceived(
      { waiverId: upload.field('waiverId'), data: upload.data, fileName: upload.fileName },
      request.user!,
    );
  });

  registerRoute(app, c.page, ({ query }) => waivers.page({ guid: query.i }));
  registerRoute(app, c.sign, ({ body, request }) =>
    waivers.sign({ ...body, guid: body.i }, clientOf(request)),
  );
  registerRoute(app, c.publicPdf, async ({ query, reply }) =>
    sendPdf(reply, await waivers.publicPdf({ guid: query.i })),
  );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contractPageContract as c } from '@n5/shared/contract-page/contract';
import { registerRoute } from '../../lib/route';
import type { TContractPageService } from './service';

/** Who signed from where: the address (TRUST_PROXY decides which) and the browser's agent. */
const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
});

/** The public contract pages; HTTP only. Public routes get the public rate limit. */
export function registerContractPageRoutes(app: FastifyInstance, page: TContractPageService) {
  registerRoute(app, c.contract, ({ query }) => page.readContractByLink(query));
  registerRoute(app, c.signature, ({ body, request }) =>
    page.signContractByLink(body, clientOf(request)),
  );
  registerRoute(app, c.checkContractExists, ({ query }) =>
    page.checkContractExists({ guid: query.guid }),
  );
  registerRoute(app, c.signedPdf, async ({ query, reply }) => {
    const pdf = await page.getSignedPdf({ guid: query.guid });
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${pdf.guid}.pdf"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store');
    return reply.send(pdf.stream);
  });
  registerRoute(app, c.clientContract, ({ params }) =>
    page.readClientContract({ contractId: params.contractId }),
  );
  registerRoute(app, c.clientSignature, ({ params, body, request }) =>
    page.signClientContract({ ...body, contractId: params.contractId }, clientOf(request)),
  );
}

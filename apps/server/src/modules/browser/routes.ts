import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { browserContract as c } from '@n5/shared/browser/contract';
import { FAST_COMPRESSION } from '../../lib/compression';
import { registerRoute } from '../../lib/route';
import type { TListEncoding } from './list-cache';
import type { TBrowserService } from './service';

/** Brotli, else gzip, when the client takes it (q above 0); undefined otherwise. */
export function listEncodingOf(acceptEncoding: string | undefined): TListEncoding | undefined {
  const accepted = new Map<string, boolean>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(token.trim(), q === undefined || !/^0(\.0*)?$/.test(q));
  }
  const takes = (token: string) => accepted.get(token) ?? accepted.get('*') ?? false;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return undefined;
}

/** The project browser and archive (spec 2 §2.18); HTTP only, one service call each. */
export function registerBrowserRoutes(app: FastifyInstance, browser: TBrowserService) {
  // The two lists send the JSON PostgreSQL wrote: checking thousands of 70-field rows through
  // Zod again would cost more than the query. The rows are named SQL columns only (nothing can
  // leak) and the API tests parse both replies with the strict schema (docs/decisions.md).
  const sendJson = (reply: FastifyReply, json: string) =>
    reply
      .type('application/json; charset=utf-8')
      .serializer((payload: unknown) => payload as string)
      .send(json);
  // Each instance keeps the lists while the database says they are current (list-cache.ts),
  // compressed once per version for the usual Brotli and gzip clients.
  const sendList = async (
    request: FastifyRequest,
    reply: FastifyReply,
    scope: 'active' | 'archived',
  ) => {
    const encoding = listEncodingOf(request.headers['accept-encoding']);
    if (!encoding) return sendJson(reply, await browser.listJson(scope));
    return reply
      .type('application/json; charset=utf-8')
      .header('content-encoding', encoding)
      .header('vary', 'accept-encoding')
      .send(await browser.listEncoded(scope, encoding));
  };
  registerRoute(app, c.listActive, ({ request, reply }) => sendList(request, reply, 'active'), {
    compress: FAST_COMPRESSION,
  });
  registerRoute(app, c.listArchive, ({ request, reply }) => sendList(request, reply, 'archived'), {
    compress: FAST_COMPRESSION,
  });
  registerRoute(app, c.getRow, async ({ query }) => ({
    project: await browser.getRow(query.projectID),
  }));
  registerRoute(app, c.stageCounts, ({ request }) => browser.stageCounts(request.user!));
  registerRoute(app, c.changeStage, ({ body, request }) =>
    browser.changeStage(body, request.user!),
  );
  registerRoute(app, c.setBrowserForecast, ({ body, request }) =>
    browser.setForecast(body, request.user!),
  );
  registerRoute(app, c.addProject, ({ body, request }) => browser.addProject(body, request.user!));
  registerRoute(app, c.refreshAssignments, () => browser.refreshAssignments());
  registerRoute(app, c.pipelineReport, async ({ reply }) => {
    const csv = await browser.pipelineReport();
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="pipeline-report-${day}.csv"`)
      .serializer((payload: unknown) => payload as string)
      .send(csv);
  });
}

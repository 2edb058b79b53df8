import type { FastifyInstance, FastifyReply } from 'fastify';
import { browserContract as c } from '@n5/shared/browser/contract';
import { FAST_COMPRESSION } from '../../lib/compression';
import { registerRoute } from '../../lib/route';
import type { TBrowserService } from './service';

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
  registerRoute(
    app,
    c.listActive,
    async ({ reply }) => sendJson(reply, await browser.listActiveJson()),
    {
      compress: FAST_COMPRESSION,
    },
  );
  registerRoute(
    app,
    c.listArchive,
    async ({ reply }) => sendJson(reply, await browser.listArchiveJson()),
    {
      compress: FAST_COMPRESSION,
    },
  );
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

import type { FastifyInstance } from 'fastify';
import { projectBrowserContract as c } from '@n5/shared/projects/contract';
import { registerRoute } from '../../lib/route';
import type { TBrowserService } from './browser-service';

/** The project browser and archive (spec 2 §2.18); HTTP only, one service call each. */
export async function projectBrowserRoutes(
  app: FastifyInstance,
  options: { browser: TBrowserService },
) {
  const { browser } = options;
  // The two lists skip the reply schema's check: validating thousands of 70-field rows costs more
  // than the query. The rows are built from named SQL columns only (nothing can leak), and the
  // API tests parse both replies with the same schema (docs/decisions.md).
  registerRoute(app, c.listActive, ({ reply }) => {
    reply.serializer(JSON.stringify);
    return browser.listActive();
  });
  registerRoute(app, c.listArchive, ({ reply }) => {
    reply.serializer(JSON.stringify);
    return browser.listArchive();
  });
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

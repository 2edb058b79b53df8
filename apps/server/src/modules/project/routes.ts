import type { FastifyInstance } from 'fastify';
import { projectContract as c } from '@n5/shared/project/contract';
import { registerRoute } from '../../lib/route';
import type { TForecastFlagsService } from './forecast-flags';
import type { TProjectService } from './service';

/** The project page: Project Info, its dropdown sources, duplicate, forecast grid and flags. */
export function registerProjectRoutes(
  app: FastifyInstance,
  service: TProjectService,
  forecastFlags: TForecastFlagsService,
) {
  registerRoute(app, c.getProject, async ({ query }) => ({
    projects: [await service.getProject(query.projectID)],
  }));
  registerRoute(app, c.getProjectName, async ({ query }) => ({
    projectName: await service.getProjectName(query.projectID),
  }));
  registerRoute(app, c.listContacts, async () => ({ contacts: await service.listContacts() }));
  registerRoute(app, c.listWorkLocationNames, async () => ({
    workLocationNames: await service.listWorkLocations(),
  }));
  registerRoute(app, c.listClientCompanies, async () => ({
    companies: await service.listClientCompanies(),
  }));
  registerRoute(app, c.listBillingAddresses, async () => ({
    billingAddresses: await service.listBillingAddresses(),
  }));
  registerRoute(app, c.setProjectInfo, async ({ body, request }) => ({
    project: await service.setProjectInfo(request.user!, body),
  }));
  registerRoute(app, c.duplicateProject, async ({ body, request }) =>
    service.duplicateProject(request.user!, body),
  );
  registerRoute(app, c.projectTaskSpreadsheet, async ({ query }) => ({
    rows: await service.exportTaskBudget(query.projectID),
  }));
  registerRoute(app, c.getForecasting, async ({ query }) => ({
    forecasting: await forecastFlags.getForecasting(query.projectID),
  }));
  registerRoute(app, c.setForecast, async ({ body, request }) => ({
    forecasting: await forecastFlags.setForecast(request.user!.UserID, body),
  }));
  registerRoute(app, c.getProjectFlags, async ({ query }) => ({
    flags: await forecastFlags.getFlags(query.projectID),
  }));
}

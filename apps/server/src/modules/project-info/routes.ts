import type { FastifyInstance } from 'fastify';
import { projectInfoContract as c } from '@n5/shared/projects/project-info-contract';
import { registerRoute } from '../../lib/route';
import type { TForecastFlagsService } from './forecast-flags';
import type { TProjectInfoService } from './service';

export async function projectInfoRoutes(
  app: FastifyInstance,
  options: { service: TProjectInfoService; forecastFlags: TForecastFlagsService },
) {
  const { service, forecastFlags } = options;
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

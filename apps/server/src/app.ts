import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ACCESS, type TAccess } from '@n5/shared/permissions/access';
import type { TConfig } from './config/env';
import type { TDatabase } from './db/client';
import { WEB_DIST_DIR } from './lib/paths';
import { API_DOCS_PREFIX, apiDocsPlugin } from './plugins/api-docs';
import { authPlugin } from './plugins/auth';
import { csrfPlugin } from './plugins/csrf';
import { errorsPlugin } from './plugins/errors';
import { rateLimitPlugin } from './plugins/rate-limit';
import { spaPlugin } from './plugins/spa';
import { sessionRoutes } from './modules/session/routes';
import { userRoutes } from './modules/users/routes';
import { auditRoutes } from './modules/audit/routes';
import { filesRoutes } from './modules/files/routes';
import { createFilesService, type TFilesService } from './modules/files/service';
import { createFsFileStore } from './lib/files/fs-file-store';
import { emailRoutes } from './modules/email/routes';
import { createEmailService, type TEmailService } from './modules/email/service';
import { jobsRoutes } from './modules/jobs/routes';
import { crmRoutes } from './modules/crm/routes';
import { createJobsService } from './modules/jobs/service';
import type { TJobs } from './jobs/boss';
import { createAccountingGateway } from './lib/accounting/create-gateway';
import type { AccountingGateway } from './lib/accounting/gateway';
import { EMPTY_LOCAL_STORE } from './lib/accounting/local-gateway';
import { projectInfoRoutes } from './modules/project-info/routes';
import { createProjectInfoService } from './modules/project-info/service';
import { createForecastFlagsService } from './modules/project-info/forecast-flags';
import { projectBrowserRoutes } from './modules/projects/routes';
import { createBrowserService } from './modules/projects/browser-service';
import { projectNotesRoutes } from './modules/projects/notes-routes';
import { createNotesService } from './modules/projects/notes-service';

export interface TRouteTableEntry {
  method: string;
  path: string;
  access: TAccess;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every registered route with the access it requires (for docs and the route-table test). */
    routeTable: TRouteTableEntry[];
    /** Requests a minute per address on public routes. */
    publicRateLimit: number;
    /** The one way to send email (outbox first, then the delivery job). */
    email: TEmailService;
    /** Uploads checked by content, stored in the FileStore. */
    files: TFilesService;
    /** The accounting system (ACCOUNTING=local or acumatica); errors are AccountingError (502). */
    accounting: AccountingGateway;
  }
}

const PLUGIN_ROUTE_ACCESS: Array<[string, TAccess]> = [[API_DOCS_PREFIX, ACCESS.signedIn]];

export interface TBuildAppOptions {
  config: TConfig;
  database: TDatabase;
  /** Background jobs; null where none run (most API tests). */
  jobs?: TJobs | null;
  logger?: FastifyServerOptions['logger'];
  /** A logger made before the app (the server shares it with the job runner). */
  loggerInstance?: FastifyBaseLogger;
}

/** Builds the whole app without listening: the server listens, tests inject. */
export async function buildApp({
  config,
  database,
  jobs = null,
  logger,
  loggerInstance,
}: TBuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(loggerInstance ? { loggerInstance } : { logger: logger ?? { level: config.LOG_LEVEL } }),
    trustProxy: true,
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: false },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('routeTable', [] as TRouteTableEntry[]);
  app.decorate('publicRateLimit', config.PUBLIC_RATE_LIMIT);
  app.addHook('onRoute', (route) => {
    // Routes that third-party plugins register get their access from their prefix.
    const pluginAccess = PLUGIN_ROUTE_ACCESS.find(([prefix]) => route.url.startsWith(prefix))?.[1];
    if (pluginAccess && !(route.config as { access?: TAccess } | undefined)?.access) {
      route.config = { ...route.config, access: pluginAccess };
    }
    const access = (route.config as { access?: TAccess } | undefined)?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!access) {
      throw new Error(
        `Route ${methods.join(',')} ${route.url} declares no access (config.access).`,
      );
    }
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.routeTable.push({ method, path: route.url, access });
    }
  });

  // Big lists (CRM contacts, project browser) are JSON of several MB; gzip cuts them tenfold.
  await app.register(fastifyCompress, { global: true, threshold: 2048 });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    limits: { fileSize: config.FILE_MAX_MB * 1024 * 1024, files: 1, fields: 10 },
  });
  await app.register(errorsPlugin);
  await app.register(rateLimitPlugin);
  await app.register(csrfPlugin, { publicUrl: config.publicUrl });
  await app.register(authPlugin, { db: database.db });
  await app.register(apiDocsPlugin, { config });

  await app.register(sessionRoutes, { config, db: database.db });
  await app.register(userRoutes, { db: database.db });
  const email = createEmailService({ db: database.db, config, jobs });
  app.decorate('email', email);
  await app.register(emailRoutes, { email });
  await app.register(auditRoutes, { db: database.db });
  const files = createFilesService({
    db: database.db,
    store: createFsFileStore(path.join(config.dataDir, 'files')),
  });
  app.decorate('files', files);
  await app.register(filesRoutes, { files, maxMegabytes: config.FILE_MAX_MB });
  await app.register(jobsRoutes, { jobs: createJobsService({ db: database.db, jobs }) });
  await app.register(crmRoutes, { db: database.db });
  const accounting = createAccountingGateway(config, EMPTY_LOCAL_STORE, { log: app.log });
  app.decorate('accounting', accounting);
  app.addHook('onClose', () => accounting.close());
  await app.register(projectInfoRoutes, {
    service: createProjectInfoService({ db: database.db, accounting }),
    forecastFlags: createForecastFlagsService({ db: database.db }),
  });

  await app.register(projectBrowserRoutes, {
    browser: createBrowserService({ db: database.db, accounting }),
  });
  await app.register(projectNotesRoutes, {
    notes: createNotesService({ db: database.db, email, config }),
  });

  await app.register(spaPlugin, { webDist: config.WEB_DIST ?? WEB_DIST_DIR });
  return app;
}

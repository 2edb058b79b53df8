import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { isWriteMethod, type TIdempotency } from '@n5/shared/core/contract';
import { ACCESS, type TAccess } from '@n5/shared/permissions/access';
import type { TConfig } from './config/env';
import type { TDatabase } from './db/client';
import { clientErrorHandlerFor, frameworkErrorsFor } from './lib/framework-errors';
import { loggerOptions } from './lib/log-redaction';
import { WEB_DIST_DIR } from './lib/paths';
import { replySerializerCompiler } from './lib/reply-serializer';
import { API_DOCS_PREFIX, apiDocsPlugin } from './plugins/api-docs';
import { authPlugin } from './plugins/auth';
import { csrfPlugin } from './plugins/csrf';
import { textGuardPlugin } from './plugins/text-guard';
import { errorsPlugin } from './plugins/errors';
import { idempotencyPlugin } from './plugins/idempotency';
import { rateLimitPlugin } from './plugins/rate-limit';
import { requestLogPlugin } from './plugins/request-log';
import { securityHeadersPlugin } from './plugins/security-headers';
import { bodyTimeoutPlugin } from './plugins/body-timeout';
import { spaPlugin } from './plugins/spa';
import { acumaticaCodeFlow, createAccountingGateway } from './lib/accounting/create-gateway';
import { createRefreshTokenSource } from './lib/accounting/token-store';
import type { AccountingGateway } from './lib/accounting/gateway';
import { createLocalAccountingStore } from './lib/accounting/local-store';
import {
  createProjectAccountingSync,
  type TProjectAccountingSync,
} from './lib/accounting/project-sync';
import type { ReceiptAnalyzer } from './lib/ocr/receipt-analyzer';
import { createTesseractAnalyzer } from './lib/ocr/tesseract-analyzer';
import type { TJobs } from './jobs/boss';
import { accountingModule } from './modules/accounting/index';
import { auditModule } from './modules/audit/index';
import { browserModule } from './modules/browser/index';
import { crmModule } from './modules/crm/index';
import { dashboardsModule } from './modules/dashboards/index';
import { goalsModule } from './modules/goals/index';
import { healthModule } from './modules/health/index';
import { incentivesModule } from './modules/incentives/index';
import { emailModule } from './modules/email/index';
import { filesModule } from './modules/files/index';
import { forecastModule } from './modules/forecast/index';
import { inclusionsModule } from './modules/inclusions/index';
import { jobsModule } from './modules/jobs/index';
import { kpiModule } from './modules/kpi/index';
import { costLoggingModule } from './modules/cost-logging/index';
import { mobileModule } from './modules/mobile/index';
import { timesheetModule } from './modules/timesheet/index';
import { inspectionsModule } from './modules/inspections/index';
import { trainingModule } from './modules/training/index';
import { contractsModule } from './modules/contracts/index';
import { alternateApprovalModule } from './modules/alternate-approval/index';
import { contractPageModule } from './modules/contract-page/index';
import { billingModule } from './modules/billing/index';
import { estimatingModule } from './modules/estimating/index';
import { trackingModule } from './modules/tracking/index';
import { notesModule } from './modules/notes/index';
import { payappModule } from './modules/payapp/index';
import { projectModule } from './modules/project/index';
import { receiptsModule } from './modules/receipts/index';
import { stageModule } from './modules/stage/index';
import { sessionModule } from './modules/session/index';
import { surveysModule } from './modules/surveys/index';
import { usersModule } from './modules/users/index';
import { securityRolesModule } from './modules/security-roles/index';
import { conditionTemplatesModule } from './modules/condition-templates/index';
import { accountingReportsModule } from './modules/accounting-reports/index';
import { waiversModule } from './modules/waivers/index';

/** The Zod schemas a route validates its input with (the schema fuzz test reads them). */
export interface TRouteInputSchemas {
  querystring?: unknown;
  body?: unknown;
  params?: unknown;
}

export interface TRouteTableEntry {
  method: string;
  path: string;
  access: TAccess;
  /** Declared by every write: what sending it twice does (contract idempotency). */
  idempotency?: TIdempotency;
  schemas: TRouteInputSchemas;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every registered route with the access it requires (for docs and the route-table test). */
    routeTable: TRouteTableEntry[];
    /** Requests a minute per address on public routes. */
    publicRateLimit: number;
    /** The accounting system (ACCOUNTING=local or acumatica); errors are AccountingError (502). */
    accounting: AccountingGateway;
    /** Pushes a created or changed project and its tasks to accounting (issue 38 item 1). */
    projectAccounting: TProjectAccountingSync;
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
  /** The receipt reader; tesseract in worker threads unless a test hands in a fixed one. */
  receiptAnalyzer?: ReceiptAnalyzer;
}

type TModuleDeps = {
  config: TConfig;
  database: TDatabase;
  db: TDatabase['db'];
  jobs: TJobs | null;
  accounting: AccountingGateway;
  projectAccounting: TProjectAccountingSync;
};

/** Every route declares its access and (for a write) its idempotency; the route table lists it. */
function recordRoute(app: FastifyInstance, route: RouteOptions) {
  // Routes that third-party plugins register get their access from their prefix.
  const pluginAccess = PLUGIN_ROUTE_ACCESS.find(([prefix]) => route.url.startsWith(prefix))?.[1];
  if (pluginAccess && !(route.config as { access?: TAccess } | undefined)?.access) {
    route.config = { ...route.config, access: pluginAccess };
  }
  const access = (route.config as { access?: TAccess } | undefined)?.access;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (!access) {
    throw new Error(`Route ${methods.join(',')} ${route.url} declares no access (config.access).`);
  }
  const idempotency = route.config?.idempotency;
  if (!idempotency && methods.some(isWriteMethod)) {
    // A create that forgets this would duplicate rows whenever a client retries.
    throw new Error(
      `Route ${methods.join(',')} ${route.url} declares no idempotency ('key', 'repeatable' or 'unkeyed').`,
    );
  }
  if (idempotency === 'key' && access.kind === 'public') {
    throw new Error(`Route ${route.url}: Idempotency-Keys are per user; a public route has none.`);
  }
  const { querystring, body, params } = (route.schema ?? {}) as TRouteInputSchemas;
  for (const method of methods) {
    if (method === 'HEAD') continue;
    app.routeTable.push({
      method,
      path: route.url,
      access,
      idempotency,
      schemas: { querystring, body, params },
    });
  }
}

/** The HTTP plugins, in order: compression, cookies, uploads, headers, errors, guards. */
async function registerPlugins(app: FastifyInstance, config: TConfig, database: TDatabase) {
  // Big lists (CRM contacts, project browser) are JSON of several MB; gzip cuts them tenfold.
  await app.register(fastifyCompress, { global: true, threshold: 2048 });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    limits: { fileSize: config.FILE_MAX_MB * 1024 * 1024, files: 1, fields: 10 },
  });
  await app.register(securityHeadersPlugin, { publicUrl: config.publicUrl });
  await app.register(errorsPlugin);
  await app.register(bodyTimeoutPlugin, { idleSeconds: config.BODY_IDLE_TIMEOUT_SECONDS });
  await app.register(requestLogPlugin);
  await app.register(textGuardPlugin);
  await app.register(rateLimitPlugin);
  await app.register(csrfPlugin, { publicUrl: config.publicUrl });
  // The guard runs on every request, once the app is ready; the session module below answers
  // who holds a session.
  await app.register(authPlugin, { findUser: (sessionId) => app.session.findUser(sessionId) });
  await app.register(idempotencyPlugin, { db: database.db });
  await app.register(apiDocsPlugin, { config });
}

/**
 * The modules (apps/server/src/modules/<domain>/index.ts), each listed once, in dependency order.
 * Each builds its service from what it is given here and decorates the app with it; a module
 * that needs another is handed that module's service, never its queries. First the office's
 * foundations, contracts and billing.
 */
async function registerFoundationModules(app: FastifyInstance, deps: TModuleDeps) {
  const { config, db, jobs, accounting, projectAccounting } = deps;
  await app.register(healthModule, { db });
  await app.register(sessionModule, { config, database: deps.database });
  await app.register(usersModule, { db });
  await app.register(securityRolesModule, { db, forgetIdentities: app.session.forgetIdentities });
  await app.register(emailModule, { db, config, jobs });
  await app.register(auditModule, { db });
  await app.register(filesModule, { db, config });
  await app.register(jobsModule, { db, jobs, email: app.email });
  await app.register(crmModule, { db, accounting });
  await app.register(forecastModule, { db });
  await app.register(notesModule, { db, email: app.email, config });
  await app.register(stageModule, { db, email: app.email, notes: app.notes, config });
  await app.register(browserModule, {
    db,
    accounting,
    forecast: app.forecast,
    stage: app.stage,
    projectAccounting,
  });
  await app.register(payappModule, { db, config, email: app.email, files: app.files });
  await app.register(billingModule, {
    db,
    config,
    email: app.email,
    accounting,
    jobs,
    payapp: app.payapp,
  });
  await app.register(contractsModule, {
    billing: app.billing,
    db,
    config,
    email: app.email,
    files: app.files,
    accounting,
    jobs,
  });
  await app.register(alternateApprovalModule, { db, config, email: app.email });
  await app.register(contractPageModule, {
    db,
    contracts: app.contracts,
    files: app.files,
    email: app.email,
    jobs,
  });
  await app.register(waiversModule, { db, config, email: app.email, files: app.files });
}

/** Then estimating, the project page, the field and the office's reports. */
async function registerProjectModules(app: FastifyInstance, deps: TModuleDeps) {
  const { config, db, accounting, projectAccounting } = deps;
  await app.register(estimatingModule, {
    db,
    email: app.email,
    config,
    contracts: app.contracts,
  });
  await app.register(conditionTemplatesModule, { db, email: app.email, config });
  await app.register(accountingReportsModule, { db, accounting });
  const codeFlow = acumaticaCodeFlow(config);
  await app.register(accountingModule, {
    db,
    config,
    authorization: codeFlow?.authorization ?? null,
    tokenKey: codeFlow?.key ?? null,
  });
  await app.register(projectModule, {
    db,
    accounting,
    forecast: app.forecast,
    browser: app.browser,
    stage: app.stage,
    estimating: app.estimating,
    projectAccounting,
  });

  await app.register(trackingModule, { db, accounting, billing: app.billing });
  await app.register(mobileModule, {
    db,
    accounting,
    browser: app.browser,
    tracking: app.tracking,
    config,
  });
  await app.register(timesheetModule, { db });
  await app.register(inspectionsModule, { db });
  await app.register(trainingModule, { db });
  await app.register(inclusionsModule, { db });
  await app.register(surveysModule, { db, email: app.email, config });
  await app.register(kpiModule, { db, inspections: app.inspections });
}

/** The receipt reader: closed with the app, started ahead of use only by a listening server. */
function receiptAnalyzerFor(app: FastifyInstance, config: TConfig, given?: ReceiptAnalyzer) {
  const analyzer = given ?? createTesseractAnalyzer({ workers: config.OCR_WORKERS });
  app.addHook('onClose', () => analyzer.close());
  if (config.OCR_PRESTART === 'true') {
    // Only a listening server (never an inject-driven test) starts the workers ahead of use.
    app.addHook('onListen', () => {
      analyzer
        .warmUp()
        .catch((error: unknown) => app.log.error({ err: error }, 'OCR warm-up failed'));
    });
  }
  return analyzer;
}

/** Last the receipts, cost logging and the dashboards built on the others. */
async function registerReportModules(
  app: FastifyInstance,
  deps: TModuleDeps & { receiptAnalyzer?: ReceiptAnalyzer },
) {
  const { config, db, jobs, accounting } = deps;
  const analyzer = receiptAnalyzerFor(app, config, deps.receiptAnalyzer);
  await app.register(receiptsModule, {
    db,
    files: app.files,
    analyzer,
    accounting,
    maxUploadMegabytes: config.FILE_MAX_MB,
  });
  await app.register(costLoggingModule, { db, accounting });
  await app.register(goalsModule, { db, users: app.users });
  await app.register(dashboardsModule, { db, goals: app.goals, jobs });
  await app.register(incentivesModule, {
    db,
    users: app.users,
    timesheet: app.timesheet,
    dashboards: app.dashboards,
    kpi: app.kpi,
  });
}

/** Builds the whole app without listening: the server listens, tests inject. */
export async function buildApp({
  config,
  database,
  jobs = null,
  logger,
  loggerInstance,
  receiptAnalyzer,
}: TBuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(loggerInstance
      ? { loggerInstance }
      : { logger: logger ?? loggerOptions(config.LOG_LEVEL) }),
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    // Refusals made before routing (broken address, too long, not HTTP) in our error shape.
    // They carry the security headers too: no hook runs for them.
    frameworkErrors: frameworkErrorsFor(config.publicUrl),
    clientErrorHandler: clientErrorHandlerFor(config.publicUrl),
    // Two lines per request cost more than a signed-in request's own work; see request-log.ts.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: false },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializerCompiler);

  app.decorate('routeTable', [] as TRouteTableEntry[]);
  app.decorate('publicRateLimit', config.PUBLIC_RATE_LIMIT);
  app.addHook('onRoute', (route) => recordRoute(app, route));
  await registerPlugins(app, config, database);

  const codeFlow = acumaticaCodeFlow(config);
  const accounting = createAccountingGateway(config, createLocalAccountingStore(database.db), {
    log: app.log,
    ...(codeFlow ? { tokens: createRefreshTokenSource(database.db, codeFlow.key) } : {}),
  });
  app.decorate('accounting', accounting);
  app.addHook('onClose', () => accounting.close());

  const projectAccounting = createProjectAccountingSync({
    db: database.db,
    accounting,
    jobs,
    log: app.log,
  });
  app.decorate('projectAccounting', projectAccounting);
  const deps = { config, database, db: database.db, jobs, accounting, projectAccounting };
  await registerFoundationModules(app, deps);
  await registerProjectModules(app, deps);
  await registerReportModules(app, { ...deps, receiptAnalyzer });

  await app.register(spaPlugin, { webDist: config.WEB_DIST ?? WEB_DIST_DIR });
  return app;
}

import { pino } from 'pino';
import pinoPretty from 'pino-pretty';
import { loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedIfEmpty } from './db/seed/index';
import { buildApp } from './app';
import { loggerOptions } from './lib/log-redaction';
import { startJobs } from './jobs/boss';
import { startContractAccounting } from './jobs/contract-accounting';
import { startContractPdf } from './jobs/contract-pdf';
import { startPayAppAccounting } from './jobs/pay-app-accounting';
import { startProjectAccounting } from './jobs/project-accounting';
import { startDashboardRecalculation } from './jobs/dashboard-recalculation';
import { startForecastYearRoll } from './jobs/forecast-year-roll';
import { startIdempotencyCleanup } from './jobs/idempotency-cleanup';
import { startSurveyInvitations } from './jobs/survey-invitations';
import { QUEUES } from './jobs/queues';
import { maxEmailAttempts, startEmailWorker } from './jobs/email-delivery';
import { createSmtpTransport } from './lib/email/transport';
import { shutDownGracefully } from './lib/shutdown';

const startedAt = performance.now();
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
await migrateDatabase(database);
const seeded = await seedIfEmpty(database);
// Errors are logged without the values of failed statements (lib/log-redaction.ts). A person
// starting the app in a terminal reads lines; a service manager or log shipper gets JSON.
const log = pino(
  loggerOptions(config.LOG_LEVEL),
  process.stdout.isTTY ? pinoPretty({ colorize: true, translateTime: 'HH:MM:ss' }) : undefined,
);
const emailRetry = {
  retryLimit: config.EMAIL_RETRY_LIMIT,
  retryDelay: config.EMAIL_RETRY_DELAY_SECONDS,
  retryBackoff: true,
};
const jobs = await startJobs(database, {
  databaseUrl: config.DATABASE_URL,
  log,
  queueOptions: { [QUEUES.email]: emailRetry },
});
const app = await buildApp({ config, database, jobs, loggerInstance: log });
await startForecastYearRoll(app.forecast, jobs, app.log);
await startIdempotencyCleanup(database.db, jobs, app.log);
await startContractAccounting(app.contracts, jobs, app.log);
await startContractPdf(app.contractPage, jobs, app.log);
await startPayAppAccounting(app.billing, jobs, app.log);
await startProjectAccounting(app.projectAccounting, jobs, app.log);
await startSurveyInvitations(app.surveys, jobs, app.log);
await startDashboardRecalculation(app.dashboards, jobs, app.log);
// The seed writes no files: the demo receipts get their PDFs once, after a fresh seed.
if (seeded) app.log.info({ receipts: await app.receipts.attachDemoPdfs() }, 'demo receipt PDFs');
// A new or freshly seeded database gets its dashboard summaries once (issue 32).
const summaries = await app.dashboards.ensureSummaries();
if (summaries) app.log.info({ rowsByYear: summaries }, 'dashboard summaries written');
if (config.SMTP_URL) {
  const requeued = await startEmailWorker(database.db, jobs, createSmtpTransport(config.SMTP_URL), {
    from: config.MAIL_FROM,
    maxAttempts: maxEmailAttempts(config.EMAIL_RETRY_LIMIT),
    log: app.log,
  });
  app.log.info({ requeued }, 'email delivery started');
} else {
  app.log.warn(
    'SMTP_URL is not set: emails stay in the outbox (admins read them at /admin/outbox).',
  );
}

if (config.authMode === 'dev') {
  app.log.warn(
    'AUTH_MODE=dev: anyone who reaches this server can sign in as any user. Never expose it.',
  );
}
if (database.kind === 'pglite') {
  app.log.warn(
    `Embedded database in ${config.dataDir}: fine for trying the app on one machine; ` +
      'set DATABASE_URL to PostgreSQL for real use.',
  );
}

const shutdown = (signal: string) =>
  void shutDownGracefully(signal, {
    app,
    jobs,
    database,
    log: app.log,
    drainSeconds: config.SHUTDOWN_DRAIN_SECONDS,
    timeoutSeconds: config.SHUTDOWN_TIMEOUT_SECONDS,
  }).catch((error: unknown) => {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  });
process.once('SIGINT', () => shutdown('SIGINT'));
process.once('SIGTERM', () => shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(
  { ms: Math.round(performance.now() - startedAt), seeded, database: database.kind },
  `serving at ${config.publicUrl}`,
);

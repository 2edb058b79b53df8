import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { TDatabase } from '../db/client';
import type { TJobs } from '../jobs/boss';

export type TShutdownOptions = {
  app: FastifyInstance;
  jobs: Pick<TJobs, 'stop'>;
  database: Pick<TDatabase, 'close'>;
  log: FastifyBaseLogger;
  /** Seconds /ready answers 503 before the listener closes (the load balancer's detection time). */
  drainSeconds: number;
  /** The whole shutdown's budget; past it the process exits 1 with what was still running. */
  timeoutSeconds: number;
  exit?: (code: number) => void;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SIGTERM/SIGINT (docs/deploy.md "Shutdown"): /ready turns 503 at once, so the load balancer
 * takes the instance out; after SHUTDOWN_DRAIN_SECONDS the job workers stop fetching and the
 * jobs already running finish; then the listener closes, requests in flight finish (an idle
 * keep-alive connection is closed; a request arriving on a busy one is answered 503), the
 * app's clients close (S3, OCR workers, accounting), and the database pool last. Past
 * SHUTDOWN_TIMEOUT_SECONDS the process exits 1 without waiting further.
 */
export async function shutDownGracefully(signal: string, options: TShutdownOptions) {
  const { app, jobs, database, log } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const started = Date.now();
  const deadline = setTimeout(() => {
    log.error({ signal, seconds: options.timeoutSeconds }, 'shutdown timed out; exiting now');
    exit(1);
  }, options.timeoutSeconds * 1000);
  deadline.unref();
  app.health.startDraining();
  log.info({ signal, drainSeconds: options.drainSeconds }, 'shutting down: /ready answers 503');
  if (options.drainSeconds > 0) await sleep(options.drainSeconds * 1000);
  const left = () => options.timeoutSeconds * 1000 - (Date.now() - started);
  // Workers stop; the queue stays open, so a request still in flight may queue a job.
  await jobs.stop({ timeoutMs: Math.max(1000, left() - 1000), close: false });
  log.info('jobs stopped; closing the listener once requests in flight finish');
  await app.close();
  await jobs.stop();
  await database.close();
  clearTimeout(deadline);
  log.info({ ms: Date.now() - started }, 'shut down');
  exit(0);
}

import type { FastifyBaseLogger } from 'fastify';
import type { TContractPageService, TPdfJob } from '../modules/contract-page';
import type { TJobs } from './boss';
import { QUEUES } from './queues';

/**
 * The PDF queue's signed contracts: renders the signed PDF with its certificate page and keeps
 * it on the contract (the page polls checkcontractexists for it). At start, signed contracts
 * still without their PDF are queued again.
 */
export async function startContractPdf(
  page: Pick<TContractPageService, 'renderSignedPdf' | 'queueMissingPdfs'>,
  jobs: TJobs,
  log: FastifyBaseLogger,
) {
  await jobs.boss.work<TPdfJob>(QUEUES.pdf, { batchSize: 1 }, async ([job]) => {
    if (!job || job.data.kind !== 'contract-pdf') return;
    try {
      await page.renderSignedPdf(job.data);
    } catch (error) {
      log.warn({ err: error, guid: job.data.guid }, 'signed contract PDF failed');
      throw error;
    }
  });
  const queued = await page.queueMissingPdfs();
  if (queued > 0) log.info({ queued }, 'signed contract PDFs queued');
}

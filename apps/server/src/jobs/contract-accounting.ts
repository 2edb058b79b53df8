import type { FastifyBaseLogger } from 'fastify';
import type { TAccountingJob, TContractsService } from '../modules/contracts/index';
import type { TJobs } from './boss';
import { QUEUES } from './queues';

/**
 * The accounting queue's contract pushes (push without signature, force re-sync): the contracts
 * service pushes through the gateway and keeps the outcome on the contract, where the tabs show
 * it; a retryable failure is thrown so pg-boss tries again with backoff.
 */
export async function startContractAccounting(
  contracts: Pick<TContractsService, 'runAccountingPush'>,
  jobs: TJobs,
  log: FastifyBaseLogger,
) {
  await jobs.boss.work<TAccountingJob & { kind?: string }>(
    QUEUES.accounting,
    { batchSize: 1 },
    async ([job]) => {
      if (!job || job.data.kind !== 'contract') return;
      try {
        await contracts.runAccountingPush(job.data);
      } catch (error) {
        log.warn({ err: error, guid: job.data.guid }, 'contract push to accounting failed');
        throw error;
      }
    },
  );
}

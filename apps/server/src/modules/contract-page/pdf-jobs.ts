import { QUEUES } from '../../jobs/queues';
import type { TContractPageDeps } from './deps';
import { renderSignedPdf } from './use-cases/render-signed-pdf';

export interface TPdfJob {
  kind: 'contract-pdf';
  party: 'client' | 'sub';
  guid: string;
}

/**
 * Queues a signed contract's PDF; without a job queue (tests) it is rendered at once. A signer
 * waits on the page for the PDF: its job goes before the start-up backlog (priority 10).
 */
export async function queuePdf(deps: TContractPageDeps, job: TPdfJob, priority = 10) {
  if (deps.jobs) await deps.jobs.send(QUEUES.pdf, job, { priority });
  else await renderSignedPdf(deps, job);
}

import type { TContractPageDeps } from '../deps';
import { queuePdf } from '../pdf-jobs';
import { missingPdfContracts } from '../queries';

/**
 * Signed contracts without their PDF (a job lost, or the demo's seeded signatures): queued
 * again at start, behind any signer's, so every signed contract gets its PDF.
 */
export async function queueMissingPdfs(deps: TContractPageDeps) {
  const missing = await missingPdfContracts(deps.db);
  for (const m of missing) await queuePdf(deps, { kind: 'contract-pdf', ...m }, 0);
  return missing.length;
}

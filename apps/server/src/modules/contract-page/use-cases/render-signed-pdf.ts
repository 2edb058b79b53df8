import { contractRowOf } from '../access';
import type { TContractPageDeps } from '../deps';
import { SIGNATURE_SOURCE } from '@n5/shared/contracts/constants';
import { parseEvidence } from '../evidence';
import { documentOf } from '../page-reply';
import { renderContractPdf } from '../pdf';

/** The PDF job's work: the signed PDF with its certificate page, stored once on the contract. */
export async function renderSignedPdf(
  deps: TContractPageDeps,
  job: { party: 'client' | 'sub'; guid: string },
) {
  const { db, files } = deps;
  const row = await contractRowOf(deps, db, job.party, job.guid);
  if (!row || row.stage !== 'Approved' || row.approvalSource !== SIGNATURE_SOURCE) return;
  if (row.contractFileKey) return;
  const { document, hash } = await documentOf(db, row);
  const evidence = parseEvidence(row.signatureEvidence);
  const key = evidence?.signatureFileKey;
  const image = key ? ((await files.readFile(key))?.data ?? null) : null;
  const bytes = await renderContractPdf({
    document,
    currentHash: hash,
    signature: {
      name: row.signedName ?? '',
      signedAt: row.signedAt,
      approvalDate: row.approvalDate,
      image,
      evidence,
    },
  });
  const stored = await files.storeUpload({
    data: bytes,
    fileName: `${row.contractId}.pdf`,
    accept: ['application/pdf'],
    relatedEntity: 'project',
    relatedId: String(row.projectId),
    userId: null,
  });
  await deps.contracts.setSignedPdf(job.party, row.contractId, stored.fileKey);
}

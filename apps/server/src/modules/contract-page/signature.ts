import { MANUAL_UPLOAD, SIGNATURE_SOURCE } from '@n5/shared/contracts/constants';
import { conflict, notFound } from '../../lib/errors';
import {
  contractOf,
  contractRowOf,
  NOT_FOUND,
  partyOf,
  type TAccess,
  type TContractRow,
} from './access';
import type { TContractPageDeps } from './deps';
import type { TSignatureEvidence } from './evidence';
import { closedMessageOf, documentOf, pageReplyOf } from './page-reply';
import { queuePdf } from './pdf-jobs';
import { readSignature, signatureEvidenceOf, type TSigningClient } from './signing';

export type { TSigningClient };

export interface TSignatureInput {
  approvedBy: string;
  signature: string;
  documentHash: string;
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Name and drawing required (400), the contract pending and not signed (409). */
async function checkSignable(deps: TContractPageDeps, access: TAccess, input: TSignatureInput) {
  const { name, png } = readSignature(input);
  const row = await contractOf(deps, deps.db, access);
  if (!row) throw notFound(NOT_FOUND);
  if (row.stage === 'Approved') throw conflict('This contract has already been signed.');
  if (row.stage !== 'Pending' || row.approvalSource === MANUAL_UPLOAD)
    throw conflict(`This contract cannot be signed; it is ${row.stage}.`);
  return { name, png, row };
}

/**
 * The approval through the contracts module, the signature image and the PM's email, in one
 * transaction: the approval runs first, so of simultaneous signatures only the winner stores
 * its image (issue 30 item 5).
 */
async function approveSigned(
  deps: TContractPageDeps,
  signed: {
    row: TContractRow;
    name: string;
    png: Buffer;
    signedAt: Date;
    evidence: Omit<TSignatureEvidence, 'signatureFileKey'>;
    current: Awaited<ReturnType<typeof documentOf>>;
  },
) {
  const { row, name, signedAt, current } = signed;
  const party = partyOf(row.recipient);
  const image = {
    data: signed.png,
    fileName: `signature-${row.contractId}.png`,
    accept: ['image/png'] as const,
    relatedEntity: 'project',
    relatedId: String(row.projectId),
    userId: null,
  };
  return deps.files.storeWith(image, async (tx, file) => {
    const evidence: TSignatureEvidence = { ...signed.evidence, signatureFileKey: file.fileKey };
    await deps.contracts.approve(tx, {
      party,
      guid: row.contractId,
      userId: null,
      values: {
        approvalDate: isoDay(signedAt),
        approvalSource: SIGNATURE_SOURCE,
        signedName: name,
        signedAt,
        signatureEvidence: JSON.stringify(evidence),
      },
    });
    const pm = current.project.pmEmail;
    if (!pm) return null;
    const what = current.document.title;
    return deps.email.queue(tx, {
      to: [pm],
      subject: `${what} approved - ${current.project.projectId} ${current.project.projectName}`,
      text:
        `${name} signed the ${what} (${row.typeName}) of project ${current.project.projectId} ` +
        `${current.project.projectName} on ${evidence.signedAtUtc}.\n` +
        `Document SHA-256: ${current.hash}\nThe signed PDF is being prepared.\n`,
      relatedEntity: `${party}_contract`,
      relatedId: row.contractId,
      isContractEmail: true,
      createdBy: null,
    });
  });
}

/**
 * A signature: name and drawing required (400), the contract pending and not signed (409),
 * the document unchanged since the page showed it (409), then the approval use case of the
 * contracts module with the evidence, the approval email to the PM and the PDF job.
 */
export async function signContract(
  deps: TContractPageDeps,
  access: TAccess,
  input: TSignatureInput,
  client: TSigningClient,
) {
  const { name, png, row } = await checkSignable(deps, access, input);
  const current = await documentOf(deps.db, row);
  const closed = closedMessageOf(current.project);
  if (closed) throw conflict(closed);
  if (current.hash !== input.documentHash) {
    throw conflict(
      'The contract changed after this page was opened. Reload the page, read the current contract and sign again.',
    );
  }
  const party = partyOf(row.recipient);
  const signedAt = deps.now();
  const evidence = signatureEvidenceOf(client, {
    sha256: current.hash,
    linkTokenId:
      access.via === 'link'
        ? `/contract/?r=${access.recipient}&id=${access.guid}&c=${access.companyId}`
        : `/contracts/${access.guid}/client`,
    signedAt,
  });
  const emailId = await approveSigned(deps, { row, name, png, signedAt, evidence, current });
  if (emailId !== null) await deps.email.wake([emailId]);
  // Committed: the contract is approved, so accounting gets it signed (issue 38 item 8).
  await deps.contracts.pushApproved(party, row.contractId);
  await queuePdf(deps, { kind: 'contract-pdf', party, guid: row.contractId });
  const after = await contractRowOf(deps, deps.db, party, row.contractId);
  return pageReplyOf(deps, deps.db, after!);
}

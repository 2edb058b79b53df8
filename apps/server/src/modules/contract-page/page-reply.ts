import { phoneText } from '@n5/shared/contract-page/rules';
import { MANUAL_UPLOAD, SIGNATURE_SOURCE } from '@n5/shared/contracts/constants';
import type { TContractPageReply } from '@n5/shared/contract-page/schemas';
import type { TStageType } from '@n5/shared/project/constants';
import {
  closedProjectMessage,
  isClosedForPublicDecisions,
} from '@n5/shared/project/public-decisions';
import type { TDbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { contractOf, NOT_FOUND, partyOf, type TAccess, type TContractRow } from './access';
import type { TContractPageDeps } from './deps';
import { buildDocument, documentHash } from './document';
import { parseEvidence } from './evidence';
import { baseContractOf, contractLines, documentProject, subParty } from './queries';

/** Why a closed project's contract can no longer be signed online, or null (issue 30 item 12). */
export function closedMessageOf(project: { projectStage: TStageType; pmName: string | null }) {
  return isClosedForPublicDecisions(project.projectStage)
    ? closedProjectMessage(project.projectStage, project.pmName)
    : null;
}

/** The one document model of a contract, its hash (what a signature signs) and its project. */
export async function documentOf(tx: TDbOrTx, row: TContractRow) {
  const project = await documentProject(tx, row.projectId);
  if (!project) throw notFound(NOT_FOUND);
  const party = partyOf(row.recipient);
  const [lines, base, sub] = await Promise.all([
    contractLines(tx, party, row.contractId),
    row.recipient === 'c' && row.typeName !== 'Base' ? baseContractOf(tx, row.projectId) : null,
    row.recipient === 's' && row.companyId !== null ? subParty(tx, row.companyId) : null,
  ]);
  const document = buildDocument({
    recipient: row.recipient,
    guid: row.contractId,
    contractType: row.typeName,
    description: row.description,
    workDays: row.workDays,
    retention: row.retention,
    sentDate: row.sentDate,
    approvalDate: row.approvalDate,
    project,
    sub: sub
      ? {
          name: sub.name ?? '',
          company: sub.company,
          phone: phoneText(sub.phone) || phoneText(sub.corporatePhone),
          email: sub.email ?? sub.corporateEmail ?? '',
        }
      : null,
    lines,
    base,
  });
  return { document, hash: documentHash(document), project };
}

async function signatureImage(deps: Pick<TContractPageDeps, 'files'>, row: TContractRow) {
  if (row.approvalSource !== SIGNATURE_SOURCE) return null;
  const key = parseEvidence(row.signatureEvidence)?.signatureFileKey;
  const file = key ? await deps.files.readFile(key) : null;
  return file ? `data:image/png;base64,${file.data.toString('base64')}` : null;
}

/** What the page shows: the document, its hash, and the contract's approval status. */
export async function pageReplyOf(
  deps: Pick<TContractPageDeps, 'files'>,
  tx: TDbOrTx,
  row: TContractRow,
): Promise<TContractPageReply> {
  const { document, hash, project } = await documentOf(tx, row);
  const closedMessage = closedMessageOf(project);
  return {
    contract: {
      document,
      documentHash: hash,
      status: {
        approved: row.stage === 'Approved',
        stage: row.stage,
        approvedBy: row.approvalSource === MANUAL_UPLOAD ? MANUAL_UPLOAD : row.signedName,
        approvalDate: row.approvalDate,
        approvalSource: row.approvalSource,
        signedAt: row.signedAt?.toISOString() ?? null,
        signatureImage: await signatureImage(deps, row),
        canSign:
          row.stage === 'Pending' &&
          !row.signedName &&
          row.approvalSource !== MANUAL_UPLOAD &&
          closedMessage === null,
        // Only an open decision is closed: a signed contract still shows its signature.
        closedMessage: row.stage === 'Pending' ? closedMessage : null,
      },
    },
  };
}

/** The page of the contract an access names, or 404. */
export async function readPage(
  deps: Pick<TContractPageDeps, 'db' | 'contracts' | 'files'>,
  access: TAccess,
) {
  const row = await contractOf(deps, deps.db, access);
  if (!row) throw notFound(NOT_FOUND);
  return pageReplyOf(deps, deps.db, row);
}

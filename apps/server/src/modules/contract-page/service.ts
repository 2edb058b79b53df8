import {
  MANUAL_UPLOAD,
  NAME_REQUIRED,
  parseContractLink,
  parseGuid,
  phoneText,
  SIGNATURE_REQUIRED,
} from '@n5/shared/contract-page/rules';
import type { TContractPageReply, TRecipient } from '@n5/shared/contract-page/schemas';
import type { TDb, TDbOrTx } from '../../db/client';
import type { TJobs } from '../../jobs/boss';
import { QUEUES } from '../../jobs/queues';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { decodePngDataUrl } from '../../lib/png-data-url';
import type { TContractsService } from '../contracts/service';
import type { TEmailService } from '../email/service';
import type { TFilesService } from '../files/service';
import { buildDocument, documentHash } from './document';
import { renderContractPdf } from './pdf';
import {
  baseContractOf,
  contractLines,
  documentProject,
  missingPdfContracts,
  subParty,
} from './queries';

const NOT_FOUND = 'That contract could not be found.';
const SIGNATURE_SOURCE = 'Signature';
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** What the server keeps of a signature (signature_evidence, JSON). */
export interface TSignatureEvidence {
  ip: string;
  userAgent: string;
  sha256: string;
  /** Which link was used: '/contract/?r=…&c=…' or '/contracts/{id}/client', with the guid. */
  linkTokenId: string;
  signatureFileKey?: string;
  signedAtUtc?: string;
}

/** How a page reached the contract: the /contract/ link (with r and c) or the client view. */
type TAccess =
  | { via: 'link'; recipient: TRecipient; guid: string; companyId: number }
  | { via: 'clientView'; recipient: 'c'; guid: string };

export interface TPdfJob {
  kind: 'contract-pdf';
  party: 'client' | 'sub';
  guid: string;
}

const partyOf = (recipient: TRecipient) => (recipient === 'c' ? 'client' : 'sub');

export function parseEvidence(text: string | null): TSignatureEvidence | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as TSignatureEvidence;
  } catch {
    return null;
  }
}

/**
 * The public contract pages (issue 15): the one document model per contract, the signature
 * (through the contracts module's approval use case), its evidence, and the signed PDF.
 */
export function createContractPageService(deps: {
  db: TDb;
  contracts: TContractsService;
  files: TFilesService;
  email: TEmailService;
  jobs: TJobs | null;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** A contract of either kind by guid, as the document needs it (no access check). */
  async function rowOf(tx: TDbOrTx, party: 'client' | 'sub', guid: string) {
    const row = await deps.contracts.contractRow(tx, party, guid);
    return row ? { ...row, recipient: party === 'client' ? ('c' as const) : ('s' as const) } : null;
  }

  /** The contract an access names, or null: unknown guid, wrong kind or another company. */
  async function contractOf(tx: TDbOrTx, access: TAccess) {
    const row = await rowOf(tx, partyOf(access.recipient), access.guid);
    if (!row) return null;
    if (access.via === 'link' && row.companyId !== access.companyId) return null;
    return row;
  }
  type TRow = NonNullable<Awaited<ReturnType<typeof rowOf>>>;

  async function documentOf(tx: TDbOrTx, row: TRow) {
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

  async function signatureImage(row: TRow) {
    if (row.approvalSource !== SIGNATURE_SOURCE) return null;
    const key = parseEvidence(row.signatureEvidence)?.signatureFileKey;
    const file = key ? await deps.files.readFile(key) : null;
    return file ? `data:image/png;base64,${file.data.toString('base64')}` : null;
  }

  async function replyOf(tx: TDbOrTx, row: TRow): Promise<TContractPageReply> {
    const { document, hash } = await documentOf(tx, row);
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
          signatureImage: await signatureImage(row),
          canSign:
            row.stage === 'Pending' && !row.signedName && row.approvalSource !== MANUAL_UPLOAD,
        },
      },
    };
  }

  function linkAccess(input: { recipient?: string; guid?: string; companyID?: string }) {
    const link = parseContractLink({ r: input.recipient, id: input.guid, c: input.companyID });
    if (!link) {
      throw badRequest(
        'A contract link needs recipient (c or s), guid (a contract GUID) and companyID (a number).',
      );
    }
    return { via: 'link' as const, ...link };
  }
  function clientViewAccess(contractId: string) {
    const guid = parseGuid(contractId);
    if (!guid) throw notFound(NOT_FOUND);
    return { via: 'clientView' as const, recipient: 'c' as const, guid };
  }

  async function read(access: TAccess) {
    const row = await contractOf(db, access);
    if (!row) throw notFound(NOT_FOUND);
    return replyOf(db, row);
  }

  /**
   * A signature: name and drawing required (400), the contract pending and not signed (409),
   * the document unchanged since the page showed it (409), then the approval use case of the
   * contracts module with the evidence, the approval email to the PM and the PDF job.
   */
  async function sign(
    access: TAccess,
    input: { approvedBy: string; signature: string; documentHash: string },
    client: { ip: string; userAgent: string },
  ) {
    const name = input.approvedBy.trim();
    if (!name) throw badRequest(NAME_REQUIRED);
    const png = decodePngDataUrl(input.signature);
    if (png === 'empty') throw badRequest(SIGNATURE_REQUIRED);
    if (png === 'invalid') throw badRequest('The signature must be a PNG image.');
    const row = await contractOf(db, access);
    if (!row) throw notFound(NOT_FOUND);
    if (row.stage === 'Approved') throw conflict('This contract has already been signed.');
    if (row.stage !== 'Pending' || row.approvalSource === MANUAL_UPLOAD)
      throw conflict(`This contract cannot be signed; it is ${row.stage}.`);
    const current = await documentOf(db, row);
    if (current.hash !== input.documentHash) {
      throw conflict(
        'The contract changed after this page was opened. Reload the page, read the current contract and sign again.',
      );
    }
    const party = partyOf(row.recipient);
    const stored = await deps.files.storeUpload({
      data: png,
      fileName: `signature-${row.contractId}.png`,
      accept: ['image/png'],
      relatedEntity: 'project',
      relatedId: String(row.projectId),
      userId: null,
    });
    const signedAt = now();
    const evidence: TSignatureEvidence = {
      ip: client.ip,
      userAgent: client.userAgent,
      sha256: current.hash,
      linkTokenId:
        access.via === 'link'
          ? `/contract/?r=${access.recipient}&id=${access.guid}&c=${access.companyId}`
          : `/contracts/${access.guid}/client`,
      signatureFileKey: stored.fileKey,
      signedAtUtc: signedAt.toISOString(),
    };
    const emailId = await db.transaction(async (tx) => {
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
    if (emailId !== null) await deps.email.wake([emailId]);
    await queuePdf({ kind: 'contract-pdf', party, guid: row.contractId });
    const after = await rowOf(db, party, row.contractId);
    return replyOf(db, after!);
  }

  /** A signer waits on the page for the PDF: its job goes before the start-up backlog. */
  async function queuePdf(job: TPdfJob, priority = 10) {
    if (deps.jobs) await deps.jobs.send(QUEUES.pdf, job, { priority });
    else await renderSignedPdf(job);
  }

  /** The job's work: the signed PDF with its certificate page, stored once on the contract. */
  async function renderSignedPdf(job: TPdfJob) {
    const row = await rowOf(db, job.party, job.guid);
    if (!row || row.stage !== 'Approved' || row.approvalSource !== SIGNATURE_SOURCE) return;
    if (row.contractFileKey) return;
    const { document, hash } = await documentOf(db, row);
    const evidence = parseEvidence(row.signatureEvidence);
    const key = evidence?.signatureFileKey;
    const image = key ? ((await deps.files.readFile(key))?.data ?? null) : null;
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
    const stored = await deps.files.storeUpload({
      data: bytes,
      fileName: `${row.contractId}.pdf`,
      accept: ['application/pdf'],
      relatedEntity: 'project',
      relatedId: String(row.projectId),
      userId: null,
    });
    await deps.contracts.setSignedPdf(job.party, row.contractId, stored.fileKey);
  }

  /** Client or sub contract by guid alone (the PDF poll and download: the guid is the key). */
  async function byGuid(guidText: string) {
    const guid = parseGuid(guidText);
    if (!guid) throw notFound(NOT_FOUND);
    const row =
      (await deps.contracts.contractRow(db, 'client', guid)) ??
      (await deps.contracts.contractRow(db, 'sub', guid));
    if (!row) throw notFound(NOT_FOUND);
    return { guid, fileKey: row.contractFileKey, stage: row.stage };
  }

  async function checkExists(guidText: string) {
    const found = await byGuid(guidText);
    const ready = found.stage === 'Approved' && !!found.fileKey;
    return {
      contractExists: ready,
      uri: ready ? `/api/contract/signed-pdf?guid=${found.guid}` : null,
    };
  }

  async function signedPdf(guidText: string) {
    const found = await byGuid(guidText);
    const file =
      found.stage === 'Approved' && found.fileKey ? await deps.files.readFile(found.fileKey) : null;
    if (!file) throw notFound('The signed PDF of this contract is not ready.');
    return { guid: found.guid, data: file.data };
  }

  /**
   * Signed contracts without their PDF (a job lost, or the demo's seeded signatures): queued
   * again at start, so every signed contract gets its PDF.
   */
  async function queueMissingPdfs() {
    const missing = await missingPdfContracts(db);
    for (const m of missing) await queuePdf({ kind: 'contract-pdf', ...m }, 0);
    return missing.length;
  }

  return {
    readByLink: (query: { recipient?: string; guid?: string; companyID?: string }) =>
      read(linkAccess(query)),
    readClientView: (contractId: string) => read(clientViewAccess(contractId)),
    signByLink: (
      body: {
        recipient: string;
        guid: string;
        companyID: string;
        approvedBy: string;
        signature: string;
        documentHash: string;
      },
      client: { ip: string; userAgent: string },
    ) =>
      sign(
        linkAccess({ recipient: body.recipient, guid: body.guid, companyID: body.companyID }),
        body,
        client,
      ),
    signClientView: (
      contractId: string,
      body: { approvedBy: string; signature: string; documentHash: string },
      client: { ip: string; userAgent: string },
    ) => sign(clientViewAccess(contractId), body, client),
    checkExists,
    signedPdf,
    renderSignedPdf,
    queueMissingPdfs,
  };
}
export type TContractPageService = ReturnType<typeof createContractPageService>;

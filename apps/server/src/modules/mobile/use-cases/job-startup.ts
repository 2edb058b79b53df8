import { createHash } from 'node:crypto';
import { refusalMessage } from '@n5/shared/core/field-rules';
import {
  canSignJobStartup,
  jobStartupClosedMessage,
  MOBILE_TEXTS,
  PNG_DATA_URL_PREFIX,
  ZJobStartupFields,
} from '@n5/shared/mobile/rules';
import type { TUser } from '@n5/shared/session/schemas';
import type { TDbOrTx } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { keyedTransaction } from '../../../lib/idempotency/keyed-transaction';
import { decodePngDataUrl } from '../../../lib/png-data-url';
import { getMobileProject, type TMobileDeps } from '../deps';
import {
  insertJobStartupSignature,
  listJobStartupSignatures,
  lockProject,
  markJobStartupSigned,
} from '../queries';

/** A time zone the server's Intl knows, else UTC (the moment itself is stored in UTC anyway). */
function knownTimeZone(zone: string | undefined) {
  if (!zone) return 'UTC';
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

/** The project's job start-up signatures. */
export async function listSignatures(deps: TMobileDeps, projectId: number) {
  await getMobileProject(deps, projectId);
  return signaturesReply(deps.db, projectId);
}

async function signaturesReply(dbOrTx: TDbOrTx, projectId: number) {
  const rows = await listJobStartupSignatures(dbOrTx, projectId);
  return {
    signatures: rows.map(({ png, signedAt, ...rest }) => ({
      ...rest,
      signature: `${PNG_DATA_URL_PREFIX}${png.toString('base64')}`,
      signedAt: signedAt.toISOString(),
    })),
  };
}

/**
 * Spec 3 §5: name, company and a drawn signature are required. The PNG is kept with the
 * evidence of a contract signature: when (UTC, and the signer's zone), from which address and
 * device, who was signed in, and the image's SHA-256; the first signature turns the project's
 * Job Start Up flag green. One transaction with its audit row.
 */
export async function addSignature(
  deps: TMobileDeps,
  input: {
    projectID: number;
    name: string;
    company: string;
    signature: string;
    timeZone?: string;
  },
  user: TUser,
  client: { ip: string; userAgent: string | null },
) {
  const fields = ZJobStartupFields.safeParse(input);
  if (!fields.success) throw badRequest(refusalMessage(fields.error));
  const { name, company } = fields.data;
  const png = decodePngDataUrl(input.signature);
  if (png === 'empty' || (png === 'invalid' && !input.signature.startsWith(PNG_DATA_URL_PREFIX))) {
    throw badRequest(`${MOBILE_TEXTS.missingSignatureTitle}: ${MOBILE_TEXTS.missingSignatureText}`);
  }
  if (png === 'invalid') throw badRequest('The signature must be a PNG image.');
  const sha256 = createHash('sha256').update(png).digest('hex');
  const timeZone = knownTimeZone(input.timeZone);
  // Keyed (Idempotency-Key): a retried signature is stored once, and answered with the list
  // as it stood after the first one.
  return keyedTransaction(deps.db, async (tx) => {
    const project = await lockProject(tx, input.projectID);
    if (!project) throw notFound(`There is no project ${input.projectID}.`);
    if (!canSignJobStartup(project.stageType)) {
      throw conflict(jobStartupClosedMessage(project.stageType));
    }
    const row = await insertJobStartupSignature(tx, {
      projectId: input.projectID,
      signerName: name,
      company,
      signaturePng: png,
      signatureSha256: sha256,
      timeZone,
      ipAddress: client.ip,
      userAgent: client.userAgent,
      collectedBy: user.UserID,
    });
    await markJobStartupSigned(tx, input.projectID, row.signedAt);
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'job_startup_signature',
      entityId: row.signatureId,
      action: 'insert',
      after: {
        projectId: input.projectID,
        signerName: name,
        company,
        signatureSha256: sha256,
        signedAt: row.signedAt.toISOString(),
        timeZone,
        ipAddress: client.ip,
        userAgent: client.userAgent,
      },
    });
    return signaturesReply(tx, input.projectID);
  });
}

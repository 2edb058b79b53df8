import { type TWaiver } from '@n5/shared/waivers/schemas';
import { waiverStateOf } from '@n5/shared/waivers/rules';
import type { TConfig } from '../../config/env';
import type { TDb, TDbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { TEmailService } from '../email/index';
import type { TFilesService } from '../files/index';
import * as q from './queries';

/** What every waiver use case is handed: email for the request, files for the PDFs. */
export interface TWaiversDeps {
  db: TDb;
  config: TConfig;
  email: TEmailService;
  files: TFilesService;
  now?: () => Date;
}

export const nowOf = (deps: TWaiversDeps) => (deps.now ?? (() => new Date()))();
export const contractorNameOf = (deps: TWaiversDeps) => deps.config.CONTRACTOR_NAME;
export const waiverLinkOf = (deps: TWaiversDeps, guid: string) =>
  `${deps.config.publicUrl}/waiver?i=${guid}`;

export const WAIVER_NOT_FOUND =
  'That lien waiver could not be found. Please contact the N5 Project Manager.';

export async function projectOr404(db: TDbOrTx, projectId: number) {
  const project = await q.projectOf(db, projectId);
  if (!project) throw notFound(`There is no project ${projectId}.`);
  return project;
}

export async function waiverOr404(db: TDbOrTx, waiverId: number) {
  const row = await q.waiverById(db, waiverId);
  if (!row) throw notFound(`There is no lien waiver ${waiverId}.`);
  return row;
}

export async function waiverByLinkOr404(db: TDbOrTx, guid: string) {
  const row = /^[0-9a-f-]{36}$/i.test(guid) ? await q.waiverByGuid(db, guid.toLowerCase()) : null;
  if (!row) throw notFound(WAIVER_NOT_FOUND);
  return row;
}

/** The document frozen at the request names the parties. */
const partiesOf = (row: q.TWaiverRow) => row.document as { claimant: string; customer: string };

/** A waiver row as the Invoice tab lists it. */
export function presentWaiver(deps: TWaiversDeps, row: q.TWaiverRow): TWaiver {
  const receivedAt = row.receivedAt?.toISOString() ?? null;
  return {
    waiverId: row.waiverId,
    guid: row.guid,
    payAppNumber: row.payAppNumber,
    kind: row.kind,
    direction: row.direction,
    ...partiesOf(row),
    subContractId: row.subContractId,
    amount: row.amount,
    throughDate: row.throughDate,
    state: waiverStateOf({ receivedAt }),
    requestedTo: row.requestedTo,
    requestedAt: row.requestedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    receivedVia: (row.receivedVia as 'signature' | 'upload' | null) ?? null,
    receivedAt,
    signedName: row.signedName,
    link: waiverLinkOf(deps, row.guid),
  };
}

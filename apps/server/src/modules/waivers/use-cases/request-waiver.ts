import { usDateText } from '@n5/shared/core/company-time';
import { formatMoney } from '@n5/shared/core/money';
import type { TUser } from '@n5/shared/session/schemas';
import {
  linkExpiresAt,
  longDate,
  WAIVER_KIND_LABELS,
  waiverFiguresOf,
  type TWaiverValues,
} from '@n5/shared/waivers/rules';
import type { z } from 'zod';
import type { ZRequestWaiverBody } from '@n5/shared/waivers/schemas';
import type { TDbOrTx } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { keyedTransaction } from '../../../lib/idempotency/keyed-transaction';
import type { TPayAppFigures } from '../../billing/index';
import {
  contractorNameOf,
  nowOf,
  presentWaiver,
  projectOr404,
  waiverLinkOf,
  waiverOr404,
  type TWaiversDeps,
} from '../deps';
import { documentHashOf, waiverDocumentOf } from '../document';
import * as q from '../queries';
import { waiverPdf } from '../stored-pdf';

type TInput = z.infer<typeof ZRequestWaiverBody>;
type TProject = Awaited<ReturnType<typeof projectOr404>>;

/** The certified pay app (404 missing, 409 open): a waiver states frozen figures only. */
async function certifiedPayApp(deps: TWaiversDeps, projectId: number, number: number) {
  const row = await q.payAppOf(deps.db, projectId, number);
  if (!row) throw notFound(`There is no pay app ${number} on project ${projectId}.`);
  if (!row.certified)
    throw conflict(
      `Pay app ${number} is not certified yet (it is ${row.status}): a lien waiver states the figures the client approved, so request it once the pay app is approved.`,
    );
  const figures = row.certified as TPayAppFigures;
  return { ...row, g702: figures.g702, periodTo: figures.header?.periodTo ?? row.periodTo };
}

/** Who waives to whom: we to the client, or an approved subcontractor of the project to us. */
async function partiesOf(deps: TWaiversDeps, input: TInput, project: TProject) {
  const contractor = contractorNameOf(deps);
  const client = project.clientName || project.projectName;
  if (input.direction === 'to-client')
    return { claimant: contractor, customer: client, owner: client, subContractId: null };
  const subs = await q.subcontractorsOf(deps.db, project.projectId);
  const sub = subs.find((s) => s.subContractId === input.subContractId);
  if (!sub)
    throw badRequest(
      "A subcontractor's waiver needs one of the project's approved sub contracts with a subcontractor.",
    );
  return {
    claimant: sub.companyName,
    customer: contractor,
    owner: client,
    subContractId: sub.subContractId,
  };
}

/** A request whose link expired unsigned gives way to a new one (audited as deleted). */
async function replaceExpired(
  tx: TDbOrTx,
  key: { payAppId: number; kind: TInput['kind']; partyKey: string },
  now: Date,
  user: TUser,
) {
  for (const gone of await q.deleteExpiredRequest(tx, key, now))
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'lien_waiver',
      entityId: gone.waiverId,
      action: 'delete',
      before: { ...key, requestedAt: gone.requestedAt.toISOString(), expired: true },
    });
}

/**
 * Requests a lien waiver for a certified pay app (issue 31 item 4): the amount and through-date
 * by the shared rule, the document from the kind's template, the waiver and its link's email in
 * one keyed transaction (409 when this kind was already requested from this party and its link
 * still works or it was received; an expired unsigned request is replaced), then its
 * PDF stored in the file store.
 */
export async function requestWaiver(deps: TWaiversDeps, input: TInput, user: TUser) {
  const project = await projectOr404(deps.db, input.projectID);
  const payApp = await certifiedPayApp(deps, project.projectId, input.paymentApplicationType);
  const figures = waiverFiguresOf(
    input.kind,
    input.direction,
    { ...payApp.g702, periodTo: payApp.periodTo },
    // A JSON number or numeric text, already in the column's range (the body's rule).
    input.amount == null ? input.amount : String(input.amount),
  );
  if (!figures.ok) throw badRequest(figures.message);
  const parties = await partiesOf(deps, input, project);
  const template = await q.templateOf(deps.db, input.kind);
  if (!template) throw new Error(`There is no lien waiver template for ${input.kind}.`);
  const where = project.workLocationName ? ` - ${project.workLocationName}` : '';
  const values: TWaiverValues = {
    ...parties,
    project: `#${project.projectId} ${project.projectName}${where}`,
    payApp: `Application ${payApp.number}`,
    amount: figures.amount,
    throughDate: figures.throughDate,
  };
  const document = waiverDocumentOf(input.kind, template, values);
  const requestedAt = nowOf(deps);
  let emailId: number | null = null;
  const reply = await keyedTransaction(deps.db, async (tx) => {
    const partyKey = parties.subContractId ?? 'client';
    const key = { payAppId: payApp.payAppId, kind: input.kind, partyKey };
    await replaceExpired(tx, key, requestedAt, user);
    const waiverId = await q.insertWaiver(tx, {
      payAppId: payApp.payAppId,
      projectId: project.projectId,
      kind: input.kind,
      direction: input.direction,
      subContractId: parties.subContractId,
      partyKey,
      amount: figures.amount,
      throughDate: figures.throughDate,
      document,
      documentHash: documentHashOf(document),
      requestedTo: input.email.trim(),
      requestedBy: user.UserID,
      requestedAt,
      expiresAt: linkExpiresAt(requestedAt),
    });
    if (waiverId === null)
      throw conflict(
        `A ${WAIVER_KIND_LABELS[input.kind].toLowerCase()} waiver from ${parties.claimant} was already requested for pay app ${payApp.number}.`,
      );
    const row = await waiverOr404(tx, waiverId);
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'lien_waiver',
      entityId: waiverId,
      action: 'insert',
      after: { payAppId: payApp.payAppId, kind: input.kind, amount: figures.amount },
    });
    const link = waiverLinkOf(deps, row.guid);
    emailId = await deps.email.queue(tx, {
      to: [input.email.trim()],
      subject: `Lien waiver to sign: ${values.project}, ${values.payApp}`,
      text:
        `Please review and sign the ${document.title.toLowerCase()} of ${parties.claimant} ` +
        `for ${values.project}, ${values.payApp}: ${formatMoney(figures.amount)} through ` +
        `${longDate(figures.throughDate)}.\n\n${link}\n\n` +
        `The link works until ${usDateText(row.expiresAt.toISOString().slice(0, 10))}.\n`,
      relatedEntity: 'lien_waiver',
      relatedId: waiverId,
      createdBy: user.UserID,
    });
    return { waiver: presentWaiver(deps, row) };
  });
  if (emailId !== null) await deps.email.wake([emailId]);
  await waiverPdf(deps, await waiverOr404(deps.db, reply.waiver.waiverId));
  return reply;
}

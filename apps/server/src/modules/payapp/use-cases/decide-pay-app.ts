import { PAY_APP_NOTIFICATION_GROUP } from '@n5/shared/billing/constants';
import type { TTx } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import { conflict, notFound } from '../../../lib/errors';
import {
  certifyPayApp,
  FIGURES_CHANGED,
  figuresHash,
  figuresOf,
  projectBilling,
} from '../../billing/index';
import { decisionEmail } from '../decision-email';
import { closedMessageOf, NOT_FOUND, payAppOr404, publicUrlOf, type TPayappDeps } from '../deps';
import * as q from '../queries';
import { storeCertifiedPdf } from './get-pay-app-pdf';

/** Who decided, as the request shows it (kept with the decision). */
export interface TRequester {
  ip: string | null;
  userAgent: string | null;
}

export interface TDecision {
  guid: string;
  decision: 'approved' | 'rejected';
  reason: string | null;
  /** The hash of the figures the page showed (409 when they changed since). */
  shownHash: string;
}

/** The PM, copied to the Pay App Notifications group; nobody when neither has an address. */
async function recipients(deps: TPayappDeps, row: q.TPayAppRow) {
  const groups = deps.email ? await deps.email.listGroups() : [];
  const group = groups.find(
    (g) => g.name.toLowerCase() === PAY_APP_NOTIFICATION_GROUP.toLowerCase(),
  );
  const copied = group?.members ?? [];
  return row.pmEmail
    ? { to: [row.pmEmail], cc: copied.filter((m) => m !== row.pmEmail) }
    : { to: copied, cc: [] };
}

/** Only a Pending pay app of an open project is decided; a rejection of moved figures is 409. */
async function refuseUndecidable(tx: TTx, row: q.TPayAppRow, input: TDecision) {
  const locked = await q.lockPayApp(tx, row.payAppId);
  if (!locked) throw notFound(NOT_FOUND);
  const refusal = conflict(
    `This payment application is ${locked.status}; only a pending one can be ${input.decision}.`,
  );
  if (locked.status !== 'Pending') throw refusal;
  const closed = closedMessageOf(row);
  if (closed) throw conflict(closed);
  if (input.decision === 'rejected') {
    const now = figuresOf(await projectBilling(tx, row.projectId), row.number);
    if (figuresHash(now) !== input.shownHash) throw conflict(FIGURES_CHANGED);
  }
  return refusal;
}

async function auditDecision(
  tx: TTx,
  row: q.TPayAppRow,
  input: TDecision,
  after: string,
  decisionId: number,
  ip: string | null,
) {
  const { decision, reason } = input;
  await recordAudit(tx, {
    userId: null,
    entity: 'pay_app',
    entityId: row.payAppId,
    action: 'update',
    before: { status: 'Pending' },
    after: { status: after, decision, reason },
  });
  await recordAudit(tx, {
    userId: null,
    entity: 'pay_app_decision',
    entityId: decisionId,
    action: 'insert',
    after: { payAppId: row.payAppId, decision, reason, ipAddress: ip },
  });
}

/**
 * The client's approval or rejection of the figures the page showed (`shownHash`): a change
 * since (the PM returned it to Preparing and edited it, a change order moved the schedule) is
 * a 409, and the page reloads the current figures (issue 28 item 10). The decision, its audit
 * rows and the PM's email are one transaction.
 */
export async function decidePayApp(deps: TPayappDeps, input: TDecision, requester: TRequester) {
  const row = await payAppOr404(deps, input.guid);
  const mail = await recipients(deps, row);
  const result = await deps.db.transaction(async (tx) => {
    const refusal = await refuseUndecidable(tx, row, input);
    const client = { kind: 'client', userId: null } as const;
    const changed =
      input.decision === 'approved'
        ? await certifyPayApp(tx, row, client, ['Pending'], input.shownHash)
        : await q.returnToPreparing(tx, row.payAppId);
    if (!changed) throw refusal;
    const after = input.decision === 'approved' ? 'Approved' : 'Preparing';
    const saved = await q.insertDecision(tx, {
      payAppId: row.payAppId,
      decision: input.decision,
      reason: input.reason,
      ipAddress: requester.ip,
      userAgent: requester.userAgent?.slice(0, 500) ?? null,
    });
    await auditDecision(tx, row, input, after, saved.decisionId, requester.ip);
    let emailId: number | null = null;
    if (deps.email && mail.to.length > 0) {
      const link = `${publicUrlOf(deps)}/payapp?i=${row.guid}`;
      emailId = await deps.email.queue(tx, {
        ...mail,
        ...decisionEmail(row, input.decision, input.reason, link),
        relatedEntity: 'pay_app',
        relatedId: row.guid,
      });
    }
    return { emailId, status: after as 'Approved' | 'Preparing' };
  });
  if (result.emailId !== null) await deps.email!.wake([result.emailId]);
  if (result.status === 'Approved')
    await storeCertifiedPdf(deps, row.payAppId).catch(() => undefined);
  // The client is told who got it (issue 40 item 10): the PM by name, else the group.
  const notified =
    result.emailId === null
      ? null
      : row.pmEmail
        ? (row.pmName ?? row.pmEmail)
        : `the ${PAY_APP_NOTIFICATION_GROUP} group`;
  return { Status: result.status, NotifiedName: notified };
}

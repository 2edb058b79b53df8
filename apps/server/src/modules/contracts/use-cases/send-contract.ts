import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import {
  isoDay,
  need,
  nowOf,
  projectOr404,
  type TContractParty,
  type TContractsDeps,
} from '../deps';
import { clientContractsOf, subContractsOf } from '../list-contracts';
import { recipientsOr400, SEND_KIND } from '../sending';

export type TSendInput = { guid: string; projectID: number; recipients: string[]; message: string };

/**
 * Sends a pending contract of either kind for signature: the recipients and message checked,
 * then in one transaction its readiness (400 with the §8 messages), the email through the
 * outbox with the kind's subject and link, the sent flag and date, and the audit row. Sub
 * contract recipients travel as one message, joined by semicolons (spec 1 §9).
 */
async function sendOne(deps: TContractsDeps, kind: TContractParty, user: TUser, input: TSendInput) {
  const email = need(deps.email, 'the email service');
  const recipients = recipientsOr400(input.recipients, input.message);
  const part = SEND_KIND[kind];
  const sent = await deps.db.transaction(async (tx) => {
    const row = await part.lock(deps, tx, input.guid);
    if (row.projectId !== input.projectID) throw notFound(part.notFound);
    if (row.stage !== 'Pending')
      throw conflict(`Only a pending contract can be sent; this one is ${row.stage}.`);
    const refused = await row.refusal();
    if (refused) throw badRequest(refused);
    const { subject, call } = row.email(await projectOr404(tx, row.projectId));
    const emailId = await email.queue(tx, {
      to: recipients,
      subject,
      text: `${input.message.trim()}\n\n${call}\n`,
      relatedEntity: part.entity,
      relatedId: row.contractId,
      isContractEmail: true,
      createdBy: user.UserID,
    });
    const after = { sentInd: 1, sentDate: isoDay(nowOf(deps)) };
    await part.update(tx, row.contractId, after);
    await recordAudit(tx, {
      userId: user.UserID,
      entity: part.entity,
      entityId: row.contractId,
      action: 'update',
      before: { sentInd: row.sentInd, sentDate: row.sentDate },
      after: { ...after, sentTo: recipients.join('; ') },
    });
    return { emailId, projectId: row.projectId };
  });
  await email.wake([sent.emailId]);
  return { projectId: sent.projectId, emailedTo: recipients };
}

/** Sends a client contract for signature; replies with the project's client contracts. */
export async function sendClientContract(deps: TContractsDeps, input: TSendInput, user: TUser) {
  const { projectId, emailedTo } = await sendOne(deps, 'client', user, input);
  return { contracts: await clientContractsOf(deps, projectId), emailedTo };
}

/** Sends a sub contract for signature; replies with the project's sub contracts. */
export async function sendSubContract(deps: TContractsDeps, input: TSendInput, user: TUser) {
  const { projectId, emailedTo } = await sendOne(deps, 'sub', user, input);
  return { contracts: await subContractsOf(deps, projectId), emailedTo };
}

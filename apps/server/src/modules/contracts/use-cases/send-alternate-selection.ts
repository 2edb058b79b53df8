import { alternateApprovalLink } from '@n5/shared/contracts/alternates';
import { contractKind } from '@n5/shared/contracts/constants';
import { alternateSelectionSubject } from '@n5/shared/contracts/rules';
import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { badRequest } from '../../../lib/errors';
import { lockClient, need, projectOr404, publicUrlOf, type TContractsDeps } from '../deps';
import { clientContractOf } from '../list-contracts';
import { updateClientContract } from '../queries';
import { recipientsOr400 } from '../sending';

/**
 * Emails the client the alternates form of an alternate contract (issue 15 item 5): the link to
 * the public selection page through the outbox, the contract marked as sent the form; audited.
 */
export async function sendAlternateSelection(
  deps: TContractsDeps,
  input: { guid: string; recipients: string; text: string },
  user: TUser,
) {
  const email = need(deps.email, 'the email service');
  const recipients = recipientsOr400(input.recipients, input.text);
  const result = await deps.db.transaction(async (tx) => {
    const row = await lockClient(tx, input.guid);
    if (contractKind(row.contractType) !== 'Alt')
      throw badRequest('The alternates form is sent for an alternate contract.');
    const project = await projectOr404(tx, row.projectId);
    const link = alternateApprovalLink(publicUrlOf(deps), row.contractId);
    const emailId = await email.queue(tx, {
      to: recipients,
      subject: alternateSelectionSubject({
        projectId: project.projectId,
        projectName: project.projectName,
      }),
      text: `${input.text.trim()}\n\nChoose your alternates: ${link}\n`,
      relatedEntity: 'client_contract',
      relatedId: row.contractId,
      isContractEmail: true,
      createdBy: user.UserID,
    });
    await updateClientContract(tx, row.contractId, { alternateSentInd: 1 });
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'client_contract',
      entityId: row.contractId,
      action: 'update',
      before: { alternateSentInd: row.alternateSentInd },
      after: { alternateSentInd: 1 },
    });
    return { emailId, contract: await clientContractOf(deps, tx, row) };
  });
  await email.wake([result.emailId]);
  return { contract: result.contract, emailedTo: recipients };
}

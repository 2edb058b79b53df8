import { isCertified, PAY_APP_NOTIFICATION_GROUP } from '@n5/shared/billing/constants';
import { payAppLink, payAppSubject } from '@n5/shared/billing/rules';
import { payAppAttachmentName, payAppEmailText } from '@n5/shared/billing/send-email';
import { invalidRecipient, splitRecipients } from '@n5/shared/contracts/rules';
import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { badRequest, conflict } from '../../../lib/errors';
import {
  lockPayApp,
  need,
  nowOf,
  payAppOr404,
  projectOr404,
  publicUrlOf,
  type TBillingDeps,
} from '../deps';
import { headReply } from '../present';
import * as q from '../queries';

/** The recipients checked (400): at least one, each an email address. */
function recipientsOr400(input: string[]) {
  const recipients = splitRecipients(input);
  if (recipients.length === 0) throw badRequest('Add at least one client email.');
  const bad = invalidRecipient(recipients);
  if (bad) throw badRequest(`"${bad}" is not an email address.`);
  return recipients;
}

/**
 * Sends a pay app to the client for approval (spec 1 §9): the link through the outbox with the
 * amount due in its text and the G702/G703 PDF attached (issue 31 item 7), the Pay App
 * Notifications group copied, the pay app Pending with its recipients; 409 once certified.
 */
export async function sendPayAppToClient(
  deps: TBillingDeps,
  input: {
    projectID: number;
    paymentApplicationType: number;
    recipients: string[];
    message: string;
  },
  user: TUser,
) {
  const email = need(deps.email, 'the email service');
  const recipients = recipientsOr400(input.recipients);
  const sentTo = recipients.join(', ');
  // Rendered before the lock (the PDF module reads with its own connection); the pay app is
  // Preparing or Pending, so an edit in between is the user's own and the page shows it anyway.
  const before = await payAppOr404(deps.db, input.projectID, input.paymentApplicationType);
  const pdf = await need(deps.payapp, 'the pay app PDF').pdfById(before.payAppId);
  const result = await deps.db.transaction(async (tx) => {
    const row = await lockPayApp(tx, input.projectID, input.paymentApplicationType);
    if (isCertified(row.status))
      throw conflict(
        `Pay app ${row.number} is ${row.status}; it was certified and cannot be sent for approval.`,
      );
    const project = await projectOr404(tx, input.projectID);
    const emailId = await email.queue(tx, {
      to: recipients,
      // The "Pay App Notifications" group is copied (spec 1 §9).
      cc: await email.groupMembers(tx, PAY_APP_NOTIFICATION_GROUP),
      subject: payAppSubject({ ...project, number: row.number }),
      text: payAppEmailText({
        message: input.message,
        number: row.number,
        amountDue: pdf.amountDue,
        link: payAppLink(publicUrlOf(deps), row.guid),
      }),
      attachments: [
        {
          fileName: payAppAttachmentName(row.number, project.projectName),
          contentType: 'application/pdf',
          contentBase64: pdf.bytes.toString('base64'),
        },
      ],
      relatedEntity: 'pay_app',
      relatedId: row.payAppId,
      createdBy: user.UserID,
    });
    await q.updatePayApp(tx, row.payAppId, { status: 'Pending', sentTo, sentAt: nowOf(deps) });
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'pay_app',
      entityId: row.payAppId,
      action: 'update',
      before: { status: row.status, sentTo: row.sentTo },
      after: { status: 'Pending', sentTo },
    });
    return { emailId, payAppId: row.payAppId };
  });
  await email.wake([result.emailId]);
  return { ...(await headReply(deps.db, result.payAppId)), emailedTo: sentTo };
}

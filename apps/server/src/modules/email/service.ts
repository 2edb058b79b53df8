import type { TDbOrTx } from '../../db/client';
import type { TOutgoingEmail } from '../../lib/email/outbox';
import { isDeliveryConfigured, toList, type TEmailDeps } from './deps';
import { getGroupMembers } from './use-cases/get-group-members';
import { getMessage } from './use-cases/get-message';
import { listGroups } from './use-cases/list-groups';
import { listOutbox } from './use-cases/list-outbox';
import { queueEmail } from './use-cases/queue-email';
import { requeueFailed } from './use-cases/requeue-failed';
import { resendMessage } from './use-cases/resend-message';
import { saveGroup } from './use-cases/save-group';
import { sendEmails } from './use-cases/send-emails';
import { sendToGroup } from './use-cases/send-to-group';
import { wakeDelivery } from './use-cases/wake-delivery';

type TInput<F extends (...args: never[]) => unknown> = Parameters<F>[1];

/**
 * The one way to send email: `queue` writes to the outbox inside the caller's transaction;
 * `wake` (after commit) hands the ids to the delivery job when SMTP is configured. Without SMTP
 * the messages stay in the outbox for admins to read. The service only composes the use cases
 * (`use-cases/<verb-noun>.ts`).
 */
export function createEmailService(deps: TEmailDeps) {
  return {
    /** A group's members, [] when the group is missing: for copies that are not required. */
    groupMembers: (tx: TDbOrTx, name: string) => getGroupMembers({ tx, name }),
    isDeliveryConfigured: () => isDeliveryConfigured(deps),
    queue: (tx: TDbOrTx, email: TOutgoingEmail) => queueEmail(deps, { tx, email }),
    wake: (emailIds: number[]) => wakeDelivery(deps, { emailIds }),
    send: (emails: TOutgoingEmail[]) => sendEmails(deps, { emails }),
    sendToGroup: (
      input: Omit<TInput<typeof sendToGroup>, 'placement'>,
      placement: 'to' | 'bcc',
      userId: number,
    ) => sendToGroup(deps, { ...input, placement }, userId),
    getMessage: (emailId: number) => getMessage(deps, { emailId }),
    resend: (emailId: number) => resendMessage(deps, { emailId }),
    list: (params: TInput<typeof listOutbox>) => listOutbox(deps, params),
    listGroups: () => listGroups(deps),
    saveGroup: (input: TInput<typeof saveGroup>, userId: number) => saveGroup(deps, input, userId),
    /** Failed -> queued with a fresh attempt budget (a retried delivery job sends it again). */
    requeueFailed: (emailId: number) => requeueFailed(deps, { emailId }),
    toList,
  };
}
export type TEmailService = ReturnType<typeof createEmailService>;

import { quoteInput } from '@n5/shared/core/errors';
import { badRequest, notFound } from '../../../lib/errors';
import { toList, type TAddressInput, type TEmailDeps } from '../deps';
import { findGroupByName } from '../queries';
import { sendEmails } from './send-emails';

/** A message to a named group: its members as the recipients, or as blind copies. */
export async function sendToGroup(
  deps: TEmailDeps,
  input: {
    group: string;
    to?: TAddressInput;
    cc?: TAddressInput;
    bcc?: TAddressInput;
    subject: string;
    text: string;
    html?: string;
    placement: 'to' | 'bcc';
  },
  userId: number,
) {
  const { placement } = input;
  const group = await findGroupByName(deps.db, input.group);
  if (!group) throw notFound(`There is no email group named "${quoteInput(input.group)}".`);
  if (group.members.length === 0)
    throw badRequest(`The email group "${group.name}" has no members.`);
  const to = placement === 'to' ? group.members : toList(input.to);
  if (to.length === 0) throw badRequest('An email needs at least one recipient.');
  return sendEmails(deps, {
    emails: [
      {
        to,
        cc: toList(input.cc),
        bcc: placement === 'bcc' ? [...toList(input.bcc), ...group.members] : toList(input.bcc),
        subject: input.subject,
        text: input.text,
        html: input.html,
        relatedEntity: `group:${group.name}`,
        createdBy: userId,
      },
    ],
  });
}

import { quoteInput } from '@n5/shared/core/errors';
import type { TConfig } from '../../config/env';
import type { TDb, TDbOrTx } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { normalizeAddresses, queueEmail, type TOutgoingEmail } from '../../lib/email/outbox';
import { enqueueEmail } from '../../jobs/email-delivery';
import type { TJobs } from '../../jobs/boss';
import { recordAudit } from '../../lib/audit';
import { keyedTransaction } from '../../lib/idempotency/keyed-transaction';
import {
  findGroupByName,
  findOutboxMessage,
  listGroups,
  listOutbox,
  lockAndCountMailBy,
  requeueFailed,
  upsertGroup,
} from './queries';

type TAddressInput = string | string[] | undefined;
const toList = (value: TAddressInput) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * The one way to send email: `queue` writes to the outbox inside the caller's transaction;
 * `wake` (after commit) hands the ids to the delivery job when SMTP is configured. Without SMTP
 * the messages stay in the outbox for admins to read.
 */
export function createEmailService(deps: { db: TDb; config: TConfig; jobs: TJobs | null }) {
  const { db, config, jobs } = deps;
  const settings = { devMailboxBcc: config.DEV_MAILBOX_BCC };

  /**
   * One user's mail budget, shared by every route that sends mail (issue 30): counted per user,
   * so an office behind one address is not throttled as one person. Mail without a user (public
   * pages, jobs) is bounded by the public routes' per-address limit instead.
   */
  async function spendMailBudget(tx: TDbOrTx, userId: number) {
    const perMinute = config.MAIL_PER_USER_PER_MINUTE;
    const perHour = config.MAIL_PER_USER_PER_HOUR;
    const { lastMinute, lastHour } = await lockAndCountMailBy(tx, userId);
    const over =
      lastMinute >= perMinute
        ? `${perMinute} a minute`
        : lastHour >= perHour
          ? `${perHour} an hour`
          : null;
    if (over) {
      throw new AppError(
        'RATE_LIMITED',
        `Too many emails: one user may send at most ${over}, counting every screen that sends mail. Try again later.`,
      );
    }
  }

  async function queue(tx: TDbOrTx, email: TOutgoingEmail) {
    if (email.createdBy != null) await spendMailBudget(tx, email.createdBy);
    return queueEmail(tx, email, settings);
  }
  /** Mail leaves only through SMTP_URL; without it, it is held in the outbox. */
  const isDeliveryConfigured = () => !!config.SMTP_URL;

  async function wake(emailIds: number[]) {
    if (!jobs || !config.SMTP_URL) return;
    for (const id of emailIds) await enqueueEmail(jobs, id);
  }

  /** Queues messages in one transaction (the send routes' create), then wakes delivery. */
  async function send(emails: TOutgoingEmail[]) {
    const reply = await keyedTransaction(db, async (tx) => {
      const emailIds: number[] = [];
      for (const email of emails) emailIds.push(await queue(tx, email));
      return { emailIds };
    });
    await wake(reply.emailIds);
    return reply;
  }

  async function sendToGroup(
    input: {
      group: string;
      to?: TAddressInput;
      cc?: TAddressInput;
      bcc?: TAddressInput;
      subject: string;
      text: string;
      html?: string;
    },
    placement: 'to' | 'bcc',
    userId: number,
  ) {
    const group = await findGroupByName(db, input.group);
    if (!group) throw notFound(`There is no email group named "${quoteInput(input.group)}".`);
    if (group.members.length === 0)
      throw badRequest(`The email group "${group.name}" has no members.`);
    const to = placement === 'to' ? group.members : toList(input.to);
    if (to.length === 0) throw badRequest('An email needs at least one recipient.');
    return send([
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
    ]);
  }

  async function getMessage(emailId: number) {
    const message = await findOutboxMessage(db, emailId);
    if (!message) throw notFound(`There is no email ${emailId} in the outbox.`);
    return message;
  }

  async function resend(emailId: number) {
    const message = await getMessage(emailId);
    if (message.status !== 'failed') {
      throw badRequest(`Only a failed message can be sent again; this one is ${message.status}.`);
    }
    await requeueFailed(db, emailId);
    await wake([emailId]);
    return getMessage(emailId);
  }

  async function list(params: Parameters<typeof listOutbox>[1]) {
    const { messages, total, byStatus } = await listOutbox(db, params);
    const counts = { queued: 0, sending: 0, sent: 0, failed: 0 };
    for (const row of byStatus) counts[row.status] = row.n;
    return {
      messages,
      total,
      page: params.page,
      pageSize: params.pageSize,
      counts,
      deliveryConfigured: isDeliveryConfigured(),
    };
  }

  async function saveGroup(
    input: { name: string; description: string; members: string[] },
    userId: number,
  ) {
    const members = normalizeAddresses(input.members, 'members');
    const before = await findGroupByName(db, input.name);
    const groupId = await db.transaction(async (tx) => {
      const id = await upsertGroup(tx, { ...input, members });
      await recordAudit(tx, {
        userId,
        entity: 'email_group',
        entityId: id,
        action: before ? 'update' : 'insert',
        before: before && {
          name: before.name,
          description: before.description,
          members: before.members.join(', '),
        },
        after: {
          name: input.name,
          description: input.description,
          members: [...members].sort().join(', '),
        },
      });
      return id;
    });
    const groups = await listGroups(db);
    return groups.find((g) => g.groupId === groupId)!;
  }

  /** A group's members, [] when the group is missing: for copies that are not required. */
  async function groupMembers(tx: TDbOrTx, name: string) {
    return (await findGroupByName(tx, name))?.members ?? [];
  }

  return {
    groupMembers,
    isDeliveryConfigured,
    queue,
    wake,
    send,
    sendToGroup,
    getMessage,
    resend,
    list,
    listGroups: () => listGroups(db),
    saveGroup,
    /** Failed -> queued with a fresh attempt budget (a retried delivery job sends it again). */
    requeueFailed: (emailId: number) => requeueFailed(db, emailId),
    toList,
  };
}
export type TEmailService = ReturnType<typeof createEmailService>;

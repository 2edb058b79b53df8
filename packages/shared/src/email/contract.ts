import { z } from 'zod';
import { defineRoute } from '../core/contract';
import { ACCESS } from '../permissions/access';
import {
  ZEmailGroup,
  ZEmailGroupInput,
  ZOutboxListReply,
  ZOutboxMessage,
  ZOutboxQuery,
  ZSendEmailBody,
  ZSendEmailReply,
  ZSendGroupBody,
} from './schemas';
import { ZIdInput } from '../core/ids';

const ZIdParams = z.object({ id: ZIdInput });

export const emailContract = {
  listOutbox: defineRoute({
    method: 'GET',
    path: '/api/admin/outbox',
    access: ACCESS.admin,
    summary: 'Outbox messages, newest first, filtered by status',
    query: ZOutboxQuery,
    reply: ZOutboxListReply,
  }),
  getOutboxMessage: defineRoute({
    method: 'GET',
    path: '/api/admin/outbox/:id',
    access: ACCESS.admin,
    summary: 'One outbox message as its recipients see it',
    params: ZIdParams,
    reply: ZOutboxMessage,
  }),
  resendOutboxMessage: defineRoute({
    method: 'POST',
    path: '/api/admin/outbox/:id/resend',
    idempotency: 'repeatable',
    access: ACCESS.admin,
    summary: 'Queue a failed message again',
    params: ZIdParams,
    reply: ZOutboxMessage,
  }),
  listGroups: defineRoute({
    method: 'GET',
    path: '/api/admin/email-groups',
    access: ACCESS.admin,
    summary: 'Email groups (e.g. "Pay App Notifications")',
    reply: z.object({ groups: z.array(ZEmailGroup) }),
  }),
  saveGroup: defineRoute({
    method: 'PUT',
    path: '/api/admin/email-groups',
    idempotency: 'repeatable',
    access: ACCESS.admin,
    summary: 'Create or replace an email group by name',
    body: ZEmailGroupInput,
    reply: ZEmailGroup,
  }),
  sendEmail: defineRoute({
    method: 'POST',
    path: '/send-email',
    idempotency: 'key',
    access: ACCESS.office,
    summary: 'Queue an email (staff only, rate limited)',
    body: ZSendEmailBody,
    reply: ZSendEmailReply,
  }),
  sendEmailBccGroup: defineRoute({
    method: 'POST',
    path: '/send-email/bcc-group',
    idempotency: 'key',
    access: ACCESS.office,
    summary: 'Queue an email blind-copied to a group',
    body: ZSendGroupBody,
    reply: ZSendEmailReply,
  }),
  sendEmailToGroup: defineRoute({
    method: 'POST',
    path: '/send-email/to-group',
    idempotency: 'key',
    access: ACCESS.office,
    summary: 'Queue an email addressed to a group',
    body: ZSendGroupBody.omit({ to: true }),
    reply: ZSendEmailReply,
  }),
} as const;

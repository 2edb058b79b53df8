import { z } from 'zod';
import { defineRoute } from '../core/contract';
import { ZIdText } from '../core/ids';
import { ACCESS } from '../permissions/access';
import {
  ZConditionTemplate,
  ZTemplateIdBody,
  ZTemplateListQuery,
  ZTemplateReply,
  ZUpdateTemplateBody,
} from './schemas';

/** Condition template approval (spec 2 §2.14, §7 "Condition templates"); admins only. */
export const conditionTemplatesContract = {
  list: defineRoute({
    method: 'GET',
    path: '/api/condition/condition-template',
    access: ACCESS.admin,
    summary: 'Templates of one list: awaiting-approval, active or inactive',
    query: ZTemplateListQuery,
    reply: z.object({ templates: z.array(ZConditionTemplate) }),
  }),
  overwriteDetail: defineRoute({
    method: 'GET',
    path: '/api/condition/condition-template/:id',
    access: ACCESS.admin,
    summary: 'An overwrite request: the target template (oldValue) and the request (newValue)',
    params: z.object({ id: ZIdText }),
    reply: z.object({ oldValue: ZConditionTemplate.nullable(), newValue: ZConditionTemplate }),
  }),
  approve: defineRoute({
    method: 'POST',
    path: '/api/condition/approve-condition-template',
    access: ACCESS.admin,
    idempotency: 'repeatable',
    summary: 'Approves (or reactivates) a template; an overwrite request overwrites its target',
    body: ZTemplateIdBody,
    reply: ZTemplateReply,
  }),
  reject: defineRoute({
    method: 'POST',
    path: '/api/condition/reject-condition-template',
    access: ACCESS.admin,
    idempotency: 'repeatable',
    summary: 'Rejects a request or deactivates an active template',
    body: ZTemplateIdBody,
    reply: ZTemplateReply,
  }),
  update: defineRoute({
    method: 'POST',
    path: '/api/condition/update-condition-template',
    access: ACCESS.admin,
    idempotency: 'repeatable',
    summary: 'Sets one editable field of a template (spec 2 §5); replies with the template',
    body: ZUpdateTemplateBody,
    reply: ZTemplateReply,
  }),
} as const;

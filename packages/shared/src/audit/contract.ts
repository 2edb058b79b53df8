import { z } from 'zod';
import { defineRoute } from '../core/contract';
import { ACCESS } from '../permissions/access';

export const ZAuditEntry = z.object({
  auditId: z.number().int(),
  at: z.string(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  action: z.enum(['insert', 'update', 'delete']),
  field: z.string().nullable(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
});

export const auditContract = {
  listEntityHistory: defineRoute({
    method: 'GET',
    path: '/api/audit',
    access: ACCESS.admin,
    summary: "One entity's change history, newest first",
    query: z.object({
      entity: z.string().trim().min(1, 'entity is required').max(60),
      id: z.string().trim().min(1, 'id is required').max(100),
    }),
    reply: z.object({ entries: z.array(ZAuditEntry) }),
  }),
} as const;

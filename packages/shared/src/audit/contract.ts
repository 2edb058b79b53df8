import { z } from 'zod';
import { defineRoute } from '../core/contract';
import { ZIdText } from '../core/ids';
import { parseInteger } from '../core/integer';
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

/** One audit row with its record: the audit screen's list (issue 34 item 5). */
export const ZAuditLogEntry = ZAuditEntry.extend({ entity: z.string(), entityId: z.string() });
export type TAuditLogEntry = z.infer<typeof ZAuditLogEntry>;

/** A calendar day that exists ('2026-02-31' does not: PostgreSQL would refuse it). */
const isRealDay = (text: string) => {
  const [y, m, d] = text.split('-').map((part) => parseInteger(part)!) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};
const day = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be a day such as 2026-11-01')
  .refine(isRealDay, 'must be a day such as 2026-11-01');

/** The audit screen's filters; `before` is the keyset cursor (the last row's auditId). */
export const ZAuditLogQuery = z.object({
  userId: ZIdText.optional(),
  entity: z.string().trim().min(1).max(60).optional(),
  entityId: z.string().trim().min(1).max(100).optional(),
  from: day.optional(),
  to: day.optional(),
  before: z
    .string()
    .regex(/^[0-9]{1,15}$/, 'before must be an audit row id')
    .transform((t) => BigInt(t).toString())
    .optional(),
  limit: z
    .string()
    .regex(/^[0-9]{1,3}$/, 'limit must be a whole number from 1 to 200')
    .transform((t) => Math.min(Math.max(parseInteger(t)!, 1), 200))
    .optional(),
});
export type TAuditLogQuery = z.infer<typeof ZAuditLogQuery>;

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
  listAuditLog: defineRoute({
    method: 'GET',
    path: '/api/audit/log',
    access: ACCESS.admin,
    summary:
      'The audit log, newest first, filtered by user, record type, record and days; keyset pages',
    query: ZAuditLogQuery,
    reply: z.object({ entries: z.array(ZAuditLogEntry), nextBefore: z.string().nullable() }),
  }),
  auditFilters: defineRoute({
    method: 'GET',
    path: '/api/audit/filters',
    access: ACCESS.admin,
    summary: "The audit screen's choices: the record types in the log and the users",
    reply: z.object({
      entities: z.array(z.string()),
      users: z.array(z.object({ userId: z.number().int(), name: z.string() })),
    }),
  }),
  projectHistory: defineRoute({
    method: 'GET',
    path: '/api/audit/project/:id',
    access: ACCESS.admin,
    summary: "A project's change history, newest first (404 for an unknown project)",
    params: z.object({ id: ZIdText }),
    reply: z.object({ entries: z.array(ZAuditEntry) }),
  }),
} as const;

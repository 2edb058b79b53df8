import type { TAuditLogQuery } from '@n5/shared/audit/contract';
import type { TAuditDeps } from './deps';
import { listEntityHistory } from './queries';
import { getProjectHistory } from './use-cases/get-project-history';
import { listAuditFilters } from './use-cases/list-audit-filters';
import { listAuditLog } from './use-cases/list-audit-log';

/** The audit log: one record's history, the audit screen's pages and filters. */
export function createAuditService(deps: TAuditDeps) {
  const { db } = deps;
  return {
    listEntityHistory: (entity: string, entityId: string) =>
      listEntityHistory(db, { entity, entityId }),
    listAuditLog: (input: TAuditLogQuery) => listAuditLog(deps, input),
    listAuditFilters: () => listAuditFilters(deps),
    getProjectHistory: (input: { projectId: number }) => getProjectHistory(deps, input),
  };
}
export type TAuditService = ReturnType<typeof createAuditService>;

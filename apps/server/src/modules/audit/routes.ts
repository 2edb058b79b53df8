import type { FastifyInstance } from 'fastify';
import { auditContract } from '@n5/shared/audit/contract';
import { registerRoute } from '../../lib/route';
import type { TAuditService } from './service';

export function registerAuditRoutes(app: FastifyInstance, audit: TAuditService) {
  registerRoute(app, auditContract.listEntityHistory, async ({ query }) => ({
    entries: await audit.listEntityHistory(query.entity, query.id),
  }));
  registerRoute(app, auditContract.listAuditLog, ({ query }) => audit.listAuditLog(query));
  registerRoute(app, auditContract.auditFilters, () => audit.listAuditFilters());
  registerRoute(app, auditContract.projectHistory, ({ params }) =>
    audit.getProjectHistory({ projectId: params.id }),
  );
}

import type { FastifyInstance } from 'fastify';
import { auditContract } from '@n5/shared/audit/contract';
import type { TDb } from '../../db/client';
import { registerRoute } from '../../lib/route';
import { listEntityHistory } from './queries';

export async function auditRoutes(app: FastifyInstance, options: { db: TDb }) {
  registerRoute(app, auditContract.listEntityHistory, async ({ query }) => ({
    entries: await listEntityHistory(options.db, { entity: query.entity, entityId: query.id }),
  }));
}

import type { FastifyInstance } from 'fastify';
import { contractsContract as c } from '@n5/shared/contracts/contract';
import { registerRoute } from '../../lib/route';
import type { TContractsService } from './service';

/** Contracts; HTTP only. */
export function registerContractsRoutes(app: FastifyInstance, contracts: TContractsService) {
  registerRoute(app, c.contractOptions, ({ query }) => contracts.options(query.projectID));
}

import type { FastifyInstance } from 'fastify';
import { sessionContract } from '@n5/shared/session/contract';
import { usersContract } from '@n5/shared/users/contract';
import { registerRoute } from '../../lib/route';
import type { TUsersService } from './service';

export function registerUsersRoutes(app: FastifyInstance, users: TUsersService) {
  registerRoute(app, sessionContract.listUsers, async () => ({ users: await users.listUsers() }));
  registerRoute(app, usersContract.listDisplayNames, async () => ({
    users: await users.listDisplayNames(),
  }));
  registerRoute(app, usersContract.listRoles, async () => ({ roles: await users.listRoles() }));
}

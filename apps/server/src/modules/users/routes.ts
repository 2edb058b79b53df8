import type { FastifyInstance } from 'fastify';
import { sessionContract } from '@n5/shared/session/contract';
import { usersContract } from '@n5/shared/users/contract';
import type { TDb } from '../../db/client';
import { registerRoute } from '../../lib/route';
import { listUsers } from '../session/queries';
import { listRoles } from './queries';

export async function userRoutes(app: FastifyInstance, options: { db: TDb }) {
  const { db } = options;
  registerRoute(app, sessionContract.listUsers, async () => ({ users: await listUsers(db) }));
  registerRoute(app, usersContract.listDisplayNames, async () => ({
    users: (await listUsers(db)).map(({ UserID, DisplayName }) => ({ UserID, DisplayName })),
  }));
  registerRoute(app, usersContract.listRoles, async () => ({ roles: await listRoles(db) }));
}

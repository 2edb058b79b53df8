import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TDb } from '../../db/client';
import { registerUsersRoutes } from './routes';
import { createUsersService, type TUsersService } from './service';

export type { TUsersService };

declare module 'fastify' {
  interface FastifyInstance {
    users: TUsersService;
  }
}

/** Users and roles. */
export const usersModule = fp(
  async (app: FastifyInstance, deps: { db: TDb }) => {
    const users = createUsersService(deps);
    app.decorate('users', users);
    registerUsersRoutes(app, users);
  },
  { name: 'users' },
);

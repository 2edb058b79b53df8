import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TConfig } from '../../config/env';
import type { TDb } from '../../db/client';
import type { TEmailService } from '../email/service';
import { registerNotesRoutes } from './routes';
import { createNotesService, type TNotesService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    notes: TNotesService;
  }
}

/** Project notes and their notification recipients (the browser's dialog, the Notes tab). */
export const notesModule = fp(
  async (app: FastifyInstance, deps: { db: TDb; email: TEmailService; config: TConfig }) => {
    const notes = createNotesService(deps);
    app.decorate('notes', notes);
    registerNotesRoutes(app, notes);
  },
  { name: 'notes' },
);

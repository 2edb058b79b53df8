import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TNotesDeps } from './deps';
import { registerNotesRoutes } from './routes';
import { createNotesService, type TNotesService } from './service';

export type { TNotesService };

declare module 'fastify' {
  interface FastifyInstance {
    notes: TNotesService;
  }
}

/** Project notes and their notification recipients (the browser's dialog, the Notes tab). */
export const notesModule = fp(
  async (app: FastifyInstance, deps: TNotesDeps) => {
    const notes = createNotesService(deps);
    app.decorate('notes', notes);
    registerNotesRoutes(app, notes);
  },
  { name: 'notes' },
);

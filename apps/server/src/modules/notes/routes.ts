import type { FastifyInstance } from 'fastify';
import { notesContract as c } from '@n5/shared/notes/contract';
import { registerRoute } from '../../lib/route';
import type { TNotesService } from './service';

/** Project notes and notification recipients; HTTP only. */
export function registerNotesRoutes(app: FastifyInstance, notes: TNotesService) {
  registerRoute(app, c.listNotes, ({ query, request }) =>
    notes.listNotes({ projectId: query.projectID }, request.user!),
  );
  registerRoute(app, c.addNote, ({ body, request }) => notes.addNote(body, request.user!));
  registerRoute(app, c.deleteNote, ({ params, request }) =>
    notes.deleteNote({ noteId: params.noteId }, request.user!),
  );
  registerRoute(app, c.addNoteMobile, ({ body, request }) =>
    notes.addNote(body, request.user!, 'field'),
  );
  registerRoute(app, c.deleteNoteMobile, ({ params, request }) =>
    notes.deleteNote({ noteId: params.noteID }, request.user!),
  );
  registerRoute(app, c.mergeNotifications, ({ body, request }) =>
    notes.mergeRecipients(body, request.user!),
  );
  registerRoute(app, c.noteEmailDetails, ({ query }) =>
    notes.getNoteEmailDetails({ projectId: query.projectID }),
  );
  registerRoute(app, c.listNotifications, ({ params }) =>
    notes.listRecipients({ projectId: params.projectId }),
  );
  registerRoute(app, c.addNotification, ({ body, request }) =>
    notes.addRecipient(body, request.user!),
  );
  registerRoute(app, c.removeNotification, ({ query, request }) =>
    notes.removeRecipient(query, request.user!),
  );
}

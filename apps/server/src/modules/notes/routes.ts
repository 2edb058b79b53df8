import type { FastifyInstance } from 'fastify';
import { notesContract as c } from '@n5/shared/notes/contract';
import { registerRoute } from '../../lib/route';
import type { TNotesService } from './service';

/** Project notes and notification recipients; HTTP only. */
export function registerNotesRoutes(app: FastifyInstance, notes: TNotesService) {
  registerRoute(app, c.listNotes, ({ query, request }) =>
    notes.list(query.projectID, request.user!),
  );
  registerRoute(app, c.addNote, ({ body, request }) => notes.add(body, request.user!));
  registerRoute(app, c.deleteNote, ({ params, request }) =>
    notes.remove(params.noteId, request.user!),
  );
  registerRoute(app, c.addNoteMobile, ({ body, request }) => notes.add(body, request.user!));
  registerRoute(app, c.deleteNoteMobile, ({ params, request }) =>
    notes.remove(params.noteID, request.user!),
  );
  registerRoute(app, c.mergeNotifications, ({ body, request }) =>
    notes.mergeRecipients(body, request.user!),
  );
  registerRoute(app, c.noteEmailDetails, ({ query }) => notes.emailDetails(query.projectID));
  registerRoute(app, c.listNotifications, ({ params }) => notes.recipients(params.projectId));
  registerRoute(app, c.addNotification, ({ body, request }) =>
    notes.addRecipient(body, request.user!.UserID),
  );
  registerRoute(app, c.removeNotification, ({ query, request }) =>
    notes.removeRecipient(query, request.user!.UserID),
  );
}

import { defineRoute } from '../core/contract';
import { ACCESS } from '../permissions/access';
import {
  ZAddNoteBody,
  ZAddNoteReply,
  ZDeleteNoteReply,
  ZNoteEmailDetailsReply,
  ZNoteIdParams,
  ZNotificationBody,
  ZNotificationsReply,
  ZProjectIdParams,
  ZProjectNotesQuery,
  ZProjectNotesReply,
} from './schemas';

/** Project notes and their notification recipients (spec 1 §7, spec 2 §7 "Notes"). */
export const notesContract = {
  listNotes: defineRoute({
    method: 'GET',
    path: '/api/project/projectnotes',
    access: ACCESS.office,
    summary: 'Notes of a project, newest first',
    query: ZProjectNotesQuery,
    reply: ZProjectNotesReply,
  }),
  addNote: defineRoute({
    method: 'POST',
    path: '/api/project/projectnote',
    idempotency: 'key',
    access: ACCESS.office,
    summary: 'Add a note; it is emailed to the notification recipients (and the client if shared)',
    body: ZAddNoteBody,
    reply: ZAddNoteReply,
  }),
  deleteNote: defineRoute({
    method: 'DELETE',
    path: '/api/project/projectnote/:noteId',
    idempotency: 'repeatable',
    access: ACCESS.office,
    summary: 'Delete a note (its author, or an admin)',
    params: ZNoteIdParams,
    reply: ZDeleteNoteReply,
  }),
  noteEmailDetails: defineRoute({
    method: 'GET',
    path: '/api/project/note-email-details',
    access: ACCESS.office,
    summary: 'Who a new note of this project is emailed to, and the subject',
    query: ZProjectNotesQuery,
    reply: ZNoteEmailDetailsReply,
  }),
  listNotifications: defineRoute({
    method: 'GET',
    path: '/api/project/projectnotifications/:projectId',
    access: ACCESS.office,
    summary: 'Notification recipients of a project',
    params: ZProjectIdParams,
    reply: ZNotificationsReply,
  }),
  addNotification: defineRoute({
    method: 'POST',
    path: '/api/project/projectnotification',
    idempotency: 'key',
    access: ACCESS.office,
    summary: 'Add a notification recipient (409 when already there)',
    body: ZNotificationBody,
    reply: ZNotificationsReply,
  }),
  removeNotification: defineRoute({
    method: 'DELETE',
    path: '/api/project/projectnotification',
    idempotency: 'repeatable',
    access: ACCESS.office,
    summary: 'Remove a notification recipient',
    query: ZNotificationBody,
    reply: ZNotificationsReply,
  }),
} as const;

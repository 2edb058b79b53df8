import { defineRoute } from '../core/contract';
import { ACCESS } from '../permissions/access';
import {
  ZAddNoteBody,
  ZAddNoteReply,
  ZDeleteNoteReply,
  ZNoteEmailDetailsReply,
  ZMergeNotificationsBody,
  ZMobileNoteIdParams,
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
    // The field area reads the same notes (spec 3 §7 "Job startup and notes").
    access: ACCESS.signedIn,
    summary: 'Notes of a project, newest first',
    query: ZProjectNotesQuery,
    reply: ZProjectNotesReply,
  }),
  addNote: defineRoute({
    method: 'POST',
    path: '/api/project/projectnote',
    access: ACCESS.office,
    summary: 'Add a note; it is emailed to the notification recipients (and the client if shared)',
    body: ZAddNoteBody,
    reply: ZAddNoteReply,
  }),
  deleteNote: defineRoute({
    method: 'DELETE',
    path: '/api/project/projectnote/:noteId',
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
    access: ACCESS.signedIn,
    summary: 'Notification recipients of a project',
    params: ZProjectIdParams,
    reply: ZNotificationsReply,
  }),
  addNotification: defineRoute({
    method: 'POST',
    path: '/api/project/projectnotification',
    access: ACCESS.office,
    summary: 'Add a notification recipient (409 when already there)',
    body: ZNotificationBody,
    reply: ZNotificationsReply,
  }),
  removeNotification: defineRoute({
    method: 'DELETE',
    path: '/api/project/projectnotification',
    access: ACCESS.office,
    summary: 'Remove a notification recipient',
    query: ZNotificationBody,
    reply: ZNotificationsReply,
  }),
  addNoteMobile: defineRoute({
    method: 'POST',
    path: '/api/project/project-note-mobile',
    access: ACCESS.signedIn,
    summary: 'Add a note from the field; the same rules and emails as the desktop',
    body: ZAddNoteBody,
    reply: ZAddNoteReply,
  }),
  deleteNoteMobile: defineRoute({
    method: 'DELETE',
    path: '/api/project/project-note-mobile/:noteID',
    access: ACCESS.signedIn,
    summary: 'Delete a note from the field (its author, or an admin)',
    params: ZMobileNoteIdParams,
    reply: ZDeleteNoteReply,
  }),
  mergeNotifications: defineRoute({
    method: 'POST',
    path: '/api/project/merge-project-notifications',
    access: ACCESS.signedIn,
    summary:
      'Set the notification recipients in one call (office users, or the project’s PM, PE or SI)',
    body: ZMergeNotificationsBody,
    reply: ZNotificationsReply,
  }),
} as const;

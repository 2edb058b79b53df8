import Stack from '@mui/material/Stack';
import type { TRenderNotes } from '../../features/project/components/project-notes-section';
import { NoteAddForm } from '../../features/notes/components/note-add-form';
import { NotesList } from '../../features/notes/components/notes-list';
import { NotificationRecipients } from '../../features/notes/components/notification-recipients';

/**
 * The notes feature as the project page shows it, in the Internal / Client view the section's
 * toggle picks: the list, the add form (with its email step) and the notification recipients.
 * One composition for the Project Info section and the Notes tab (issue 40 item 4); only the
 * list's height differs.
 */
export function projectNotesRenderer(options: { maxHeight?: number } = {}): TRenderNotes {
  return function renderProjectNotes({ projectId, view }) {
    return (
      <Stack spacing={2}>
        <NotesList
          projectId={projectId}
          includeClientInd={view === 'client' ? 1 : 0}
          maxHeight={options.maxHeight}
        />
        <NoteAddForm key={`add-${projectId}`} projectId={projectId} />
        <NotificationRecipients key={`rcpt-${projectId}`} projectId={projectId} />
      </Stack>
    );
  };
}

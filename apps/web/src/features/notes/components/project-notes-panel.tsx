import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { NoteAddForm } from './note-add-form';
import { NotesList } from './notes-list';
import { NotificationRecipients } from './notification-recipients';

/**
 * Everything about a project's notes in one column; the browser dialog and the project page
 * compose it. `onChange` hears of every note added or deleted (the browser's notes marker).
 */
export function ProjectNotesPanel(props: { projectId: number; onChange?: () => void }) {
  const { projectId, onChange } = props;
  return (
    <Stack spacing={2}>
      <NoteAddForm key={`add-${projectId}`} projectId={projectId} onChange={onChange} />
      <NotesList projectId={projectId} onChange={onChange} />
      <Divider />
      <NotificationRecipients key={`rcpt-${projectId}`} projectId={projectId} />
    </Stack>
  );
}

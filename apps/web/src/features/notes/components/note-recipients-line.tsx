import { useQuery } from '@tanstack/react-query';
import Typography from '@mui/material/Typography';
import { noteEmailDetailsQuery, recipientsQuery, type TNotesChannel } from '../api/notes-queries';

/** How many people a new note emails, once the list has loaded. */
export function NoteRecipientsLine({ projectId, via }: { projectId: number; via: TNotesChannel }) {
  // The field area has no email-details call: the recipients list says who is emailed.
  const emailDetails = useQuery({
    ...noteEmailDetailsQuery(projectId),
    enabled: via === 'desktop',
  });
  const recipients = useQuery({ ...recipientsQuery(projectId), enabled: via === 'mobile' });
  const emailList =
    via === 'mobile'
      ? (recipients.data?.notifications ?? []).map((r) => r.EmailAddress)
      : (emailDetails.data?.emailList ?? []);
  // Nothing is said until the list has loaded ("No notification recipients." flashed before).
  const recipientsLoaded = via === 'mobile' ? recipients.isSuccess : emailDetails.isSuccess;
  return (
    <Typography variant="caption" color="text.secondary" sx={{ minWidth: 0 }}>
      {!recipientsLoaded
        ? null
        : emailList.length > 0
          ? `Emails ${emailList.length} recipient${emailList.length === 1 ? '' : 's'}.`
          : 'No notification recipients.'}
    </Typography>
  );
}

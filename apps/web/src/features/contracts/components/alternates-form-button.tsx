import Button from '@mui/material/Button';
import type { TContractRow } from './contract-table';

/**
 * "Send the alternates form" where the alternates are (issue 40 item 16), beside Add alternate:
 * shown while an alternate is pending (as the row menu's item is); it sends the form of the first
 * pending alternate not sent yet (the client's page shows all of the project's alternates).
 */
export function AlternatesFormButton(props: {
  rows: readonly TContractRow[] | undefined;
  onSend: (row: TContractRow) => void;
}) {
  const pending = (props.rows ?? []).filter(
    (r) => r.alternateSent !== undefined && r.stage === 'Pending',
  );
  const row = pending.find((r) => !r.alternateSent) ?? pending[0];
  if (!row) return null;
  return (
    <Button variant="outlined" onClick={() => props.onSend(row)}>
      {row.alternateSent ? 'Send the alternates form again' : 'Send the alternates form'}
    </Button>
  );
}

import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { isBlankNote, NOTE_MAX_LENGTH } from '@n5/shared/notes/rules';
import { ZAddNoteBody } from '@n5/shared/notes/schemas';
import { FormCheckboxField } from '../../../components/form/checkbox-field';
import { rulesResolver } from '../../../components/form/rules-resolver';
import { FormTextInput } from '../../../components/form/text-field';
import { notesQuery, useAddNote, type TNotesChannel } from '../api/notes-queries';
import { NoteRecipientsLine } from './note-recipients-line';

/** The note and whether the client is emailed too: the add endpoint's body rules. */
const ZNoteForm = ZAddNoteBody.pick({ note: true, includeClientInd: true });
interface TNoteForm {
  note: string;
  includeClientInd: 0 | 1;
}

/** What became of the last note added: sent (and to whom it was emailed) or kept on the phone. */
type TAddOutcome = { sentTo: string[] } | 'kept';

function AddOutcome({ outcome, onClose }: { outcome: TAddOutcome; onClose: () => void }) {
  if (outcome === 'kept')
    return (
      <Alert severity="info" onClose={onClose}>
        No network: the note is kept on this phone and sent when the network returns.
      </Alert>
    );
  const { sentTo } = outcome;
  return (
    <Alert severity="success" onClose={onClose}>
      Note added. {sentTo.length > 0 ? `Emailed to ${sentTo.join(', ')}.` : 'Nobody to email.'}
    </Alert>
  );
}

/**
 * Add a note (spec 2 §4 "Notes dialog"): the server saves it and emails the notification
 * recipients (and the client, when included) through the outbox; then the text clears.
 * `onChange` hears of every added note.
 */
export function NoteAddForm({
  projectId,
  onChange,
  via = 'desktop',
}: {
  projectId: number;
  onChange?: () => void;
  via?: TNotesChannel;
}) {
  const [outcome, setOutcome] = useState<TAddOutcome | null>(null);
  const form = useForm<TNoteForm, unknown, z.output<typeof ZNoteForm>>({
    defaultValues: { note: '', includeClientInd: 0 },
    resolver: rulesResolver(ZNoteForm),
  });
  const [text, includeClientInd] = useWatch({
    control: form.control,
    name: ['note', 'includeClientInd'],
  });
  const notes = useQuery(notesQuery(projectId));
  const add = useAddNote(projectId, via);
  const canIncludeClient =
    (via === 'mobile' ? notes.data?.canIncludeClientInField : notes.data?.canIncludeClient) ??
    false;
  const missingClientEmail = includeClientInd === 1 && notes.data?.hasClientEmail === false;

  const submit = form.handleSubmit((valid) => {
    if (isBlankNote(valid.note) || missingClientEmail) return;
    setOutcome(null);
    add.mutate(
      { note: valid.note, includeClient: valid.includeClientInd === 1 },
      {
        onSuccess: (reply) => {
          // null: the phone kept it, to be sent (and emailed) when the network returns.
          setOutcome(reply ? { sentTo: reply.emailedTo } : 'kept');
          form.reset();
          onChange?.();
        },
      },
    );
  });

  return (
    <FormProvider {...form}>
      <Stack spacing={1} component="form" noValidate onSubmit={(e) => void submit(e)}>
        <FormTextInput name="note" label="Add a note" multiline maxLength={NOTE_MAX_LENGTH} />
        {canIncludeClient && <FormCheckboxField name="includeClientInd" label="Include Client" />}
        {missingClientEmail && (
          <Alert severity="warning" title="Missing client contact email">
            Missing client contact email: there is no client contact set for this project.
          </Alert>
        )}
        {add.isError && <Alert severity="error">{add.error.message}</Alert>}
        {outcome && <AddOutcome outcome={outcome} onClose={() => setOutcome(null)} />}
        <Stack direction="row" alignItems="center" spacing={1}>
          <Button
            type="submit"
            variant="contained"
            disabled={add.isPending || isBlankNote(text) || missingClientEmail}
          >
            {add.isPending ? 'Adding...' : 'Add note'}
          </Button>
          <NoteRecipientsLine projectId={projectId} via={via} />
        </Stack>
      </Stack>
    </FormProvider>
  );
}

import { FormProvider, useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ZSaveSurveySettingsBody, RESURVEY_DAYS_RANGE } from '@n5/shared/surveys/schemas';
import { FormTextField } from '../../../components/form/text-field';
import { rulesResolver } from '../../../components/form/rules-resolver';
import { QueryState } from '../../../components/query-state';
import { RequestDialog } from '../../../components/request-dialog';
import { surveySettingsQuery, useSaveSurveySettings } from '../api/surveys-queries';

interface TForm {
  resurveyDays: string;
}

function SettingsForm(props: { resurveyDays: number; onClose: () => void }) {
  const save = useSaveSurveySettings();
  const form = useForm<TForm, unknown, { resurveyDays: number }>({
    resolver: rulesResolver(ZSaveSurveySettingsBody),
    values: { resurveyDays: String(props.resurveyDays) },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const submit = form.handleSubmit((input) =>
    save.mutate(input.resurveyDays, { onSuccess: props.onClose }),
  );
  return (
    <RequestDialog
      title="Survey invitation settings"
      narrow
      error={save.error}
      onClose={props.onClose}
      actions={
        <>
          <Button onClick={props.onClose}>Cancel</Button>
          <Button variant="contained" onClick={() => void submit()} disabled={save.isPending}>
            Save
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            The daily batch invites the client of each project completed since the last batch,
            unless that address was invited within this many days.
          </Typography>
          <FormTextField
            name="resurveyDays"
            label={`Days before an address is surveyed again (${RESURVEY_DAYS_RANGE.min} to ${RESURVEY_DAYS_RANGE.max})`}
          />
        </Stack>
      </FormProvider>
    </RequestDialog>
  );
}

/** Admins set how soon the same client address may be surveyed again (the server refuses others). */
export function SurveySettingsDialog(props: { onClose: () => void }) {
  const settings = useQuery(surveySettingsQuery);
  if (settings.data) {
    return <SettingsForm resurveyDays={settings.data.resurveyDays} onClose={props.onClose} />;
  }
  return (
    <RequestDialog
      title="Survey invitation settings"
      narrow
      error={null}
      onClose={props.onClose}
      actions={<Button onClick={props.onClose}>Cancel</Button>}
    >
      <QueryState
        query={settings}
        loadingLabel="Loading the settings"
        errorText="The settings could not be loaded"
      >
        {() => null}
      </QueryState>
    </RequestDialog>
  );
}

import { FormProvider, useForm, useWatch } from 'react-hook-form';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ZPayAppDatesBody } from '@n5/shared/billing/schemas';
import { rulesResolver } from '../../../components/form/rules-resolver';
import { FormDateField } from '../../../components/form/text-field';

const ZDatesForm = ZPayAppDatesBody.pick({ periodTo: true, applicationDate: true });
interface TDatesForm {
  periodTo: string;
  applicationDate: string;
}

/**
 * A pay app's "Period to" and application date (issue 31 item 6): two calendar days, saved
 * together; the shared rule checks each day, the server refuses days before the previous
 * application's and any change once sent or certified, and the dialog shows its message.
 */
export function PayAppDatesSection(props: {
  periodTo: string;
  applicationDate: string;
  readOnly: boolean;
  busy: boolean;
  onSave: (periodTo: string, applicationDate: string) => void;
}) {
  const form = useForm<TDatesForm, unknown, TDatesForm>({
    defaultValues: { periodTo: props.periodTo, applicationDate: props.applicationDate },
    resolver: rulesResolver<TDatesForm, TDatesForm>(ZDatesForm),
  });
  const [periodTo, applicationDate] = useWatch({
    control: form.control,
    name: ['periodTo', 'applicationDate'],
  });
  const submit = form.handleSubmit((valid) => props.onSave(valid.periodTo, valid.applicationDate));
  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
        <Stack direction="row" spacing={2}>
          <FormDateField name="periodTo" label="Period to" disabled={props.readOnly} required />
          <FormDateField
            name="applicationDate"
            label="Application date"
            disabled={props.readOnly}
            required
          />
        </Stack>
        <Button
          type="submit"
          variant="outlined"
          disabled={props.readOnly || props.busy || periodTo === '' || applicationDate === ''}
          sx={{ alignSelf: 'flex-start' }}
        >
          Save dates
        </Button>
      </Stack>
    </FormProvider>
  );
}

import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  COURSE_DURATIONS,
  courseDraftComplete,
  DEFAULT_COURSE_DURATION,
  type TCourseDraft,
} from '@n5/shared/training/rules';
import { DialogShell } from '../../../components/dialog-shell';
import { FormAutocompleteField } from '../../../components/form/autocomplete-field';
import { FormSelectField } from '../../../components/form/select-field';
import { FormTextInput } from '../../../components/form/text-field';
import { displayNamesQuery } from '../../../lib/reference-data';
import { useAddCourse } from '../api/training-queries';

const DURATION_OPTIONS = COURSE_DURATIONS.map((d) => ({ value: d.hours, label: d.label }));

/**
 * Create New Course (spec 2 §2.17, §5): name, description, start date, duration from the list
 * (0.25 hours by default) and owner, all required; Save stays disabled until all are filled.
 */
export function CreateCourseDialog(props: { onClose: (created: boolean) => void }) {
  const users = useQuery(displayNamesQuery);
  const form = useForm<TCourseDraft>({
    defaultValues: {
      CourseName: '',
      CourseDescription: '',
      CourseStartDate: '',
      Duration: DEFAULT_COURSE_DURATION,
      Owner: null,
    },
  });
  const draft = useWatch({ control: form.control }) as TCourseDraft;
  const add = useAddCourse();
  const complete = courseDraftComplete({
    ...draft,
    CourseStartDate: draft.CourseStartDate || null,
  });

  const submit = form.handleSubmit((values) =>
    add.mutate(
      {
        CourseName: values.CourseName.trim(),
        CourseDescription: values.CourseDescription.trim(),
        CourseStartDate: values.CourseStartDate!,
        Duration: values.Duration!,
        Owner: values.Owner!,
      },
      { onSuccess: () => props.onClose(true) },
    ),
  );

  return (
    <FormProvider {...form}>
      <DialogShell
        title="Create New Course"
        onClose={() => props.onClose(false)}
        onSubmit={(event) => void submit(event)}
        actions={
          <>
            <Button onClick={() => props.onClose(false)}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={!complete || add.isPending}>
              Save
            </Button>
          </>
        }
      >
        <Stack gap={2} sx={{ pt: 1 }}>
          {add.isError && <Alert severity="error">{add.error.message}</Alert>}
          <FormTextInput name="CourseName" label="Course name" required />
          <FormTextInput name="CourseDescription" label="Description" multiline required />
          <FormTextInput name="CourseStartDate" label="Start date" type="date" required />
          <FormSelectField name="Duration" label="Duration" options={DURATION_OPTIONS} required />
          <FormAutocompleteField
            name="Owner"
            label="Owner"
            required
            options={users.data}
            getOptionLabel={(u) => u.DisplayName}
            getOptionKey={(u) => u.UserID}
          />
        </Stack>
      </DialogShell>
    </FormProvider>
  );
}

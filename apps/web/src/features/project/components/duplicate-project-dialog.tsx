import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { ZDuplicateProjectBody } from '@n5/shared/project/schemas';
import { useDuplicateProject } from '../api/project-info-queries';
import { DialogShell } from '../../../components/dialog-shell';
import { rulesResolver } from '../../../components/form/rules-resolver';
import { useRulesPass } from '../../../components/form/rules-pass';
import { FormTextInput } from '../../../components/form/text-field';

const ZNameForm = ZDuplicateProjectBody.pick({ projectName: true });
interface TNameForm {
  projectName: string;
}

/**
 * Asks for the new name; Create (or Enter) stays disabled until the name passes the shared rule;
 * opens the copy when done.
 */
export function DuplicateProjectDialog(props: {
  projectId: number;
  projectName: string;
  onClose: () => void;
}) {
  const duplicate = useDuplicateProject();
  const navigate = useNavigate();
  const form = useForm<TNameForm, unknown, { projectName: string }>({
    defaultValues: { projectName: '' },
    resolver: rulesResolver<TNameForm, { projectName: string }>(ZNameForm),
  });
  const isNamed = useRulesPass(form.control, ZNameForm);
  const submit = form.handleSubmit(({ projectName }) => {
    if (duplicate.isPending) return;
    duplicate.mutate(
      { projectName, projectIDToCopy: props.projectId },
      {
        onSuccess: ([copy]) => {
          props.onClose();
          void navigate(`/browser/projects/${copy!.ProjectID}`);
        },
      },
    );
  });

  return (
    <FormProvider {...form}>
      <DialogShell
        title="Duplicate Project"
        onClose={duplicate.isPending ? () => undefined : props.onClose}
        maxWidth="xs"
        onSubmit={(event) => void submit(event)}
        actions={
          <>
            <Button onClick={props.onClose} disabled={duplicate.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={!isNamed || duplicate.isPending}>
              {duplicate.isPending ? 'Creating…' : 'Create'}
            </Button>
          </>
        }
      >
        <DialogContentText sx={{ mb: 2 }}>
          Copies #{props.projectId} {props.projectName} with its info, forecast and notification
          list into a new project in Preparing Proposal.
        </DialogContentText>
        {duplicate.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {duplicate.error.message}
          </Alert>
        )}
        <FormTextInput name="projectName" label="New project name" autoFocus enterSubmits />
      </DialogShell>
    </FormProvider>
  );
}

import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import { ZAddProjectBody } from '@n5/shared/browser/schemas';
import { RequestDialog } from '../../../components/request-dialog';
import { rulesResolver } from '../../../components/form/rules-resolver';
import { useRulesPass } from '../../../components/form/rules-pass';
import { FormTextInput } from '../../../components/form/text-field';
import { useAddProject } from '../api/browser-queries';

interface TNewProjectForm {
  projectName: string;
}

/**
 * Side menu "New Project" (spec 2 §2.3): a name, 'Create it' (or Enter), then the new project's
 * page. 'Create it' stays disabled until the name passes the shared rule (spaces are no name), as
 * in Duplicate Project; an empty name does nothing (spec 2 §4).
 */
export function NewProjectDialog({ onClose }: { onClose: () => void }) {
  const add = useAddProject();
  const navigate = useNavigate();
  const form = useForm<TNewProjectForm, unknown, { projectName: string }>({
    defaultValues: { projectName: '' },
    resolver: rulesResolver<TNewProjectForm, { projectName: string }>(ZAddProjectBody),
  });
  const isNamed = useRulesPass(form.control, ZAddProjectBody);
  const submit = form.handleSubmit(({ projectName }) => {
    if (add.isPending) return;
    add.mutate(projectName, {
      onSuccess: ({ project }) => {
        onClose();
        void navigate(`/browser/projects/${project[0]!.ProjectID}`);
      },
    });
  });
  return (
    <FormProvider {...form}>
      <RequestDialog
        title="New Project"
        narrow
        error={add.error}
        onClose={onClose}
        onSubmit={(event) => void submit(event)}
        actions={
          <>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={!isNamed || add.isPending}>
              {add.isPending ? 'Creating...' : 'Create it'}
            </Button>
          </>
        }
      >
        <FormTextInput name="projectName" label="Project name" autoFocus enterSubmits />
      </RequestDialog>
    </FormProvider>
  );
}

import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { RequestDialog } from '../../../components/request-dialog';
import { useAddProject } from '../api/browser-queries';

/**
 * Side menu "New Project" (spec 2 §2.3): a name, 'Create it', then the new project's page.
 * 'Create it' stays disabled until a name is typed, as in Duplicate Project.
 */
export function NewProjectDialog({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('');
  const add = useAddProject();
  const navigate = useNavigate();
  const isNamed = name.trim() !== '';
  const handleCreate = () => {
    // An empty name does nothing (spec 2 §4).
    if (!isNamed || add.isPending) return;
    add.mutate(name.trim(), {
      onSuccess: ({ project }) => {
        onClose();
        void navigate(`/browser/projects/${project[0]!.ProjectID}`);
      },
    });
  };
  return (
    <RequestDialog
      title="New Project"
      narrow
      error={add.error}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="contained" onClick={handleCreate} disabled={!isNamed || add.isPending}>
            {add.isPending ? 'Creating...' : 'Create it'}
          </Button>
        </>
      }
    >
      <TextField
        autoFocus
        fullWidth
        margin="dense"
        label="Project name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && handleCreate()}
      />
    </RequestDialog>
  );
}

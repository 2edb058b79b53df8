import { useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useAddProject } from '../api/browser-queries';

/** Side menu "New Project" (spec 2 §2.3): a name, 'Create it', then the new project's page. */
export function NewProjectDialog({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('');
  const add = useAddProject();
  const navigate = useNavigate();
  const handleCreate = () => {
    // An empty name does nothing (spec 2 §4).
    if (!name.trim() || add.isPending) return;
    add.mutate(name.trim(), {
      onSuccess: ({ project }) => {
        onClose();
        void navigate(`/browser/projects/${project[0]!.ProjectID}`);
      },
    });
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="new-project-title">
      <DialogTitle id="new-project-title">New Project</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label="Project name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && handleCreate()}
        />
        {add.isError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {add.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={handleCreate} disabled={add.isPending}>
          {add.isPending ? 'Creating...' : 'Create it'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

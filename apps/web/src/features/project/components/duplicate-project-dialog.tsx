import { useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useDuplicateProject } from '../api/project-info-queries';

/** Asks for the new name; Create stays disabled until one is typed; opens the copy when done. */
export function DuplicateProjectDialog(props: {
  projectId: number;
  projectName: string;
  onClose: () => void;
}) {
  const [name, setName] = useState('');
  const duplicate = useDuplicateProject();
  const navigate = useNavigate();
  const isNamed = name.trim() !== '';

  const handleCreate = () => {
    if (!isNamed) return;
    duplicate.mutate(
      { projectName: name.trim(), projectIDToCopy: props.projectId },
      {
        onSuccess: ([copy]) => {
          props.onClose();
          navigate(`/browser/projects/${copy!.ProjectID}`);
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={duplicate.isPending ? undefined : props.onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="duplicate-project-title"
    >
      <DialogTitle id="duplicate-project-title">Duplicate Project</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Copies #{props.projectId} {props.projectName} with its info, forecast and notification
          list into a new project in Preparing Proposal.
        </DialogContentText>
        {duplicate.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {duplicate.error.message}
          </Alert>
        )}
        <TextField
          autoFocus
          fullWidth
          label="New project name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') handleCreate();
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={duplicate.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={handleCreate}
          disabled={!isNamed || duplicate.isPending}
        >
          {duplicate.isPending ? 'Creating…' : 'Create'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { ESTIMATING_TEXT } from '@n5/shared/estimating/constants';
import type { TCondition } from '@n5/shared/estimating/schemas';
import { RequestDialog } from '../../../components/request-dialog';
import { templateOptionsQuery, useRequestTemplate } from '../api/estimating-queries';

/** The success modal, in the spec's words. */
function TemplateSentDialog({ onClose }: { onClose: () => void }) {
  const successId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={successId} maxWidth="xs" fullWidth>
      <DialogTitle id={successId}>Template request</DialogTitle>
      <DialogContent>
        <DialogContentText>{ESTIMATING_TEXT.templateSent}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * "Request new template" or "overwrite template" from a condition (spec 1 §4): sent for
 * approval; the success modal reads the spec's text.
 */
export function TemplateRequestDialog(props: {
  condition: TCondition;
  mainCategory: string;
  onClose: () => void;
}) {
  const [mode, setMode] = useState<'new' | 'overwrite'>('new');
  const [target, setTarget] = useState<number | ''>('');
  const request = useRequestTemplate();
  const templates = useQuery({
    ...templateOptionsQuery(props.mainCategory, props.condition.SubCategory),
    enabled: mode === 'overwrite',
  });

  if (request.isSuccess) return <TemplateSentDialog onClose={props.onClose} />;

  return (
    <RequestDialog
      title={`Request template from “${props.condition.ConditionName}”`}
      error={request.error}
      onClose={props.onClose}
      narrow
      actions={
        <>
          <Button onClick={props.onClose}>Cancel</Button>
          <Button
            variant="contained"
            disabled={request.isPending || (mode === 'overwrite' && target === '')}
            onClick={() =>
              request.mutate({
                sourceConditionID: props.condition.ConditionID,
                targetTemplateID: mode === 'overwrite' && target !== '' ? target : null,
              })
            }
          >
            Send for approval
          </Button>
        </>
      }
    >
      <RadioGroup
        aria-label="Request"
        value={mode}
        onChange={(event) => setMode(event.target.value as 'new' | 'overwrite')}
      >
        <FormControlLabel value="new" control={<Radio />} label="Request new template" />
        <FormControlLabel value="overwrite" control={<Radio />} label="Overwrite template" />
      </RadioGroup>
      {mode === 'overwrite' && (
        <TextField
          select
          size="small"
          fullWidth
          label="Template to overwrite"
          value={target === '' ? '' : String(target)}
          onChange={(event) => {
            const found = templates.data?.find((t) => String(t.templateID) === event.target.value);
            setTarget(found ? found.templateID : '');
          }}
          disabled={!templates.data}
          sx={{ mt: 1 }}
        >
          {(templates.data ?? []).map((t) => (
            <MenuItem key={t.templateID} value={String(t.templateID)}>
              {t.ConditionName}
              {t.MeasurementType ? ` (${t.MeasurementType})` : ''}
            </MenuItem>
          ))}
        </TextField>
      )}
    </RequestDialog>
  );
}

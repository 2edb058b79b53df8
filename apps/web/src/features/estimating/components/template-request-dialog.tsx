import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { ESTIMATING_TEXT } from '@n5/shared/estimating/constants';
import { ZTemplateOverwriteBody, type TCondition } from '@n5/shared/estimating/schemas';
import { RequestDialog } from '../../../components/request-dialog';
import { rulesResolver } from '../../../components/form/rules-resolver';
import { useRulesPass } from '../../../components/form/rules-pass';
import { FormSelectField } from '../../../components/form/select-field';
import { templateOptionsQuery, useRequestTemplate } from '../api/estimating-queries';
import { DialogShell } from '../../../components/dialog-shell';

/** The success modal, in the spec's words. */
function TemplateSentDialog({ onClose }: { onClose: () => void }) {
  return (
    <DialogShell
      title="Template request"
      onClose={onClose}
      maxWidth="xs"
      actions={
        <>
          <Button variant="contained" onClick={onClose} autoFocus>
            OK
          </Button>
        </>
      }
    >
      <DialogContentText>{ESTIMATING_TEXT.templateSent}</DialogContentText>
    </DialogShell>
  );
}

/** Overwrite's choice: the overwrite endpoint's rule for the template replaced. */
const ZTargetForm = ZTemplateOverwriteBody.pick({ targetConditionID: true });
interface TTargetForm {
  targetConditionID: number | null;
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
  const form = useForm<TTargetForm, unknown, { targetConditionID: number }>({
    defaultValues: { targetConditionID: null },
    resolver: rulesResolver<TTargetForm, { targetConditionID: number }>(ZTargetForm),
  });
  const hasTarget = useRulesPass(form.control, ZTargetForm);
  const request = useRequestTemplate();
  const templates = useQuery({
    ...templateOptionsQuery(props.mainCategory, props.condition.SubCategory),
    enabled: mode === 'overwrite',
  });
  const send = (targetTemplateID: number | null) =>
    request.mutate({ sourceConditionID: props.condition.ConditionID, targetTemplateID });
  const submit = form.handleSubmit(({ targetConditionID }) => send(targetConditionID));

  if (request.isSuccess) return <TemplateSentDialog onClose={props.onClose} />;

  return (
    <FormProvider {...form}>
      <RequestDialog
        title={`Request template from “${props.condition.ConditionName}”`}
        error={request.error}
        onClose={props.onClose}
        narrow
        onSubmit={(event) => {
          if (mode === 'overwrite') void submit(event);
          else {
            event.preventDefault();
            send(null);
          }
        }}
        actions={
          <>
            <Button onClick={props.onClose}>Cancel</Button>
            <Button
              type="submit"
              variant="contained"
              disabled={request.isPending || (mode === 'overwrite' && !hasTarget)}
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
          <Box sx={{ mt: 1 }}>
            <FormSelectField
              name="targetConditionID"
              label="Template to overwrite"
              options={templates.data?.map((t) => ({
                value: t.templateID,
                label: `${t.ConditionName}${t.MeasurementType ? ` (${t.MeasurementType})` : ''}`,
              }))}
            />
          </Box>
        )}
      </RequestDialog>
    </FormProvider>
  );
}

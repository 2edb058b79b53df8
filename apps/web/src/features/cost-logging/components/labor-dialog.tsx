import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { parseInteger } from '@n5/shared/core/integer';
import { LOGGING_ACTIONS } from '@n5/shared/cost-logging/rules';
import { ZLaborFields } from '@n5/shared/cost-logging/schemas';
import { RequestDialog } from '../../../components/request-dialog';
import { rulesResolver } from '../../../components/form/rules-resolver';
import { FormQuantityField } from '../../../components/form/text-field';
import { displayNamesQuery } from '../../../lib/reference-data';
import { laborHoursQuery } from '../api/cost-logging-queries';
import { saveButtons, text, type TLogContext, type TLogWrite } from './log-dialog-kit';

type TLaborForm = { regularHours: string; overtimeHours: string; estimateToCompleteHours: string };

/**
 * The labor form: a fixed entry's hours, else the person's saved hours of that condition and day
 * once they load (and again when another person is picked).
 */
function useLaborForm(context: TLogContext, userId: number) {
  const fixing = context.fixing?.body;
  const saved = useQuery({
    ...laborHoursQuery(context.projectId, {
      conditionID: context.conditionId,
      userID: userId,
      date: context.date,
    }),
    enabled: !fixing,
  });
  const form = useForm<TLaborForm, unknown, z.output<typeof ZLaborFields>>({
    resolver: rulesResolver(ZLaborFields),
    defaultValues: {
      regularHours: text(fixing?.regularHours),
      overtimeHours: text(fixing?.overtimeHours),
      estimateToCompleteHours: text(fixing?.estimateToCompleteHours),
    },
  });
  const { reset } = form;
  useEffect(() => {
    if (!saved.data) return;
    // What the person already typed stays: the saved hours may arrive after they started.
    reset(
      {
        regularHours: text(saved.data.actualHoursRegular),
        overtimeHours: text(saved.data.actualHoursOT),
        estimateToCompleteHours: text(saved.data.estimateToCompleteHours),
      },
      { keepDirtyValues: true },
    );
  }, [saved.data, reset]);
  return form;
}

/** The proxy-user dropdown (spec 3 §6): whose hours these are. */
function TeamMemberPicker(props: {
  users: { UserID: number; DisplayName: string }[] | undefined;
  userId: number;
  onChange: (userId: number) => void;
}) {
  const { users, userId } = props;
  return (
    <TextField
      select
      label="Team member"
      value={users ? userId : ''}
      onChange={(e) => props.onChange(parseInteger(String(e.target.value)) ?? userId)}
      disabled={!users}
      size="small"
      fullWidth
    >
      {(users ?? []).map((u) => (
        <MenuItem key={u.UserID} value={u.UserID}>
          {u.DisplayName}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * Log Labor Time: Reg, OT and the estimate to complete of a person on the condition that day;
 * the proxy-user dropdown for spec 3 §6's roles. The saved hours of that person and day fill it.
 */
export function LaborDialog(props: {
  context: TLogContext;
  mayProxy: boolean;
  onSave: (write: TLogWrite) => void;
  onClose: () => void;
}) {
  const { context } = props;
  const fixing = context.fixing?.body;
  const [userId, setUserId] = useState<number>(
    fixing ? (parseInteger(text(fixing.userID)) ?? context.userId) : context.userId,
  );
  const users = useQuery({ ...displayNamesQuery, enabled: props.mayProxy });
  const form = useLaborForm(context, userId);
  const name =
    users.data?.find((u) => u.UserID === userId)?.DisplayName ??
    (userId === context.userId ? context.userName : `user ${userId}`);
  const submit = form.handleSubmit((fields) =>
    props.onSave({
      route: 'saveLabor',
      body: { userID: userId, conditionID: context.conditionId, date: context.date, ...fields },
      label: `Labor ${fields.regularHours ?? '0'} Reg / ${fields.overtimeHours ?? '0'} OT, ${name}`,
    }),
  );
  return (
    <RequestDialog
      title={LOGGING_ACTIONS.labor}
      error={null}
      onClose={props.onClose}
      narrow
      actions={saveButtons(props.onClose, 'log-labor-form')}
    >
      <FormProvider {...form}>
        <Stack
          component="form"
          id="log-labor-form"
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={submit}
          noValidate
        >
          {props.mayProxy && (
            <TeamMemberPicker users={users.data} userId={userId} onChange={setUserId} />
          )}
          <FormQuantityField name="regularHours" label="Reg hours" />
          <FormQuantityField name="overtimeHours" label="OT hours" />
          <FormQuantityField name="estimateToCompleteHours" label="Estimate to complete (hours)" />
        </Stack>
      </FormProvider>
    </RequestDialog>
  );
}

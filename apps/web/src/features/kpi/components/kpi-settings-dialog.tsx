import { FormProvider, useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { TKpiUid } from '@n5/shared/kpi/rules';
import { ZSaveKpiSettingBody, type TKpiItem } from '@n5/shared/kpi/schemas';
import { FormTextField } from '../../../components/form/text-field';
import { rulesResolver } from '../../../components/form/rules-resolver';
import { RequestDialog } from '../../../components/request-dialog';
import { useSaveKpiSetting } from '../api/kpi-queries';

const ZForm = ZSaveKpiSettingBody.omit({ uid: true });
interface TForm {
  threshold: string;
  goal: string;
  payoutPercent: string;
}

function SettingForm(props: { uid: TKpiUid; title: string; values: TForm; onClose: () => void }) {
  const save = useSaveKpiSetting();
  const form = useForm<TForm, unknown, TForm>({
    resolver: rulesResolver(ZForm),
    values: props.values,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const submit = form.handleSubmit((input) =>
    save.mutate({ uid: props.uid, ...input }, { onSuccess: props.onClose }),
  );
  return (
    <RequestDialog
      title={props.title}
      narrow
      error={save.error}
      onClose={props.onClose}
      actions={
        <>
          <Button onClick={props.onClose}>Cancel</Button>
          <Button variant="contained" onClick={() => void submit()} disabled={save.isPending}>
            Save
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormTextField name="threshold" label="Threshold (0 to 1)" />
          <FormTextField name="goal" label="Goal (0 to 1)" />
          <FormTextField name="payoutPercent" label="Payout percent (0 to 1)" />
        </Stack>
      </FormProvider>
    </RequestDialog>
  );
}

/** Admins set a KPI's threshold, goal and payout percent (the server refuses anyone else). */
export function KpiSettingsDialog(props: { item: TKpiItem; onClose: () => void }) {
  const { item } = props;
  return (
    <SettingForm
      uid={item.uid}
      title={`${item.kpi} settings`}
      values={{ threshold: item.threshold, goal: item.goal, payoutPercent: item.payoutpercent }}
      onClose={props.onClose}
    />
  );
}

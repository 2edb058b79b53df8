import { memo, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/LockOutlined';
import type { TContractOptions } from '@n5/shared/contracts/schemas';
import {
  canDeleteCondition,
  fieldLockReason,
  lockStateOf,
  type TConditionField,
} from '@n5/shared/estimating/rules';
import type { TCondition } from '@n5/shared/estimating/schemas';
import { AutosaveContext } from '../../../components/form/autosave';
import { FieldList } from '../../../components/form/field-list';
import { useDeleteCondition } from '../api/estimating-queries';
import { ConditionCardDialog } from './condition-card-dialogs';
import { conditionProblemsOf } from './condition-fields';
import { costFieldsOf, mainFieldsOf, textFieldsOf } from './condition-card-fields';
import { ConditionCardHeader, type TCardDialog } from './condition-card-header';
import { LiveTotals } from './condition-totals';
import { SubBids } from './sub-bids';
import { useConditionForm } from './use-condition-form';

export interface TCardContext {
  projectId: number;
  subCategoryCode: string;
  mainCategory: string;
  contracts: TContractOptions | undefined;
  subcontractorOptions: ReadonlyArray<{ CompanyID: number; CompanyName: string }>;
  tax: { ksRemodelingTaxInd: number; taxRate: string };
}

/** The lock icon of a group of fields, its reason as the tooltip (spec 1 §4). */
function LockNote({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return (
    <Tooltip title={reason}>
      <IconButton size="small" aria-label={reason} sx={{ ml: 0.5 }}>
        <LockIcon fontSize="inherit" />
      </IconButton>
    </Tooltip>
  );
}

const GROUP_SX = {
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  gap: 1.5,
  alignItems: 'start',
} as const;

/** Costs and markups, with the reasons they are locked. */
function CostsGroup({ lock }: { lock: (field: TConditionField) => string | null }) {
  const costLock = lock('LaborHours');
  const markupLock = lock('LaborMarkup');
  return (
    <Box>
      <Typography variant="subtitle2" component="h4" sx={{ display: 'flex', alignItems: 'center' }}>
        Costs and markups
        <LockNote reason={costLock} />
        {markupLock && markupLock !== costLock && <LockNote reason={markupLock} />}
      </Typography>
      <Box sx={{ ...GROUP_SX, mt: 1 }}>
        <FieldList fields={costFieldsOf(lock)} />
      </Box>
    </Box>
  );
}

/**
 * One condition (spec 1 §3 "Condition"): every field, each saved when left if it changed
 * (the form kit's autosave mode), locks from the shared rules, derived totals at once.
 * Each card keeps its own form, so typing re-renders that card only.
 */
export const ConditionCard = memo(function ConditionCard({
  condition,
  context,
}: {
  condition: TCondition;
  context: TCardContext;
}) {
  const { form, autosave, setCondition } = useConditionForm(condition, context);
  const remove = useDeleteCondition(context.projectId, context.subCategoryCode);
  const [dialog, setDialog] = useState<TCardDialog | null>(null);
  const lockState = lockStateOf(condition);
  const lock = (field: TConditionField) => fieldLockReason(field, lockState);
  const problems = conditionProblemsOf(condition);
  const titleId = `condition-${condition.ConditionID}-title`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      data-testid="condition-card"
      data-condition-id={condition.ConditionID}
      sx={{
        p: 2,
        display: 'grid',
        gap: 2,
        borderColor:
          problems.subContractMissing || problems.descriptionMissing ? 'warning.main' : undefined,
      }}
    >
      <ConditionCardHeader
        condition={condition}
        titleId={titleId}
        canDelete={canDeleteCondition(lockState)}
        onOpen={setDialog}
      />
      <FormProvider {...form}>
        <AutosaveContext value={autosave}>
          <Box sx={GROUP_SX}>
            <FieldList fields={mainFieldsOf(context, lock, problems)} />
          </Box>
          <CostsGroup lock={lock} />
          <LiveTotals condition={condition} tax={context.tax} />
          <Box
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 1.5 }}
          >
            <FieldList fields={textFieldsOf(lock, problems)} />
          </Box>
        </AutosaveContext>
      </FormProvider>
      <SubBids condition={condition} context={context} />
      {setCondition.isError && (
        <Typography role="alert" color="error" variant="body2">
          {setCondition.error.message}
        </Typography>
      )}
      <ConditionCardDialog
        dialog={dialog}
        condition={condition}
        mainCategory={context.mainCategory}
        onClose={() => setDialog(null)}
        onDelete={() => remove.mutate(condition.ConditionID)}
      />
      {remove.isError && (
        <Typography role="alert" color="error" variant="body2">
          {remove.error.message}
        </Typography>
      )}
    </Paper>
  );
});

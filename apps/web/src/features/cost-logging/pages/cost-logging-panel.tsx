import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  canEnterHoursFor,
  COST_LOGGING_TEXTS,
  LOG_KINDS,
  LOGGING_ACTIONS,
  logDateProblem,
  type TLogKind,
  type TPurchaseOrderType,
} from '@n5/shared/cost-logging/rules';
import type { TMobileCondition } from '@n5/shared/cost-logging/schemas';
import { parseInteger } from '@n5/shared/core/integer';
import { localIsoDate } from '@n5/shared/mobile/rules';
import { QueryState } from '../../../components/query-state';
import {
  discardFieldWrite,
  enqueueFieldWrite,
  useFieldQueue,
} from '../../../lib/field-queue/field-queue';
import type { TQueuedEntry } from '../../../lib/field-queue/queue-core';
import { formatUsd } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session';
import { conditionsQuery } from '../api/cost-logging-queries';
import { QueuedWrites } from '../../../components/queued-writes';
import { InventoryList, PurchaseOrderList } from '../components/entry-lists';
import {
  InventoryDialog,
  LaborDialog,
  PurchaseDialog,
  type TLogContext,
  type TLogWrite,
} from '../components/log-dialogs';

/** The project as the field frame hands it over: its id and the people who run it. */
export interface TLoggingProject {
  projectID: number;
  projectManager: number | null;
  projectEngineer: number | null;
  superintendent: number | null;
}

const PURCHASE_TYPE: Partial<Record<TLogKind, TPurchaseOrderType>> = {
  material: 'Material',
  equipment: 'Equipment',
  other: 'Other',
};

const KIND_OF_ROUTE: Record<string, TLogKind> = {
  saveLabor: 'labor',
  addInventoryItem: 'inventory',
};

/**
 * /m/projects/{id}/{category} (spec 3 §2.9, §4–§6): a date (not after today) and a condition of
 * the cost code with its totals and what remains, and the five logging actions; none when the
 * condition has logging turned off. Every log is kept on the phone first (the field queue) and
 * sent from there, so nothing is lost without a network.
 */
export function CostLoggingPanel(props: { project: TLoggingProject; category: string }) {
  const { project, category } = props;
  const query = useQuery(conditionsQuery(project.projectID, category));
  const today = localIsoDate();
  const [date, setDate] = useState(today);
  const [chosen, setChosen] = useState<number | null>(null);
  const dateProblem = logDateProblem(date, today);
  return (
    <QueryState
      query={query}
      size="page"
      loadingLabel="Loading the conditions"
      errorText="The conditions could not be loaded"
    >
      {(data) => {
        const conditionId =
          chosen ?? (data.conditions.length === 1 ? data.conditions[0]!.ConditionID : null);
        const condition = data.conditions.find((c) => c.ConditionID === conditionId) ?? null;
        return (
          <Stack spacing={2}>
            <Typography sx={{ fontWeight: 600 }}>{data.subCategoryName}</Typography>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Stack spacing={2}>
                <TextField
                  type="date"
                  label="Date"
                  value={date}
                  onChange={(e) => setDate(e.target.value)}
                  error={!!dateProblem}
                  helperText={dateProblem}
                  size="small"
                  fullWidth
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
                />
                {data.conditions.length === 0 ? (
                  <Alert severity="info">{COST_LOGGING_TEXTS.noConditions}</Alert>
                ) : (
                  <TextField
                    select
                    label="Condition"
                    value={conditionId ?? ''}
                    onChange={(e) => setChosen(parseInteger(String(e.target.value)))}
                    size="small"
                    fullWidth
                    helperText={condition ? null : COST_LOGGING_TEXTS.pickCondition}
                  >
                    {data.conditions.map((c) => (
                      <MenuItem key={c.ConditionID} value={c.ConditionID}>
                        {c.ConditionName}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              </Stack>
            </Paper>
            {condition && (
              <ConditionLogging
                project={project}
                condition={condition}
                date={date}
                dateOk={!dateProblem}
              />
            )}
          </Stack>
        );
      }}
    </QueryState>
  );
}

function Figure(props: { label: string; total: string; remaining: string; money?: boolean }) {
  const show = (v: string) => (props.money ? formatUsd(v) : v);
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {props.label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {show(props.total)}
      </Typography>
      <Typography variant="caption" component="div">
        {show(props.remaining)} left
      </Typography>
    </Box>
  );
}

function ConditionLogging(props: {
  project: TLoggingProject;
  condition: TMobileCondition;
  date: string;
  dateOk: boolean;
}) {
  const { project, condition } = props;
  const user = useCurrentUser();
  const queue = useFieldQueue();
  const [open, setOpen] = useState<{ kind: TLogKind; fixing: TQueuedEntry | null } | null>(null);
  const scope = `condition:${condition.ConditionID}`;
  const mine = queue.filter((e) => e.scope === scope);
  const mayProxy = canEnterHoursFor(user, {
    ProjectManagerID: project.projectManager,
    ProjectEngineerID: project.projectEngineer,
    SuperintendentID: project.superintendent,
  });
  const context: TLogContext = {
    projectId: project.projectID,
    conditionId: condition.ConditionID,
    conditionName: condition.ConditionName,
    date: props.date,
    userId: user.UserID,
    userName: user.DisplayName,
    fixing: open?.fixing
      ? { key: open.fixing.key, body: open.fixing.body as Record<string, unknown> }
      : null,
  };
  const save = (write: TLogWrite) => {
    void enqueueFieldWrite({
      ...write,
      projectId: project.projectID,
      scope,
      replaces: open?.fixing?.key,
    });
    setOpen(null);
  };
  const close = () => setOpen(null);
  const fix = (entry: TQueuedEntry) => {
    const body = entry.body as { purchaseOrderType?: TPurchaseOrderType };
    const kind =
      KIND_OF_ROUTE[entry.route] ??
      (body.purchaseOrderType === 'Equipment'
        ? 'equipment'
        : body.purchaseOrderType === 'Other'
          ? 'other'
          : 'material');
    setOpen({ kind, fixing: entry });
  };

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Condition totals">
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {condition.ConditionName}
        </Typography>
        {condition.InternalComments && (
          <Typography variant="body2" color="text.secondary">
            {condition.InternalComments}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 2, mt: 1 }}>
          <Figure
            label="Labor hours"
            total={condition.laborHoursTotal}
            remaining={condition.laborHoursRemaining}
          />
          <Figure
            label="Equipment"
            total={condition.equipmentCostTotal}
            remaining={condition.equipmentCostRemaining}
            money
          />
          <Figure
            label="Other costs"
            total={condition.otherCostsTotal}
            remaining={condition.otherCostsRemaining}
            money
          />
        </Box>
      </Paper>
      {condition.disableLoggingInd === 1 ? (
        <Alert severity="info">{COST_LOGGING_TEXTS.loggingDisabled}</Alert>
      ) : (
        <Stack spacing={1} component="nav" aria-label="Logging actions">
          {LOG_KINDS.map((kind) => (
            <Button
              key={kind}
              variant="contained"
              disabled={!props.dateOk}
              onClick={() => setOpen({ kind, fixing: null })}
              sx={{ minHeight: 48 }}
            >
              {LOGGING_ACTIONS[kind]}
            </Button>
          ))}
        </Stack>
      )}
      <QueuedWrites
        entries={mine}
        label="Waiting to send"
        heading="h3"
        itemTestId="queued-entry"
        onFix={fix}
        onDiscard={(e) => void discardFieldWrite(e.key)}
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1}>
          <PurchaseOrderList
            projectId={project.projectID}
            conditionId={condition.ConditionID}
            type="Material"
          />
          <PurchaseOrderList
            projectId={project.projectID}
            conditionId={condition.ConditionID}
            type="Equipment"
          />
          <PurchaseOrderList
            projectId={project.projectID}
            conditionId={condition.ConditionID}
            type="Other"
          />
          <InventoryList projectId={project.projectID} conditionId={condition.ConditionID} />
          <InventoryList projectId={project.projectID} conditionId={condition.ConditionID} other />
        </Stack>
      </Paper>
      {open?.kind === 'labor' && (
        <LaborDialog context={context} mayProxy={mayProxy} onSave={save} onClose={close} />
      )}
      {open?.kind === 'inventory' && (
        <InventoryDialog context={context} onSave={save} onClose={close} />
      )}
      {open && PURCHASE_TYPE[open.kind] && (
        <PurchaseDialog
          context={context}
          type={PURCHASE_TYPE[open.kind]!}
          onSave={save}
          onClose={close}
        />
      )}
    </Stack>
  );
}

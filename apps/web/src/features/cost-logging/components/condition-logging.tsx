import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  canEnterHoursFor,
  COST_LOGGING_TEXTS,
  LOG_KINDS,
  LOGGING_ACTIONS,
  type TLogKind,
  type TPurchaseOrderType,
} from '@n5/shared/cost-logging/rules';
import type { TMobileCondition } from '@n5/shared/cost-logging/schemas';
import { QueuedWrites } from '../../../components/queued-writes';
import {
  discardFieldWrite,
  enqueueFieldWrite,
  useFieldQueue,
} from '../../../lib/field-queue/field-queue';
import type { TQueuedEntry } from '../../../lib/field-queue/queue-core';
import { useCurrentUser } from '../../../lib/session';
import { ConditionTotals } from './condition-totals';
import { ConditionEntries } from './entry-lists';
import { InventoryDialog } from './inventory-dialog';
import { LaborDialog } from './labor-dialog';
import type { TLogContext, TLogWrite } from './log-dialog-kit';
import { PurchaseDialog } from './purchase-dialog';

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

/** Which dialog reopens a refused entry to be fixed. */
function kindOfEntry(entry: TQueuedEntry): TLogKind {
  const type = (entry.body as { purchaseOrderType?: TPurchaseOrderType }).purchaseOrderType;
  return (
    KIND_OF_ROUTE[entry.route] ??
    (type === 'Equipment' ? 'equipment' : type === 'Other' ? 'other' : 'material')
  );
}

/** The open Log dialog of its kind. */
function LogDialog(props: {
  kind: TLogKind;
  context: TLogContext;
  mayProxy: boolean;
  onSave: (write: TLogWrite) => void;
  onClose: () => void;
}) {
  const { kind, context, onSave, onClose } = props;
  if (kind === 'labor')
    return (
      <LaborDialog context={context} mayProxy={props.mayProxy} onSave={onSave} onClose={onClose} />
    );
  if (kind === 'inventory')
    return <InventoryDialog context={context} onSave={onSave} onClose={onClose} />;
  return (
    <PurchaseDialog
      context={context}
      type={PURCHASE_TYPE[kind]!}
      onSave={onSave}
      onClose={onClose}
    />
  );
}

/**
 * One condition's logging (spec 3 §4–§6): its totals, the five actions (none when logging is
 * off), what waits on the phone, and what is logged. Every log is kept on the phone first (the
 * field queue) and sent from there, so nothing is lost without a network.
 */
export function ConditionLogging(props: {
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
  const fix = (entry: TQueuedEntry) => setOpen({ kind: kindOfEntry(entry), fixing: entry });

  return (
    <Stack spacing={2}>
      <ConditionTotals condition={condition} />
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
      <ConditionEntries projectId={project.projectID} conditionId={condition.ConditionID} />
      {open && (
        <LogDialog
          kind={open.kind}
          context={context}
          mayProxy={mayProxy}
          onSave={save}
          onClose={() => setOpen(null)}
        />
      )}
    </Stack>
  );
}

import { useState } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TInspectionType } from '@n5/shared/inspections/rules';
import type { TCriterion, TInspection, TResultsReply } from '@n5/shared/inspections/schemas';
import { QueryState } from '../../../components/query-state';
import { formatPercent } from '../../../lib/format';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { criteriaQuery, resultsQuery } from '../api/inspections-queries';
import { EMPTY_HEADER, headerOf, type THeader } from './checklist-header';
import { Criteria } from './criteria-list';
import { HeaderFields } from './header-fields';
import { INSPECTION_SCREENS } from './inspection-config';
import { useChecklistSaves } from './use-checklist-saves';
import { DialogShell } from '../../../components/dialog-shell';

export type TChecklistMode = { kind: 'add' } | { kind: 'view'; event: TInspection };

/** The score so far, and whether a save is under way. */
function ScoreLine({ score, isSaving }: { score: string | null; isSaving: boolean }) {
  return (
    <Typography variant="body2" data-testid="checklist-score" aria-live="polite">
      {score === null
        ? 'No score yet'
        : `Score ${formatPercent(score, { maxDecimals: 1, minDecimals: 0 })}`}
      {isSaving ? ' · Saving…' : ''}
    </Typography>
  );
}

/** The criteria once loaded; when viewing, once the inspection's answers are loaded too. */
function CriteriaSection(props: {
  criteria: UseQueryResult<TCriterion[]>;
  results: UseQueryResult<TResultsReply>;
  isView: boolean;
  valueOf: (criterion: TCriterion, loaded: TResultsReply | undefined) => string | null;
  disabled: boolean;
  onChange: (criterion: TCriterion, value: string | null) => void;
}) {
  const { results } = props;
  return (
    <Box sx={{ mt: 1 }}>
      <QueryState
        query={props.criteria}
        loadingLabel="Loading the checklist"
        errorText="The checklist could not be loaded"
        empty={{ when: (list) => list.length === 0, text: 'This checklist has no criteria.' }}
      >
        {(list) =>
          props.isView && results.data === undefined ? (
            <QueryState
              query={results}
              loadingLabel="Loading the inspection"
              errorText="The inspection could not be loaded"
            >
              {() => null}
            </QueryState>
          ) : (
            <Criteria
              criteria={list}
              valueOf={(criterion) => props.valueOf(criterion, results.data)}
              disabled={props.disabled}
              onChange={props.onChange}
            />
          )
        }
      </QueryState>
    </Box>
  );
}

/** What scoring needs first, and how to skip a criterion. */
function ScoringHints({ missing }: { missing: readonly string[] }) {
  return (
    <>
      {missing.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Fill in the {missing.join(', ')} to start scoring.
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Leave the score unchanged if a criterion is not applicable.
      </Typography>
    </>
  );
}

/**
 * The add and view modal of a checklist (spec 2 §4): the header, then every criterion by its
 * option scale. Adding: a new event id per opening; scores stay disabled until the header's
 * required fields are filled; each change is saved at once; closing reports whether anything
 * was saved (the grid reloads), and a safety inspection sends its final save with the header.
 * Viewing: the header is read-only; safety scores stay editable for its inspector or an admin,
 * the other checklists' are read-only.
 */
export function ChecklistDialog(props: {
  type: TInspectionType;
  mode: TChecklistMode;
  /** May this user change the inspection being viewed (its inspector or an admin)? */
  canEdit: boolean;
  onClose: (savedSomething: boolean) => void;
  /** On the phone: answers the network does not take are kept and sent when it returns. */
  keepOffline?: boolean;
}) {
  const { type, mode } = props;
  const screen = INSPECTION_SCREENS[type];
  const isView = mode.kind === 'view';
  const [kpiEventId] = useState(() =>
    mode.kind === 'view' ? mode.event.KPIEventID : newIdempotencyKey(),
  );
  const criteria = useQuery(criteriaQuery(type));
  const results = useQuery({ ...resultsQuery(type, kpiEventId), enabled: isView });
  const [header, setHeader] = useState<THeader>(() =>
    mode.kind === 'view' ? headerOf(mode.event) : EMPTY_HEADER,
  );
  const scoresEditable = isView ? type === 'Safety' && props.canEdit : true;
  const saves = useChecklistSaves({
    type,
    kpiEventId,
    header,
    initialScore: mode.kind === 'view' ? mode.event.score : null,
    scoresEditable,
    onClose: props.onClose,
    keepOffline: props.keepOffline,
  });
  const { missing, save } = saves;
  const close = () => void saves.close();

  return (
    <DialogShell
      title={isView ? screen.viewTitle : screen.addTitle}
      onClose={close}
      maxWidth="md"
      fullScreenOnPhone
      dividers
      actionsSx={{ justifyContent: 'space-between', px: 3 }}
      actions={
        <>
          <ScoreLine score={saves.score} isSaving={save.isPending} />
          <Button variant="contained" onClick={close} disabled={saves.isClosing}>
            Close
          </Button>
        </>
      }
    >
      <HeaderFields
        type={type}
        header={header}
        viewed={isView ? mode.event : null}
        onChange={setHeader}
      />
      <ScoringHints missing={isView ? [] : missing} />
      {save.isError && (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => save.reset()}>
          {save.error.message}
        </Alert>
      )}
      <CriteriaSection
        criteria={criteria}
        results={results}
        isView={isView}
        valueOf={saves.valueOf}
        disabled={!scoresEditable || missing.length > 0}
        onChange={saves.answer}
      />
    </DialogShell>
  );
}

import { useId, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { missingHeader, surveyDateText, type TInspectionType } from '@n5/shared/inspections/rules';
import type { TCriterion, TInspection, TResultsReply } from '@n5/shared/inspections/schemas';
import { QueryState } from '../../../components/query-state';
import { formatPercent } from '../../../lib/format';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { displayNamesQuery } from '../../../lib/reference-data';
import {
  criteriaQuery,
  projectOptionsQuery,
  resultsQuery,
  useSaveResult,
  vansQuery,
} from '../api/inspections-queries';
import { CriterionControl } from './criterion-control';
import { INSPECTION_SCREENS } from './inspection-config';

interface THeader {
  userID: number | null;
  van: number | null;
  location: string;
  projectID: number | null;
  surveyDate: string;
  comments: string;
}

const EMPTY_HEADER: THeader = {
  userID: null,
  van: null,
  location: '',
  projectID: null,
  surveyDate: '',
  comments: '',
};

const headerOf = (event: TInspection): THeader => ({
  userID: event.UserID,
  van: event.VanID,
  location: event.Location ?? '',
  projectID: event.ProjectID,
  surveyDate: event.SurveyDate,
  comments: event.Comments ?? '',
});

export type TChecklistMode = { kind: 'add' } | { kind: 'view'; event: TInspection };

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
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [kpiEventId] = useState(() =>
    mode.kind === 'view' ? mode.event.KPIEventID : newIdempotencyKey(),
  );
  const criteria = useQuery(criteriaQuery(type));
  const results = useQuery({ ...resultsQuery(type, kpiEventId), enabled: mode.kind === 'view' });
  const [header, setHeader] = useState<THeader>(() =>
    mode.kind === 'view' ? headerOf(mode.event) : EMPTY_HEADER,
  );
  const [answers, setAnswers] = useState<ReadonlyMap<number, string | null>>(new Map());
  const [score, setScore] = useState<string | null>(mode.kind === 'view' ? mode.event.score : null);
  const saved = useRef(false);
  const save = useSaveResult(type, props.keepOffline);
  const [isClosing, setClosing] = useState(false);

  const isView = mode.kind === 'view';
  const missing = missingHeader(type, {
    userID: header.userID,
    van: header.van,
    location: header.location,
    projectID: header.projectID,
    surveyDate: header.surveyDate || null,
  });
  const scoresEditable = isView ? type === 'Safety' && props.canEdit : true;
  const scoresDisabled = !scoresEditable || missing.length > 0;

  const body = (criteriaID: number | null, value: string | null) => ({
    KPIEventID: kpiEventId,
    surveyDate: header.surveyDate || null,
    userID: header.userID,
    van: header.van,
    location: header.location.trim() || null,
    projectID: header.projectID,
    comments: header.comments.trim() || null,
    criteriaID,
    value,
  });

  // Saves go one after another, so two quick changes of a criterion reach the server in order.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const answer = (criterion: TCriterion, value: string | null) => {
    setAnswers((previous) => new Map(previous).set(criterion.ID, value));
    const input = body(criterion.ID, value);
    queue.current = queue.current.then(() =>
      save.mutateAsync(input).then(
        (reply) => {
          saved.current = true;
          if (reply) setScore(reply.event.score); // null: kept on the phone, scored when sent
        },
        () => undefined, // the error shows under the header
      ),
    );
  };

  const close = async () => {
    setClosing(true);
    await queue.current;
    setClosing(false);
    if (type === 'Safety' && scoresEditable && missing.length === 0) {
      setClosing(true);
      try {
        await save.mutateAsync(body(null, null));
        saved.current = true;
      } catch {
        setClosing(false);
        return; // the error shows; the user may fix the header or close again
      }
    }
    props.onClose(saved.current);
  };

  const valueOf = (criterion: TCriterion, loaded: TResultsReply | undefined) => {
    if (answers.has(criterion.ID)) return answers.get(criterion.ID)!;
    return loaded?.results.find((r) => r.CriteriaID === criterion.ID)?.Value ?? null;
  };

  return (
    <Dialog
      open
      onClose={() => void close()}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>{isView ? screen.viewTitle : screen.addTitle}</DialogTitle>
      <DialogContent dividers>
        <HeaderFields
          type={type}
          header={header}
          viewed={isView ? mode.event : null}
          onChange={setHeader}
        />
        {!isView && missing.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Fill in the {missing.join(', ')} to start scoring.
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Leave the score unchanged if a criterion is not applicable.
        </Typography>
        {save.isError && (
          <Alert severity="error" sx={{ mt: 1 }} onClose={() => save.reset()}>
            {save.error.message}
          </Alert>
        )}
        <Box sx={{ mt: 1 }}>
          <QueryState
            query={criteria}
            loadingLabel="Loading the checklist"
            errorText="The checklist could not be loaded"
            empty={{ when: (list) => list.length === 0, text: 'This checklist has no criteria.' }}
          >
            {(list) =>
              isView && results.data === undefined ? (
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
                  valueOf={(criterion) => valueOf(criterion, results.data)}
                  disabled={scoresDisabled}
                  onChange={answer}
                />
              )
            }
          </QueryState>
        </Box>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3 }}>
        <Typography variant="body2" data-testid="checklist-score" aria-live="polite">
          {score === null
            ? 'No score yet'
            : `Score ${formatPercent(score, { maxDecimals: 1, minDecimals: 0 })}`}
          {save.isPending ? ' · Saving…' : ''}
        </Typography>
        <Button variant="contained" onClick={() => void close()} disabled={isClosing}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The criteria in row order, under their section when the checklist has sections (safety). */
function Criteria(props: {
  criteria: readonly TCriterion[];
  valueOf: (criterion: TCriterion) => string | null;
  disabled: boolean;
  onChange: (criterion: TCriterion, value: string | null) => void;
}) {
  const sections = useMemo(() => {
    const out: Array<{ section: string | null; items: TCriterion[] }> = [];
    for (const criterion of props.criteria) {
      const last = out[out.length - 1];
      if (last && last.section === criterion.Section) last.items.push(criterion);
      else out.push({ section: criterion.Section, items: [criterion] });
    }
    return out;
  }, [props.criteria]);
  return (
    <>
      {sections.map(({ section, items }, i) => (
        <Box key={`${section ?? ''}-${i}`} sx={{ mt: section ? 2 : 0 }}>
          {section && (
            <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
              {section}
            </Typography>
          )}
          {items.map((criterion) => (
            <CriterionControl
              key={criterion.ID}
              criterion={criterion}
              value={props.valueOf(criterion)}
              disabled={props.disabled}
              onChange={(value) => props.onChange(criterion, value)}
            />
          ))}
        </Box>
      ))}
    </>
  );
}

/** The checklist's header: editable while adding, read-only text when viewing. */
function HeaderFields(props: {
  type: TInspectionType;
  header: THeader;
  /** The inspection being viewed: its header is read-only. */
  viewed: TInspection | null;
  onChange: (header: THeader) => void;
}) {
  const { type, header, viewed } = props;
  const readOnly = viewed !== null;
  const set = (patch: Partial<THeader>) => props.onChange({ ...header, ...patch });
  const needsUser = type === 'Fleet' || type === 'Uniform';
  const users = useQuery({ ...displayNamesQuery, enabled: needsUser && !readOnly });
  const vans = useQuery({ ...vansQuery, enabled: type === 'Fleet' && !readOnly });
  const projects = useQuery({ ...projectOptionsQuery, enabled: type === 'Safety' && !readOnly });
  const user = users.data?.find((u) => u.UserID === header.userID) ?? null;
  const project = projects.data?.find((p) => p.ProjectID === header.projectID) ?? null;

  if (viewed) {
    const rows: Array<[string, string]> = [
      ...(needsUser ? ([['Team member', viewed.name ?? '']] as Array<[string, string]>) : []),
      ...(type === 'Fleet' ? ([['Vehicle', viewed.Van ?? '']] as Array<[string, string]>) : []),
      ...(type === 'Safety'
        ? ([['Project', viewed.ProjectName ?? '']] as Array<[string, string]>)
        : []),
      ...(type === 'Uniform' || type === 'Safety'
        ? ([[type === 'Safety' ? 'Area' : 'Location', header.location]] as Array<[string, string]>)
        : []),
      ['Survey date', header.surveyDate ? surveyDateText(header.surveyDate) : ''],
      ...(type === 'Safety' ? ([['Comments', header.comments]] as Array<[string, string]>) : []),
    ];
    return (
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
              {value || '—'}
            </Typography>
          </Box>
        ))}
      </Box>
    );
  }

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} gap={2} flexWrap="wrap" sx={{ pt: 1 }}>
      {needsUser && (
        <Autocomplete
          options={users.data ?? []}
          loading={users.data === undefined}
          value={user}
          getOptionLabel={(u) => u.DisplayName}
          isOptionEqualToValue={(a, b) => a.UserID === b.UserID}
          onChange={(_event, chosen) => set({ userID: chosen?.UserID ?? null })}
          sx={{ minWidth: 240, flex: 1 }}
          renderInput={(params) => <TextField {...params} label="Team member" required />}
        />
      )}
      {type === 'Fleet' && (
        <TextField
          select
          label="Vehicle"
          required
          value={header.van === null ? '' : String(header.van)}
          onChange={(event) =>
            set({
              van: vans.data?.find((v) => String(v.VanID) === event.target.value)?.VanID ?? null,
            })
          }
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 240, flex: 1 }}
        >
          <option value="">{vans.data ? 'Choose a vehicle' : 'Loading…'}</option>
          {(vans.data ?? []).map((v) => (
            <option key={v.VanID} value={v.VanID}>
              {v.Van}
            </option>
          ))}
        </TextField>
      )}
      {type === 'Safety' && (
        <Autocomplete
          options={projects.data ?? []}
          loading={projects.data === undefined}
          value={project}
          getOptionLabel={(p) => `${p.ProjectID} – ${p.ProjectName}`}
          getOptionKey={(p) => p.ProjectID}
          isOptionEqualToValue={(a, b) => a.ProjectID === b.ProjectID}
          onChange={(_event, chosen) => set({ projectID: chosen?.ProjectID ?? null })}
          sx={{ minWidth: 280, flex: 2 }}
          renderInput={(params) => <TextField {...params} label="Project" required />}
        />
      )}
      {(type === 'Uniform' || type === 'Safety') && (
        <TextField
          label={type === 'Safety' ? 'Area' : 'Location'}
          required={type === 'Uniform'}
          value={header.location}
          onChange={(event) => set({ location: event.target.value })}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          sx={{ minWidth: 200, flex: 1 }}
        />
      )}
      <TextField
        label="Survey date"
        type="date"
        required
        value={header.surveyDate}
        onChange={(event) => set({ surveyDate: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ minWidth: 180 }}
      />
      {type === 'Safety' && (
        <TextField
          label="Comments"
          multiline
          minRows={2}
          value={header.comments}
          onChange={(event) => set({ comments: event.target.value })}
          slotProps={{ htmlInput: { maxLength: 4000 } }}
          sx={{ flexBasis: '100%' }}
        />
      )}
    </Stack>
  );
}

import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import type { TInspectionType } from '@n5/shared/inspections/rules';
import type { TInspection } from '@n5/shared/inspections/schemas';
import { isAdmin } from '@n5/shared/permissions/can';
import { QueryState } from '../../../components/query-state';
import { QueuedWrites } from '../../../components/queued-writes';
import { discardFieldWrite, useFieldQueue } from '../../../lib/field-queue/field-queue';
import { formatPercent, formatShortDate } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session';
import { eventsQuery, surveyScopePrefix } from '../api/inspections-queries';
import { ChecklistDialog, type TChecklistMode } from '../components/checklist-dialog';
import { INSPECTION_SCREENS } from '../components/inspection-config';

/** The newest inspections a phone lists; the desktop screen has the whole history and filters. */
const PHONE_LIST_LENGTH = 30;

/** What an inspection is about: the van, the location or the project, then who was inspected. */
function subjectOf(event: TInspection) {
  return [event.Van ?? event.Location ?? event.ProjectName, event.name].filter(Boolean).join(' · ');
}

function InspectionRow(props: { event: TInspection; onOpen: () => void }) {
  const { event } = props;
  const score = event.score === null ? 'Not scored' : formatPercent(event.score);
  return (
    <ListItem disablePadding divider>
      <ListItemButton onClick={props.onOpen} sx={{ minHeight: 56 }}>
        <ListItemText
          primary={`${formatShortDate(event.SurveyDate)} · ${score}`}
          secondary={[subjectOf(event), event.surveyor && `by ${event.surveyor}`]
            .filter(Boolean)
            .join(' — ')}
        />
      </ListItemButton>
    </ListItem>
  );
}

/**
 * /m/surveys/{survey} (spec 3 §2.9): a checklist on a phone — the same criteria, saves and rules
 * as the desktop screen (its dialog opens full screen), with the newest inspections as a list.
 */
export function MobileInspectionsPage({ type }: { type: TInspectionType }) {
  const screen = INSPECTION_SCREENS[type];
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const events = useQuery(eventsQuery(type));
  const [modal, setModal] = useState<TChecklistMode | null>(null);
  const kept = useFieldQueue().filter((e) => e.scope.startsWith(surveyScopePrefix(type)));

  const close = (savedSomething: boolean) => {
    setModal(null);
    if (savedSomething)
      void queryClient.invalidateQueries({ queryKey: eventsQuery(type).queryKey });
  };

  return (
    <>
      <Button
        variant="contained"
        fullWidth
        startIcon={<AddCircleOutline />}
        onClick={() => setModal({ kind: 'add' })}
        sx={{ minHeight: 48, mb: 2 }}
      >
        New {screen.addTitle}
      </Button>
      <QueuedWrites
        entries={kept}
        label="Survey answers waiting to send"
        heading="h2"
        itemTestId="queued-survey-answer"
        onDiscard={(entry) => void discardFieldWrite(entry.key)}
      />
      <QueryState
        query={events}
        loadingLabel={`Loading the ${screen.noun}s`}
        errorText={`The ${screen.noun}s could not be loaded`}
        empty={{ when: (rows) => rows.length === 0, text: `No ${screen.noun}s yet.` }}
      >
        {(rows) => (
          <>
            <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
              Latest {screen.noun}s
            </Typography>
            <Paper variant="outlined">
              <List disablePadding aria-label={`Latest ${screen.noun}s`}>
                {rows.slice(0, PHONE_LIST_LENGTH).map((event) => (
                  <InspectionRow
                    key={event.KPIEventID}
                    event={event}
                    onOpen={() => setModal({ kind: 'view', event })}
                  />
                ))}
              </List>
            </Paper>
          </>
        )}
      </QueryState>
      {modal && (
        <ChecklistDialog
          type={type}
          mode={modal}
          canEdit={modal.kind === 'add' || modal.event.SurveyorID === user.UserID || isAdmin(user)}
          onClose={close}
          keepOffline
        />
      )}
    </>
  );
}

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { TDayHoursReply } from '@n5/shared/cost-logging/schemas';
import { QueryState } from '../../../components/query-state';
import { RequestDialog } from '../../../components/request-dialog';
import { enqueueFieldWrite, useFieldQueue } from '../../../lib/field-queue/field-queue';
import { useCurrentUser } from '../../../lib/session';
import { dayHoursQuery } from '../api/cost-logging-queries';
import { LaborDialog } from './labor-dialog';
import type { TLogWrite } from './log-dialog-kit';

/** What the weekly hours hand over: whose day, on which project. */
export interface TDayHoursProps {
  projectId: number;
  projectName: string;
  date: string;
  dayLabel: string;
  userId: number;
  userName: string;
  onClose: () => void;
}

type TConditionHours = TDayHoursReply['conditions'][number];

const hoursText = (c: TConditionHours) =>
  c.regularHours === null ? 'No hours' : `${c.regularHours} Reg · ${c.overtimeHours ?? '0'} OT`;

/**
 * A person's day on a project, condition by condition (spec 3 §2.9 weekly hours, §7
 * assignment-task): each condition opens Log Labor Time for that day. The entry goes through the
 * field queue, so it is kept on the phone without a network and sent in order.
 */
export function DayHoursDialog(props: TDayHoursProps) {
  const user = useCurrentUser();
  const day = useQuery(dayHoursQuery(props.projectId, { userID: props.userId, date: props.date }));
  const scope = `day:${props.projectId}:${props.userId}:${props.date}`;
  const pending = useFieldQueue().filter((e) => e.scope === scope);
  const [condition, setCondition] = useState<TConditionHours | null>(null);
  const save = (write: TLogWrite) => {
    void enqueueFieldWrite({ ...write, projectId: props.projectId, scope });
    setCondition(null);
  };
  if (condition) {
    return (
      <LaborDialog
        context={{
          projectId: props.projectId,
          conditionId: condition.ConditionID,
          conditionName: condition.ConditionName,
          date: props.date,
          userId: props.userId,
          userName: props.userName,
        }}
        // The weekly hours already chose whose day it is.
        mayProxy={false}
        onSave={save}
        onClose={() => setCondition(null)}
      />
    );
  }
  return (
    <RequestDialog
      title={`${props.projectName} · ${props.dayLabel}`}
      error={null}
      onClose={props.onClose}
      narrow
      actions={<Button onClick={props.onClose}>Done</Button>}
    >
      {props.userId !== user.UserID && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Hours of {props.userName}
        </Typography>
      )}
      {pending.length > 0 && (
        <Typography variant="body2" role="status" sx={{ mb: 1 }}>
          {pending.length} entr{pending.length === 1 ? 'y' : 'ies'} waiting to be sent
        </Typography>
      )}
      <QueryState
        query={day}
        loadingLabel="Loading the conditions"
        errorText="The conditions could not be loaded"
        empty={{
          when: (data) => data.conditions.length === 0,
          text: 'This project has no conditions to log hours on.',
        }}
      >
        {(data) => (
          <List dense aria-label="Hours by condition">
            {data.conditions.map((c) => (
              <ListItem key={c.ConditionID} disablePadding>
                <ListItemButton
                  disabled={c.disableLoggingInd === 1}
                  onClick={() => setCondition(c)}
                  sx={{ minHeight: 48 }}
                >
                  <ListItemText
                    primary={`${c.subCategoryCode} · ${c.ConditionName}`}
                    secondary={c.disableLoggingInd === 1 ? 'Logging is off' : hoursText(c)}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </QueryState>
    </RequestDialog>
  );
}

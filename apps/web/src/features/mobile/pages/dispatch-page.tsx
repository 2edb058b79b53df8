import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import { addDays, isIsoDate, localIsoDate, MOBILE_TEXTS } from '@n5/shared/mobile/rules';
import type { TDispatchPerson, TDispatchProject } from '@n5/shared/mobile/schemas';
import { QueryState } from '../../../components/query-state';
import { useCurrentUser } from '../../../lib/session';
import {
  dispatchByProjectQuery,
  dispatchByTeamMemberQuery,
  type TDispatchView,
} from '../api/mobile-queries';
import { dayLabel } from '../components/day-label';
import { MobilePage } from '../components/mobile-page';
import { mobilePaths } from '../components/mobile-paths';
import { readStored, writeStored } from '../components/stored-setting';

const isView = (v: string | null): v is TDispatchView => v === 'teamMember' || v === 'project';

/**
 * The day and view: the address first (the menu's link carries today and v=teamMember), then
 * what this device last showed, then today by person. Both are remembered on every change.
 */
function useDispatchSettings() {
  const [params, setParams] = useSearchParams();
  const fromUrlDate = params.get('assignmentDate');
  const fromUrlView = params.get('v');
  const date = isIsoDate(fromUrlDate)
    ? fromUrlDate
    : (() => {
        const stored = readStored('dispatch.assignmentDate');
        return isIsoDate(stored) ? stored : localIsoDate();
      })();
  const view: TDispatchView = isView(fromUrlView)
    ? fromUrlView
    : (() => {
        const stored = readStored('dispatch.v');
        return isView(stored) ? stored : 'teamMember';
      })();
  const isInUrl = fromUrlDate === date && fromUrlView === view;
  useEffect(() => {
    writeStored('dispatch.assignmentDate', date);
    writeStored('dispatch.v', view);
    if (!isInUrl) setParams({ assignmentDate: date, v: view }, { replace: true });
  }, [date, view, isInUrl, setParams]);
  const set = (next: { date?: string; view?: TDispatchView }) =>
    setParams({ assignmentDate: next.date ?? date, v: next.view ?? view }, { replace: true });
  return { date, view, set };
}

/** /m/dispatch: who is sent where on a day, by person or by project (spec 3 §2.9). */
export function DispatchPage() {
  const { date, view, set } = useDispatchSettings();
  const today = localIsoDate();
  return (
    <MobilePage title="Dispatch Board">
      <Stack spacing={1.5} sx={{ mb: 2 }}>
        <Stack direction="row" spacing={1} alignItems="center">
          <ToggleButtonGroup
            exclusive
            value={view}
            onChange={(_, next: TDispatchView | null) => next && set({ view: next })}
            aria-label="Show dispatch by"
            size="small"
            sx={{
              flex: 1,
              '& .MuiToggleButton-root': { flex: 1, minHeight: 44, color: 'text.primary' },
              '& .MuiToggleButton-root.Mui-selected, & .MuiToggleButton-root.Mui-selected:hover': {
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              },
            }}
          >
            <ToggleButton value="teamMember">Person</ToggleButton>
            <ToggleButton value="project">Project</ToggleButton>
          </ToggleButtonGroup>
          <Button
            component={RouterLink}
            to={mobilePaths.projects}
            variant="outlined"
            startIcon={<FolderOpenOutlinedIcon />}
            sx={{ minHeight: 44, whiteSpace: 'nowrap' }}
          >
            Project List
          </Button>
        </Stack>
        <Paper
          variant="outlined"
          sx={{ display: 'flex', alignItems: 'center', px: 0.5, py: 0.5 }}
          role="group"
          aria-label="Day"
        >
          <IconButton
            aria-label="Previous day"
            onClick={() => set({ date: addDays(date, -1) })}
            sx={{ width: 48, height: 48 }}
          >
            <ChevronLeftIcon />
          </IconButton>
          <Box sx={{ flex: 1, textAlign: 'center' }}>
            <Typography data-testid="dispatch-day" sx={{ fontWeight: 700 }} aria-live="polite">
              {dayLabel(date)}
            </Typography>
            {date !== today && (
              <Button size="small" onClick={() => set({ date: today })}>
                Go to today
              </Button>
            )}
            {date === today && (
              <Typography variant="caption" color="text.secondary">
                Today
              </Typography>
            )}
          </Box>
          <IconButton
            aria-label="Next day"
            onClick={() => set({ date: addDays(date, 1) })}
            sx={{ width: 48, height: 48 }}
          >
            <ChevronRightIcon />
          </IconButton>
        </Paper>
      </Stack>
      {view === 'teamMember' ? <ByPerson date={date} /> : <ByProject date={date} />}
    </MobilePage>
  );
}

const EMPTY = { text: MOBILE_TEXTS.noProjectsAssigned };

function ByPerson({ date }: { date: string }) {
  const user = useCurrentUser();
  const query = useQuery(dispatchByTeamMemberQuery(date));
  // The user's own day first: what a foreman opens the board for.
  const ordered = (people: TDispatchPerson[]) => [
    ...people.filter((p) => p.userID === user.UserID),
    ...people.filter((p) => p.userID !== user.UserID),
  ];
  return (
    <QueryState
      query={query}
      loadingLabel="Loading the dispatch board"
      errorText="The dispatch board could not be loaded"
      empty={{ ...EMPTY, when: (data) => data.people.length === 0 }}
    >
      {(data) => (
        <Stack spacing={1.5}>
          {ordered(data.people).map((person) => (
            <PersonCard key={person.key} person={person} isMe={person.userID === user.UserID} />
          ))}
        </Stack>
      )}
    </QueryState>
  );
}

function PersonCard({ person, isMe }: { person: TDispatchPerson; isMe: boolean }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={person.displayName}
      sx={isMe ? { borderColor: 'secondary.main', borderWidth: 2 } : undefined}
    >
      <Typography component="h2" sx={{ fontWeight: 700, px: 2, pt: 1.5 }}>
        {person.displayName}
        {isMe && (
          <Chip label="You" size="small" color="secondary" sx={{ ml: 1, fontWeight: 700 }} />
        )}
      </Typography>
      <List dense>
        {person.projects.map((p) => (
          <ListItem key={p.projectID} disablePadding>
            <ListItemButton
              component={RouterLink}
              to={mobilePaths.project(p.projectID)}
              sx={{ minHeight: 48 }}
            >
              <ListItemText
                primary={`${p.projectID} · ${p.projectName}`}
                secondary={
                  [p.workLocationName, p.subCategoryCode].filter(Boolean).join(' · ') || null
                }
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

function ByProject({ date }: { date: string }) {
  const query = useQuery(dispatchByProjectQuery(date));
  return (
    <QueryState
      query={query}
      loadingLabel="Loading the dispatch board"
      errorText="The dispatch board could not be loaded"
      empty={{ ...EMPTY, when: (data) => data.projects.length === 0 }}
    >
      {(data) => (
        <Stack spacing={1.5}>
          {data.projects.map((project) => (
            <ProjectCard key={project.projectID} project={project} />
          ))}
        </Stack>
      )}
    </QueryState>
  );
}

function ProjectCard({ project }: { project: TDispatchProject }) {
  return (
    <Paper variant="outlined" component="section" aria-label={project.projectName}>
      <ListItemButton
        component={RouterLink}
        to={mobilePaths.project(project.projectID)}
        sx={{ display: 'block', py: 1.5 }}
      >
        <Typography component="h2" sx={{ fontWeight: 700 }}>
          {project.projectID} · {project.projectName}
        </Typography>
        {(project.workLocationName || project.companyName) && (
          <Typography variant="body2" color="text.secondary">
            {[project.companyName, project.workLocationName].filter(Boolean).join(' · ')}
          </Typography>
        )}
      </ListItemButton>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: 2, pb: 1.5 }}>
        {project.people.map((person) => (
          <Chip key={person.key} label={person.displayName} size="small" />
        ))}
      </Box>
    </Paper>
  );
}

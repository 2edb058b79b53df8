import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import {
  DEFAULT_MOBILE_FILTER,
  matchesMobileFilter,
  matchesMobileSearch,
  MOBILE_PROJECT_FILTERS,
  MOBILE_TEXTS,
  type TMobileProjectFilter,
} from '@n5/shared/mobile/rules';
import type { TMobileProject } from '@n5/shared/mobile/schemas';
import { QueryState } from '../../../components/query-state';
import { mobileProjectsQuery } from '../api/mobile-queries';
import { MobilePage } from '../components/mobile-page';
import { mobilePaths } from '../components/mobile-paths';
import { StageChip } from '../components/stage-chip';

const isFilter = (value: string | null): value is TMobileProjectFilter =>
  (MOBILE_PROJECT_FILTERS as readonly string[]).includes(value ?? '');

/** /m/projects: search, the stage filters (Active by default) and the job start-up warning. */
export function ProjectsPage() {
  const [params, setParams] = useSearchParams();
  const filterParam = params.get('filter');
  const filter = isFilter(filterParam) ? filterParam : DEFAULT_MOBILE_FILTER;
  const search = params.get('q') ?? '';
  const query = useQuery(mobileProjectsQuery);
  const update = (next: { filter?: TMobileProjectFilter; q?: string }) => {
    const merged = { filter: next.filter ?? filter, q: next.q ?? search };
    setParams(
      {
        ...(merged.filter !== DEFAULT_MOBILE_FILTER ? { filter: merged.filter } : {}),
        ...(merged.q ? { q: merged.q } : {}),
      },
      { replace: true },
    );
  };
  const shown = useMemo(
    () =>
      (query.data?.projects ?? []).filter(
        (p) => matchesMobileFilter(p, filter) && matchesMobileSearch(p, search),
      ),
    [query.data, filter, search],
  );

  return (
    <MobilePage title="Projects">
      <TextField
        type="search"
        label="Search projects"
        value={search}
        onChange={(e) => update({ q: e.target.value })}
        fullWidth
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
        sx={{ mb: 1.5, bgcolor: 'background.paper' }}
      />
      <Box
        role="group"
        aria-label="Filter projects"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
      >
        {MOBILE_PROJECT_FILTERS.map((name) => (
          <Chip
            key={name}
            label={name}
            clickable
            aria-pressed={name === filter}
            color={name === filter ? 'primary' : 'default'}
            variant={name === filter ? 'filled' : 'outlined'}
            onClick={() => update({ filter: name })}
            sx={{ minHeight: 40, px: 0.5, fontWeight: 600 }}
          />
        ))}
      </Box>
      <QueryState
        query={query}
        size="page"
        loadingLabel="Loading projects"
        errorText="The projects could not be loaded"
        empty={{ when: () => shown.length === 0, text: MOBILE_TEXTS.noResults }}
      >
        {() => <ProjectList key={`${filter}|${search}`} projects={shown} />}
      </QueryState>
    </MobilePage>
  );
}

/** Rows drawn at a time: thousands of projects stay quick on a phone. */
const PAGE_SIZE = 100;

function ProjectList({ projects }: { projects: TMobileProject[] }) {
  const [limit, setLimit] = useState(PAGE_SIZE);
  return (
    <Paper variant="outlined">
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', px: 2, pt: 1 }}>
        {projects.length} {projects.length === 1 ? 'project' : 'projects'}
      </Typography>
      <List aria-label="Projects" disablePadding>
        {projects.slice(0, limit).map((project) => (
          <ProjectRow key={project.projectID} project={project} />
        ))}
      </List>
      {projects.length > limit && (
        <Button fullWidth onClick={() => setLimit(limit + PAGE_SIZE)} sx={{ minHeight: 48 }}>
          Show {Math.min(PAGE_SIZE, projects.length - limit)} more
        </Button>
      )}
    </Paper>
  );
}

function ProjectRow({ project }: { project: TMobileProject }) {
  const where = [project.companyName, project.workLocationName].filter(Boolean).join(' · ');
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        component={RouterLink}
        to={mobilePaths.project(project.projectID)}
        sx={{ alignItems: 'flex-start', gap: 1, py: 1.25 }}
        data-testid="mobile-project"
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {project.projectID} · {project.projectName}
          </Typography>
          {where && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {where}
            </Typography>
          )}
        </Box>
        {project.awaitingJobStartupInd === 1 && (
          <Tooltip title={MOBILE_TEXTS.jobStartupMissing}>
            <WarningAmberIcon
              color="warning"
              role="img"
              aria-label={MOBILE_TEXTS.jobStartupMissing}
              aria-hidden={false}
            />
          </Tooltip>
        )}
        <StageChip stage={project.stageType} />
      </ListItemButton>
    </ListItem>
  );
}

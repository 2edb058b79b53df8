import { useCallback, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { GridApi } from 'ag-grid-community';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { canChangeStage } from '@n5/shared/project/stages';
import type { TBrowserProject } from '@n5/shared/browser/schemas';
import { CoveringSpinner } from '../../../components/covering-spinner';
import { QueryState } from '../../../components/query-state';
import { useCurrentUser } from '../../../lib/session';
import { browserQuery, useRefreshRow, type TGridKind } from '../api/browser-queries';
import { matchesFilter, useBrowserFilters } from '../components/browser-filters';
import { BrowserGrid } from '../components/browser-grid';
import { BrowserNotesDialog } from '../components/browser-notes-dialog';
import type { TBrowserGridContext } from '../components/grid-context';
import { StageDialog } from '../components/stage-dialogs';

const PAGE_SX = {
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  p: { xs: 0.5, md: 1.5 },
  gap: 1,
} as const;
const GRID_AREA_SX = {
  flex: 1,
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
  position: 'relative',
} as const;

/** The page title and how many projects the filters show. */
function BrowserHeading(props: { title: string; shown: number | null; total: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, px: 0.5 }}>
      <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
        {props.title}
      </Typography>
      {props.shown !== null && (
        <Typography variant="body2" color="text.secondary" data-testid="row-count">
          {props.shown} of {props.total} projects
        </Typography>
      )}
    </Box>
  );
}

/** Loading, failure and no projects; once loaded, a line when the filter matches none. */
function ListStates(props: {
  list: UseQueryResult<{ projects: TBrowserProject[] }>;
  grid: TGridKind;
  noMatch: boolean;
}) {
  return (
    <QueryState
      query={props.list}
      size="page"
      loadingLabel="Loading projects"
      errorText="The projects could not be loaded"
      skeleton={<CoveringSpinner label="Loading projects" />}
      empty={{
        when: (data) => data.projects.length === 0,
        title: 'No projects',
        text:
          props.grid === 'active'
            ? 'There are no active projects. Create one with New Project in the menu.'
            : 'No project has been completed, canceled or rejected yet.',
      }}
    >
      {() =>
        props.noMatch && (
          <Typography color="text.secondary" sx={{ px: 0.5 }}>
            No projects match the filter.
          </Typography>
        )
      }
    </QueryState>
  );
}

type TNotesOpen = { rows: TBrowserProject[]; index: number };

/** What the grid's cells reach: the stage dialog, and the notes of the rows as shown. */
function useGridContext(
  grid: TGridKind,
  apiRef: RefObject<GridApi<TBrowserProject> | null>,
  openStage: (project: TBrowserProject) => void,
  setNotes: (notes: TNotesOpen) => void,
) {
  const user = useCurrentUser();
  const visibleRows = useCallback(() => {
    const shown: TBrowserProject[] = [];
    apiRef.current?.forEachNodeAfterFilterAndSort((node) => node.data && shown.push(node.data));
    return shown;
  }, [apiRef]);
  return useMemo<TBrowserGridContext>(
    () => ({
      grid,
      canChangeStage: grid === 'active' && canChangeStage(user),
      openStage,
      openNotes: (project) => {
        const shown = visibleRows();
        setNotes({
          rows: shown,
          index: Math.max(
            0,
            shown.findIndex((r) => r.ProjectID === project.ProjectID),
          ),
        });
      },
    }),
    [grid, user, visibleRows, openStage, setNotes],
  );
}

/**
 * /browser and /browser-archive (spec 2 §2.18). The notes panel is handed in by app/ (features
 * do not import each other); it calls `onChange` when a note is added or deleted, and the row is
 * read again so its notes marker follows.
 */
export function BrowserPage(props: {
  grid: TGridKind;
  renderNotes: (projectId: number, onChange: () => void) => ReactNode;
}) {
  const user = useCurrentUser();
  const { filter, text } = useBrowserFilters();
  const list = useQuery(browserQuery(props.grid));
  const apiRef = useRef<GridApi<TBrowserProject> | null>(null);
  const [stageProject, setStageProject] = useState<TBrowserProject | null>(null);
  const [notes, setNotes] = useState<TNotesOpen | null>(null);

  const rows = useMemo(
    () =>
      (list.data?.projects ?? []).filter((r) =>
        props.grid === 'active' ? matchesFilter(r, filter, user.UserID) : true,
      ),
    [list.data, filter, user.UserID, props.grid],
  );
  const [visibleCount, setVisibleCount] = useState<number | null>(null);
  const refreshRow = useRefreshRow();

  const context = useGridContext(props.grid, apiRef, setStageProject, setNotes);

  // Mounted while loading too; not when the list failed before arriving or has no projects.
  const showsGrid = list.data ? list.data.projects.length > 0 : !list.error;

  const title = props.grid === 'active' ? 'Project Browser' : 'Project Archive';
  return (
    <Box sx={PAGE_SX}>
      <BrowserHeading
        title={title}
        shown={list.data ? (visibleCount ?? rows.length) : null}
        total={list.data?.projects.length ?? 0}
      />
      {/* The grid is built while the list downloads (its columns, header and styles), so the
          rows are all that is left when the list arrives; the loading state covers it. */}
      <Box sx={GRID_AREA_SX}>
        <ListStates list={list} grid={props.grid} noMatch={visibleCount === 0} />
        {showsGrid && (
          <BrowserGrid
            rows={rows}
            quickFilterText={text}
            context={context}
            onGridReady={(api) => (apiRef.current = api)}
            hasRows={list.data !== undefined}
            onDisplayedRowsChanged={setVisibleCount}
          />
        )}
      </Box>
      {stageProject && <StageDialog project={stageProject} onClose={() => setStageProject(null)} />}
      {notes && (
        <BrowserNotesDialog
          rows={notes.rows}
          index={notes.index}
          onIndexChange={(index) => setNotes({ ...notes, index })}
          onClose={() => setNotes(null)}
          renderNotes={(projectId) =>
            props.renderNotes(projectId, () => void refreshRow(projectId))
          }
        />
      )}
    </Box>
  );
}

import { useEffect, useMemo, useState } from 'react';
import {
  CellStyleModule,
  ClientSideRowModelApiModule,
  ClientSideRowModelModule,
  ModuleRegistry,
  QuickFilterModule,
  RowApiModule,
  themeQuartz,
  ValidationModule,
  type GridApi,
  type OverlayType,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { TBrowserProject } from '@n5/shared/browser/schemas';
import { browserColumns } from './browser-columns';
import type { TBrowserGridContext } from './grid-context';

// Only the modules this grid uses: AG Grid's full bundle is several times larger.
ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  ClientSideRowModelApiModule,
  QuickFilterModule,
  RowApiModule,
  CellStyleModule,
  // In development, AG Grid names any feature used without its module.
  ...(import.meta.env.DEV ? [ValidationModule] : []),
]);

const theme = themeQuartz.withParams({
  fontFamily: 'inherit',
  fontSize: 13,
  headerFontWeight: 700,
  cellHorizontalPadding: 8,
});

const NO_OVERLAYS: OverlayType[] = ['noRows', 'noMatchingRows'];

/** The project grid: rows from the server, quick filter text from the top-menu bar. */
export function BrowserGrid(props: {
  rows: TBrowserProject[];
  /** False while the list downloads: the grid is built, and counts nothing yet. */
  hasRows: boolean;
  quickFilterText: string;
  context: TBrowserGridContext;
  onGridReady: (api: GridApi<TBrowserProject>) => void;
  onDisplayedRowsChanged: (count: number) => void;
}) {
  const isDesktop = useMediaQuery((t: Theme) => t.breakpoints.up('md'), { noSsr: true });
  const { grid } = props.context;
  const [api, setApi] = useState<GridApi<TBrowserProject> | null>(null);
  const { quickFilterText, onDisplayedRowsChanged, hasRows } = props;
  // Applied through the API so the count of rows shown is read once the filter has run.
  useEffect(() => {
    if (!api) return;
    api.setGridOption('quickFilterText', quickFilterText);
    if (hasRows) onDisplayedRowsChanged(api.getDisplayedRowCount());
  }, [api, quickFilterText, onDisplayedRowsChanged, hasRows]);
  const columnDefs = useMemo(() => browserColumns(grid, new Date(), isDesktop), [grid, isDesktop]);
  return (
    <Box
      sx={{
        flex: 1,
        minHeight: 360,
        '& .n5-negative': { color: 'error.main', fontWeight: 700 },
        '& .ag-cell': { display: 'flex', alignItems: 'center' },
        '& .ag-cell > *': { width: '100%' },
        // The styles of the cells drawn for every row live here once, not in each cell.
        '& .n5-project': {
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          height: '100%',
          lineHeight: 1.35,
          '& > div': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
        },
        '& .n5-project-client': { fontWeight: 600 },
        '& .n5-links': { display: 'flex', alignItems: 'center', height: '100%', gap: 0.25 },
        '& .n5-stage': { display: 'flex', alignItems: 'center', height: '100%' },
        '& .n5-project-location': { color: 'text.secondary', fontSize: 12 },
        '& .n5-forecast': {
          all: 'unset',
          display: 'block',
          width: '100%',
          textAlign: 'right',
          color: 'text.primary',
        },
        // Lighter than a figure, still 4.5:1 on white (text.disabled was 38% black, under WCAG AA).
        '& .n5-forecast-zero': { color: 'text.secondary' },
        '& button.n5-forecast': {
          cursor: 'text',
          '&:hover, &:focus-visible': { outline: '1px dashed', outlineColor: 'primary.main' },
        },
      }}
    >
      <AgGridReact<TBrowserProject>
        theme={theme}
        rowData={props.rows}
        columnDefs={columnDefs}
        context={props.context}
        getRowId={(p) => String(p.data.ProjectID)}
        rowHeight={76}
        // Four rows drawn beyond the visible ones, not AG Grid's ten: at 76 px a row, the ten
        // doubled the cells of the first paint (the browser's load budget, docs/decisions.md).
        rowBuffer={4}
        onGridReady={(e) => {
          setApi(e.api);
          props.onGridReady(e.api);
        }}
        onModelUpdated={(e) => hasRows && onDisplayedRowsChanged(e.api.getDisplayedRowCount())}
        suppressCellFocus={false}
        // The page says "No projects match the filter." once; the grid's own overlay would repeat it.
        suppressOverlays={NO_OVERLAYS}
        animateRows={false}
        suppressColumnVirtualisation
      />
    </Box>
  );
}

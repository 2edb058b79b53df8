import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputBase from '@mui/material/InputBase';
import Tooltip from '@mui/material/Tooltip';
import DownloadIcon from '@mui/icons-material/Download';
import SearchIcon from '@mui/icons-material/Search';
import { can } from '@n5/shared/permissions/can';
import { PERMISSION } from '@n5/shared/permissions/roles';
import { useCurrentUser } from '../../../lib/session';
import { PIPELINE_REPORT_PATH, stageCountsQuery } from '../api/browser-queries';
import { STAGE_FILTERS, useBrowserFilters } from './browser-filters';

const barButtonSx = {
  color: 'inherit',
  borderColor: 'rgba(255,255,255,0.5)',
  whiteSpace: 'nowrap',
  minWidth: 0,
  px: 0.75,
  fontSize: 13,
  flexShrink: 0,
  '&.active-filter': { bgcolor: 'rgba(255,255,255,0.22)', borderColor: '#fff' },
} as const;

function QuickFilter() {
  const { text, setText } = useBrowserFilters();
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        bgcolor: 'rgba(255,255,255,0.15)',
        borderRadius: 1,
        px: 1,
        minWidth: 120,
        flex: '0 1 150px',
      }}
    >
      <SearchIcon fontSize="small" />
      <InputBase
        placeholder="Filter..."
        value={text}
        onChange={(e) => setText(e.target.value)}
        inputProps={{ 'aria-label': 'Filter projects' }}
        sx={{ color: 'inherit', flex: 1, fontSize: 14 }}
      />
    </Box>
  );
}

/**
 * /browser's top-menu: quick filter, Active / Archive, stage counts, ME, pipeline report. They fit
 * one line from 1280 px (the bar shows the brand's mark without its name below 1536 px); on a
 * narrower desktop the buttons wrap rather than be cut off; on a phone the row scrolls sideways.
 */
export function BrowserTopMenu() {
  const user = useCurrentUser();
  const { filter, toggleFilter } = useBrowserFilters();
  const counts = useQuery(stageCountsQuery);
  const label = (key: string, n: number | undefined) => (n === undefined ? key : `${key} (${n})`);
  return (
    <Box
      data-testid="browser-top-menu"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        flexWrap: { xs: 'nowrap', md: 'wrap' },
        overflowX: { xs: 'auto', md: 'visible' },
        py: 0.5,
        flex: 1,
        minWidth: 0,
      }}
    >
      <QuickFilter />
      <GridLinks shown="/browser" />
      {STAGE_FILTERS.map((f) => (
        <Button
          key={f.key}
          size="small"
          variant="outlined"
          sx={barButtonSx}
          className={filter === f.key ? 'active-filter' : undefined}
          aria-pressed={filter === f.key}
          onClick={() => toggleFilter(f.key)}
        >
          {label(f.key, counts.data?.projectCounts[f.count])}
        </Button>
      ))}
      <Button
        size="small"
        variant="outlined"
        sx={barButtonSx}
        className={filter === 'ME' ? 'active-filter' : undefined}
        aria-pressed={filter === 'ME'}
        onClick={() => toggleFilter('ME')}
      >
        {label('ME', counts.data?.projectCounts.MeCount)}
      </Button>
      {can(user, PERMISSION.PIPELINE_REPORT) && (
        <Tooltip title="Download the pipeline report (CSV)">
          <Button
            size="small"
            variant="outlined"
            href={PIPELINE_REPORT_PATH}
            download
            aria-label="Download the pipeline report (CSV)"
            startIcon={<DownloadIcon />}
            // The icon alone below 1536 px, so the row fits one line on a laptop.
            sx={{ ...barButtonSx, '& .MuiButton-startIcon': { mx: { xs: 0, xl: 0.5 } } }}
          >
            <Box component="span" sx={{ display: { xs: 'none', xl: 'inline' } }}>
              Pipeline
            </Box>
          </Button>
        </Tooltip>
      )}
    </Box>
  );
}

/** Active and Archive: links between the two grids, the one shown marked. */
function GridLinks({ shown }: { shown: '/browser' | '/browser-archive' }) {
  const link = (to: typeof shown, text: string) => (
    <Button
      size="small"
      variant="outlined"
      sx={barButtonSx}
      className={to === shown ? 'active-filter' : undefined}
      component={RouterLink}
      to={to}
    >
      {text}
    </Button>
  );
  return (
    <>
      {link('/browser', 'Active')}
      {link('/browser-archive', 'Archive')}
    </>
  );
}

/** /browser-archive's top-menu: quick filter and the link back to Active. */
export function ArchiveTopMenu() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, py: 0.5, flex: 1 }}>
      <QuickFilter />
      <GridLinks shown="/browser-archive" />
    </Box>
  );
}

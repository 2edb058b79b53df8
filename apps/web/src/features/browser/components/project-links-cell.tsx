import { useState } from 'react';
import type { CustomCellRendererProps } from 'ag-grid-react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import ContactPageOutlinedIcon from '@mui/icons-material/ContactPageOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import StickyNote2Icon from '@mui/icons-material/StickyNote2';
import TrafficIcon from '@mui/icons-material/Traffic';
import { FLAG_COLOR_LABEL, type TFlagColor } from '@n5/shared/browser/flags';
import type { TBrowserProject } from '@n5/shared/browser/schemas';
import { FLAG_HEX } from '../../../components/flag-light';
import { FlagIcon } from './flag-icon';
import type { TBrowserGridContext } from './grid-context';

const STOPLIGHT: Array<[string, keyof TBrowserProject]> = [
  ['Forecast', 'ForecastColor'],
  ['Job Start Up', 'ScopeAckColor'],
  ['Subcontractor Bids', 'BidsColor'],
  ['Subcontractor Contract', 'SubcontractorContractColor'],
  ['Client Contract', 'ClientContractColor'],
];

const worst = (colors: TFlagColor[]): TFlagColor =>
  (['red', 'yellow', 'green'] as const).find((c) => colors.includes(c)) ?? 'grey';

/** The five flags of the Stoplight, each with its colour in words. */
function StoplightPopover(props: {
  anchor: HTMLElement;
  colors: TFlagColor[];
  onClose: () => void;
}) {
  return (
    <Popover
      open
      anchorEl={props.anchor}
      onClose={props.onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
    >
      <Box sx={{ p: 1.5, minWidth: 260 }} role="dialog" aria-label="Stoplight">
        <Typography variant="subtitle2" sx={{ px: 1 }}>
          Stoplight
        </Typography>
        <List dense>
          {STOPLIGHT.map(([label], i) => (
            <ListItem key={label} data-flag={label} data-color={props.colors[i]}>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <FlagIcon color={props.colors[i]!} fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={label} secondary={FLAG_COLOR_LABEL[props.colors[i]!]} />
            </ListItem>
          ))}
        </List>
      </Box>
    </Popover>
  );
}

/**
 * Column 1 (spec 2 §2.18): project and CRM links (new tab), the notes marker coloured by
 * NotesColor, the Stoplight popup and the master warning. A colour is never the only signal:
 * the markers' names and hints say it in words (FLAG_COLOR_LABEL). Hints are native titles: some twenty
 * rows are drawn at once, and a MUI Tooltip per button cost more than the rest of the row.
 */
export function ProjectLinksCell(
  props: CustomCellRendererProps<TBrowserProject, unknown, TBrowserGridContext>,
) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const row = props.data;
  if (!row) return null;
  const colors = STOPLIGHT.map(([, key]) => row[key] as TFlagColor);
  const worstColor = worst(colors);
  const name = `${row.ProjectID} ${row.ProjectName}`;
  return (
    <div className="n5-links">
      <IconButton
        title="Open the project (new tab)"
        size="small"
        component="a"
        href={`/browser/projects/${row.ProjectID}`}
        target="_blank"
        rel="noopener"
        aria-label={`Open project ${name}`}
      >
        <OpenInNewIcon fontSize="small" />
      </IconButton>
      <span title={row.ClientContactID ? 'Client contact in CRM (new tab)' : 'No client contact'}>
        <IconButton
          size="small"
          component="a"
          href={row.ClientContactID ? `/crm?uid=${row.ClientContactID}` : undefined}
          target="_blank"
          rel="noopener"
          disabled={!row.ClientContactID}
          aria-label={`Client contact of ${name}`}
        >
          <ContactPageOutlinedIcon fontSize="small" />
        </IconButton>
      </span>
      <IconButton
        title={`Notes (${FLAG_COLOR_LABEL[row.NotesColor]})`}
        size="small"
        aria-label={`Notes of ${name} (${FLAG_COLOR_LABEL[row.NotesColor]})`}
        data-notes-color={row.NotesColor}
        onClick={() => props.context.openNotes(row)}
      >
        <StickyNote2Icon fontSize="small" sx={{ color: FLAG_HEX[row.NotesColor] }} />
      </IconButton>
      <IconButton
        title={`Stoplight (${FLAG_COLOR_LABEL[worstColor]})`}
        size="small"
        aria-label={`Stoplight of ${name} (${FLAG_COLOR_LABEL[worstColor]})`}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <TrafficIcon fontSize="small" sx={{ color: FLAG_HEX[worstColor] }} />
      </IconButton>
      {row.MasterWarning && (
        <ReportProblemIcon
          titleAccess="A flag needs action"
          fontSize="small"
          role="img"
          aria-label="Master warning"
          sx={{ color: FLAG_HEX.red, ml: 0.25 }}
        />
      )}
      {/* Mounted only while open: a closed Popover per drawn row still costs a render. */}
      {anchor && (
        <StoplightPopover anchor={anchor} colors={colors} onClose={() => setAnchor(null)} />
      )}
    </div>
  );
}

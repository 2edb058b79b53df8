import { useMemo } from 'react';
import {
  ClientSideRowModelModule,
  type ColDef,
  ModuleRegistry,
  type ICellRendererParams,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import CloseIcon from '@mui/icons-material/Close';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import MailOutline from '@mui/icons-material/MailOutline';
import ThumbDown from '@mui/icons-material/ThumbDown';
import ThumbUp from '@mui/icons-material/ThumbUp';
import ThumbsUpDown from '@mui/icons-material/ThumbsUpDown';
import { NPS_BADGE, type TNpsClass } from '@n5/shared/surveys/rules';
import type { TSurveyListRow } from '@n5/shared/surveys/schemas';
import { listGridTheme } from '../../../components/grid-theme';
import { formatPercent, formatShortDate } from '../../../lib/format';

ModuleRegistry.registerModules([ClientSideRowModelModule]);

interface TContext {
  onOpen: (row: TSurveyListRow) => void;
}
type TCell = ICellRendererParams<TSurveyListRow, unknown, TContext>;

/** Green mail badge with the send date, or a close badge whose tooltip gives the reason. */
function InvitationCell({ data }: TCell) {
  if (!data) return null;
  if (!data.donotsendind)
    return (
      <Chip
        size="small"
        color="success"
        icon={<MailOutline />}
        label={formatShortDate(data.senddate)}
      />
    );
  return (
    <Tooltip title={data.donotsendreason ?? 'Not sent'}>
      <Chip
        size="small"
        icon={<CloseIcon />}
        label="Not sent"
        aria-label={`Not sent: ${data.donotsendreason ?? ''}`}
        tabIndex={0}
      />
    </Tooltip>
  );
}

function ResponseCell({ data, context }: TCell) {
  if (!data?.ResponseDate) return null;
  return (
    <Link
      component="button"
      type="button"
      onClick={() => context.onOpen(data)}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <DescriptionOutlined fontSize="small" />
      {formatShortDate(data.ResponseDate)}
    </Link>
  );
}

const NPS_ICON = { Promoter: ThumbUp, Passive: ThumbsUpDown, Detractor: ThumbDown };

function NpsCell({ data }: TCell) {
  if (!data?.npsclass) return null;
  const cls = data.npsclass as TNpsClass;
  const Icon = NPS_ICON[cls];
  return (
    <Chip
      size="small"
      color={NPS_BADGE[cls].color}
      icon={<Icon />}
      label={`${cls} (${data.nps})`}
    />
  );
}

const COLUMNS: ColDef<TSurveyListRow>[] = [
  { headerName: 'Rep', field: 'n5representative', sort: 'asc', sortIndex: 0, width: 160 },
  { headerName: 'Client', field: 'clientdescription', flex: 1, minWidth: 160 },
  {
    headerName: 'Project',
    valueGetter: (p) => (p.data ? `${p.data.projectid} ${p.data.projectdescription}` : ''),
    flex: 1.2,
    minWidth: 200,
  },
  {
    headerName: 'Batch Date',
    field: 'batchdate',
    sort: 'desc',
    sortIndex: 1,
    width: 130,
    valueFormatter: (p) => formatShortDate(p.value as string),
  },
  { headerName: 'Project Type', field: 'projecttype', width: 190 },
  { headerName: 'Invitation', field: 'senddate', cellRenderer: InvitationCell, width: 150 },
  { headerName: 'Response', field: 'ResponseDate', cellRenderer: ResponseCell, width: 150 },
  {
    headerName: 'Overall Score',
    field: 'percentScore',
    width: 130,
    type: 'rightAligned',
    valueFormatter: (p) => (p.value ? formatPercent(p.value as string) : ''),
  },
  { headerName: 'NPS', field: 'nps', cellRenderer: NpsCell, width: 170 },
];

/** The 'Surveys' grid (spec 2 §2.7): initial sort rep, then batch date newest first. */
export function SurveyGrid(props: {
  rows: TSurveyListRow[];
  onOpen: (row: TSurveyListRow) => void;
}) {
  const context = useMemo<TContext>(() => ({ onOpen: props.onOpen }), [props.onOpen]);
  return (
    <div style={{ height: '78vh', width: '100%' }}>
      <AgGridReact<TSurveyListRow>
        theme={listGridTheme}
        rowData={props.rows}
        columnDefs={COLUMNS}
        defaultColDef={{ sortable: true, resizable: true }}
        getRowId={(p) => p.data.kpiEventId}
        context={context}
        rowHeight={42}
        headerHeight={44}
        animateRows={false}
        ensureDomOrder
        suppressCellFocus={false}
      />
    </div>
  );
}

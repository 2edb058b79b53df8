import { useEffect, useMemo, useRef } from 'react';
import {
  ClientSideRowModelModule,
  type ColDef,
  ModuleRegistry,
  type ICellRendererParams,
  type IHeaderParams,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import { referrerLabel } from '@n5/shared/crm/rules';
import type { TContact } from '@n5/shared/crm/schemas';
import { listGridTheme } from '../../../components/grid-theme';

// Only the modules this grid uses, so the CRM chunk stays as small as AG Grid allows.
ModuleRegistry.registerModules([ClientSideRowModelModule]);

const yesNo = (flag: 0 | 1) => (flag === 1 ? 'Yes' : 'No');

interface TGridContext {
  onAdd: () => void;
  onEdit: (contactId: number) => void;
}

/**
 * The first column's header is the Add button. AG Grid moves the keyboard from header cell to
 * header cell and never into one, so the cell hands its focus to the button.
 */
function AddContactHeader(props: IHeaderParams<TContact, TGridContext>) {
  const button = useRef<HTMLButtonElement>(null);
  const { eGridHeader } = props;
  useEffect(() => {
    const forward = (event: FocusEvent) => {
      if (event.target === eGridHeader) button.current?.focus();
    };
    eGridHeader.addEventListener('focus', forward);
    return () => eGridHeader.removeEventListener('focus', forward);
  }, [eGridHeader]);
  return (
    <Tooltip title="Add contact">
      <IconButton
        ref={button}
        size="small"
        aria-label="Add contact"
        onClick={() => props.context.onAdd()}
      >
        <PersonAddAlt1Outlined fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

function EditContactCell(props: ICellRendererParams<TContact, unknown, TGridContext>) {
  const contact = props.data;
  if (!contact) return null;
  return (
    <Tooltip title="Edit contact">
      <IconButton
        size="small"
        aria-label={`Edit contact ${contact.ContactName}`}
        onClick={() => props.context.onEdit(contact.ContactID)}
      >
        <EditOutlined fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

function NoMatches() {
  return (
    <Typography color="text.secondary">No contacts match the search and status filter.</Typography>
  );
}

const flagColumn = (headerName: string, field: 'ClientInd' | 'VendorInd' | 'SubcontractorInd') =>
  ({
    headerName,
    field,
    width: 96,
    valueFormatter: (p) => yesNo(p.value as 0 | 1),
  }) satisfies ColDef<TContact>;

// Constants, not inline objects: new column definitions on a re-render would reset the user's sort.
const DEFAULT_COLUMN: ColDef<TContact> = { sortable: true, resizable: true };

const COLUMNS: ColDef<TContact>[] = [
  {
    colId: 'actions',
    headerComponent: AddContactHeader,
    cellRenderer: EditContactCell,
    width: 64,
    pinned: 'left',
    sortable: false,
    resizable: false,
    suppressMovable: true,
  },
  {
    headerName: 'Contact Name',
    field: 'ContactName',
    pinned: 'left',
    width: 200,
    initialSort: 'asc',
  },
  {
    headerName: 'Referrer',
    field: 'ContactType',
    width: 110,
    valueFormatter: (p) => referrerLabel(String(p.value)),
  },
  { headerName: 'Company', field: 'CompanyName', flex: 1, minWidth: 220 },
  { headerName: 'Industry', field: 'IndustryType', width: 190 },
  flagColumn('Client', 'ClientInd'),
  flagColumn('Vendor', 'VendorInd'),
  flagColumn('Sub', 'SubcontractorInd'),
  { headerName: 'Owner', field: 'OwnerName', width: 180 },
  { headerName: 'Status', field: 'Status', width: 110 },
];

/**
 * The directory table: AG Grid's client-side row model renders only the rows in view, so 10,000
 * contacts scroll smoothly; sorting is per column. The page searches and filters the rows.
 */
export function ContactGrid(props: {
  contacts: TContact[];
  onAdd: () => void;
  onEdit: (contactId: number) => void;
}) {
  const { onAdd, onEdit } = props;
  const context = useMemo<TGridContext>(() => ({ onAdd, onEdit }), [onAdd, onEdit]);
  return (
    <AgGridReact<TContact>
      theme={listGridTheme}
      rowData={props.contacts}
      columnDefs={COLUMNS}
      defaultColDef={DEFAULT_COLUMN}
      getRowId={(p) => String(p.data.ContactID)}
      context={context}
      rowHeight={40}
      headerHeight={44}
      animateRows={false}
      // Rows in display order in the DOM, for screen readers (and the end-to-end tests).
      ensureDomOrder
      // The only overlay this grid shows: the rows arrive loaded, so never "loading".
      overlayComponent={NoMatches}
    />
  );
}

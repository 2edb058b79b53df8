import { useState, type ReactNode } from 'react';
import { useQuery, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import {
  DELETE_INVENTORY_CONFIRMATION,
  DELETE_PURCHASE_CONFIRMATION,
  NO_DATA,
} from '@n5/shared/tracking/rules';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { formatShortDate } from '../../../lib/format';
import {
  inventoryQuery,
  purchasesQuery,
  useDeleteInventoryItem,
  useDeletePurchase,
} from '../api/tracking-queries';
import { MoneyTable, usd, type TColumn } from './money-table';

/** A section whose body folds away (Material purchase, Inventory). */
function Collapsible(props: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  return (
    <SectionCard
      title={props.title}
      aside={
        <Button
          size="small"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          startIcon={open ? <ExpandLess /> : <ExpandMore />}
        >
          {open ? `Hide ${props.title}` : `Show ${props.title}`}
        </Button>
      }
    >
      <Collapse in={open} unmountOnExit>
        {props.children}
      </Collapse>
    </SectionCard>
  );
}

/**
 * A folding list of the project's bookings (purchases, inventory) whose rows a permission-9 user
 * may delete after confirming; `deletable` says which rows offer it.
 */
function DeletableRowsSection<R>(props: {
  title: string;
  tableLabel: string;
  /** What loads, in a sentence: "material purchases", "inventory". */
  listName: string;
  noun: string;
  query: UseQueryResult<{ rows: R[] }>;
  remove: UseMutationResult<unknown, Error, number>;
  confirmation: string;
  canDelete: boolean;
  columns: TColumn<R>[];
  rowId: (row: R) => number;
  deletable: (row: R) => boolean;
  deleteLabel: (row: R) => string;
}) {
  const { remove } = props;
  const [asking, setAsking] = useState<number | null>(null);
  const deleteColumn: TColumn<R> = {
    header: 'Delete',
    cell: (row) =>
      props.deletable(row) ? (
        <IconButton
          size="small"
          aria-label={props.deleteLabel(row)}
          onClick={() => setAsking(props.rowId(row))}
        >
          <DeleteOutline />
        </IconButton>
      ) : null,
  };
  return (
    <Collapsible title={props.title}>
      {remove.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          The {props.noun} was not deleted: {remove.error.message}
        </Alert>
      )}
      <QueryState
        query={props.query}
        loadingLabel={`Loading ${props.listName}`}
        errorText={`The ${props.listName} could not be loaded`}
        empty={{ when: (d) => d.rows.length === 0, text: NO_DATA }}
      >
        {(data) => (
          <MoneyTable
            label={props.tableLabel}
            rows={data.rows}
            rowKey={props.rowId}
            columns={props.canDelete ? [...props.columns, deleteColumn] : props.columns}
          />
        )}
      </QueryState>
      {asking !== null && (
        <ConfirmDialog
          title={props.confirmation}
          confirmLabel="Delete"
          destructive
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            remove.mutate(asking);
            setAsking(null);
          }}
        />
      )}
    </Collapsible>
  );
}

/** Material purchases; Pending ones can be deleted by permission 9 (`canDelete`). */
export function PurchasesTable(props: { projectId: number; canDelete: boolean }) {
  return (
    <DeletableRowsSection
      title="Material Purchase"
      tableLabel="Material purchases"
      listName="material purchases"
      noun="purchase"
      query={useQuery(purchasesQuery(props.projectId))}
      remove={useDeletePurchase(props.projectId)}
      confirmation={DELETE_PURCHASE_CONFIRMATION}
      canDelete={props.canDelete}
      rowId={(r) => r.purchaseOrderID}
      deletable={(r) => r.status === 'Pending'}
      deleteLabel={(r) => `Delete purchase ${r.purchaseOrderNumber}`}
      columns={[
        { header: 'Date', cell: (r) => formatShortDate(r.date) },
        { header: 'PO number', cell: (r) => r.purchaseOrderNumber },
        { header: 'By', cell: (r) => r.displayName ?? '' },
        { header: 'Sub-category', cell: (r) => r.subCategoryCode },
        { header: 'Condition', cell: (r) => r.conditionName ?? '' },
        { header: 'Vendor', cell: (r) => r.vendor },
        { header: 'Amount', numeric: true, cell: (r) => usd(r.purchaseOrderAmount) },
        { header: 'Status', cell: (r) => r.status },
      ]}
    />
  );
}

/** Inventory issued to the project; permission 9 deletes an item. */
export function InventoryTable(props: { projectId: number; canDelete: boolean }) {
  return (
    <DeletableRowsSection
      title="Inventory"
      tableLabel="Inventory issued"
      listName="inventory"
      noun="inventory item"
      query={useQuery(inventoryQuery(props.projectId))}
      remove={useDeleteInventoryItem(props.projectId)}
      confirmation={DELETE_INVENTORY_CONFIRMATION}
      canDelete={props.canDelete}
      rowId={(r) => r.id}
      deletable={() => true}
      deleteLabel={(r) => `Delete inventory item ${r.inventoryID}`}
      columns={[
        { header: 'Date', cell: (r) => formatShortDate(r.date) },
        { header: 'Name', cell: (r) => r.name ?? '' },
        { header: 'Sub-category', cell: (r) => r.subCategoryCode },
        { header: 'Condition', cell: (r) => r.conditionName ?? '' },
        { header: 'Inventory ID', cell: (r) => r.inventoryID },
        { header: 'Description', cell: (r) => r.description },
        {
          header: 'Quantity',
          numeric: true,
          cell: (r) => (r.quantity.includes('.') ? r.quantity.replace(/\.?0+$/, '') : r.quantity),
        },
        { header: 'Total cost', numeric: true, cell: (r) => usd(r.totalCost) },
      ]}
    />
  );
}

import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
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
import { MoneyTable, usd } from './money-table';

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

/** Material purchases; Pending ones can be deleted by permission 9 (`canDelete`). */
export function PurchasesTable(props: { projectId: number; canDelete: boolean }) {
  const query = useQuery(purchasesQuery(props.projectId));
  const remove = useDeletePurchase(props.projectId);
  const [asking, setAsking] = useState<number | null>(null);
  return (
    <Collapsible title="Material Purchase">
      {remove.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          The purchase was not deleted: {remove.error.message}
        </Alert>
      )}
      <QueryState
        query={query}
        loadingLabel="Loading material purchases"
        errorText="The material purchases could not be loaded"
        empty={{ when: (d) => d.rows.length === 0, text: NO_DATA }}
      >
        {(data) => (
          <MoneyTable
            label="Material purchases"
            rows={data.rows}
            rowKey={(r) => r.purchaseOrderID}
            columns={[
              { header: 'Date', cell: (r) => formatShortDate(r.date) },
              { header: 'PO number', cell: (r) => r.purchaseOrderNumber },
              { header: 'By', cell: (r) => r.displayName ?? '' },
              { header: 'Sub-category', cell: (r) => r.subCategoryCode },
              { header: 'Condition', cell: (r) => r.conditionName ?? '' },
              { header: 'Vendor', cell: (r) => r.vendor },
              { header: 'Amount', numeric: true, cell: (r) => usd(r.purchaseOrderAmount) },
              { header: 'Status', cell: (r) => r.status },
              ...(props.canDelete
                ? [
                    {
                      header: 'Delete',
                      cell: (r: (typeof data.rows)[number]) =>
                        r.status === 'Pending' ? (
                          <IconButton
                            size="small"
                            aria-label={`Delete purchase ${r.purchaseOrderNumber}`}
                            onClick={() => setAsking(r.purchaseOrderID)}
                          >
                            <DeleteOutline />
                          </IconButton>
                        ) : null,
                    },
                  ]
                : []),
            ]}
          />
        )}
      </QueryState>
      {asking !== null && (
        <ConfirmDialog
          title={DELETE_PURCHASE_CONFIRMATION}
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

/** Inventory issued to the project; permission 9 deletes an item. */
export function InventoryTable(props: { projectId: number; canDelete: boolean }) {
  const query = useQuery(inventoryQuery(props.projectId));
  const remove = useDeleteInventoryItem(props.projectId);
  const [asking, setAsking] = useState<number | null>(null);
  return (
    <Collapsible title="Inventory">
      {remove.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          The inventory item was not deleted: {remove.error.message}
        </Alert>
      )}
      <QueryState
        query={query}
        loadingLabel="Loading inventory"
        errorText="The inventory could not be loaded"
        empty={{ when: (d) => d.rows.length === 0, text: NO_DATA }}
      >
        {(data) => (
          <MoneyTable
            label="Inventory issued"
            rows={data.rows}
            rowKey={(r) => r.id}
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
                cell: (r) =>
                  r.quantity.includes('.') ? r.quantity.replace(/\.?0+$/, '') : r.quantity,
              },
              { header: 'Total cost', numeric: true, cell: (r) => usd(r.totalCost) },
              ...(props.canDelete
                ? [
                    {
                      header: 'Delete',
                      cell: (r: (typeof data.rows)[number]) => (
                        <IconButton
                          size="small"
                          aria-label={`Delete inventory item ${r.inventoryID}`}
                          onClick={() => setAsking(r.id)}
                        >
                          <DeleteOutline />
                        </IconButton>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        )}
      </QueryState>
      {asking !== null && (
        <ConfirmDialog
          title={DELETE_INVENTORY_CONFIRMATION}
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

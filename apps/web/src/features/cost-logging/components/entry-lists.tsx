import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { TPurchaseOrderType } from '@n5/shared/cost-logging/rules';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QueryState } from '../../../components/query-state';
import { formatUsd } from '../../../lib/format';
import {
  inventoryQuery,
  otherInventoryQuery,
  purchaseOrdersQuery,
  useDeleteInventoryItem,
  useDeletePurchaseOrder,
} from '../api/cost-logging-queries';

const TITLES: Record<TPurchaseOrderType, string> = {
  Material: 'Material',
  Equipment: 'Equipment',
  Other: 'Other costs',
};

function DeleteButton(props: { what: string; onConfirm: () => void; busy: boolean }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <IconButton
        edge="end"
        aria-label={`Delete ${props.what}`}
        onClick={() => setAsking(true)}
        disabled={props.busy}
      >
        <DeleteOutlineIcon />
      </IconButton>
      {asking && (
        <ConfirmDialog
          title={`Delete ${props.what}?`}
          confirmLabel="Delete"
          destructive
          onConfirm={() => {
            setAsking(false);
            props.onConfirm();
          }}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}

function Heading({ children }: { children: string }) {
  return (
    <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, mt: 1 }}>
      {children}
    </Typography>
  );
}

/** A condition's material, equipment or other-cost entries, each deletable. */
export function PurchaseOrderList(props: {
  projectId: number;
  conditionId: number;
  type: TPurchaseOrderType;
}) {
  const query = useQuery(purchaseOrdersQuery(props.projectId, props.conditionId, props.type));
  const remove = useDeletePurchaseOrder(props.projectId);
  const title = TITLES[props.type];
  return (
    <Box component="section" aria-label={`${title} entries`}>
      <Heading>{title}</Heading>
      {remove.error && <Alert severity="error">{remove.error.message}</Alert>}
      <QueryState
        query={query}
        size="section"
        loadingLabel={`Loading ${title.toLowerCase()}`}
        errorText={`The ${title.toLowerCase()} entries could not be loaded`}
        empty={{ when: (d) => d.purchaseOrders.length === 0, text: 'Nothing logged yet.' }}
      >
        {(data) => (
          <List dense disablePadding>
            {data.purchaseOrders.map((p) => (
              <ListItem
                key={p.PurchaseOrderID}
                divider
                secondaryAction={
                  <DeleteButton
                    what={`${title.toLowerCase()} ${formatUsd(p.PurchaseOrderAmount)}`}
                    busy={remove.isPending}
                    onConfirm={() =>
                      remove.mutate({
                        purchaseOrderID: p.PurchaseOrderID,
                        conditionID: props.conditionId,
                        purchaseOrderType: props.type,
                      })
                    }
                  />
                }
              >
                <ListItemText
                  primary={`${formatUsd(p.PurchaseOrderAmount)}${p.InvoiceNo ? ` · ${p.InvoiceNo}` : ''}`}
                  secondary={[
                    p.date,
                    p.displayName,
                    p.EstimateToComplete ? `ETC ${formatUsd(p.EstimateToComplete)}` : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        )}
      </QueryState>
    </Box>
  );
}

/** Inventory issued to the condition, or (other) to the project's other conditions. */
export function InventoryList(props: { projectId: number; conditionId: number; other?: boolean }) {
  const query = useQuery(
    props.other
      ? otherInventoryQuery(props.projectId, props.conditionId)
      : inventoryQuery(props.projectId, props.conditionId),
  );
  const remove = useDeleteInventoryItem(props.projectId);
  const title = props.other ? 'Inventory on other conditions' : 'Inventory';
  return (
    <Box component="section" aria-label={title}>
      <Heading>{title}</Heading>
      {remove.error && <Alert severity="error">{remove.error.message}</Alert>}
      <QueryState
        query={query}
        size="section"
        loadingLabel={`Loading ${title.toLowerCase()}`}
        errorText={`The ${title.toLowerCase()} could not be loaded`}
        empty={{ when: (d) => d.inventory.length === 0, text: 'Nothing logged yet.' }}
      >
        {(data) => (
          <List dense disablePadding>
            {data.inventory.map((i) => (
              <ListItem
                key={i.ID}
                divider
                secondaryAction={
                  <DeleteButton
                    what={`inventory ${i.Description || i.InventoryID}`}
                    busy={remove.isPending}
                    onConfirm={() =>
                      remove.mutate({
                        id: i.ID,
                        conditionID: props.conditionId,
                        other: !!props.other,
                      })
                    }
                  />
                }
              >
                <ListItemText
                  primary={`${i.Quantity.replace(/\.?0+$/, '')} ${i.BaseUOM ?? ''} ${i.Description || i.InventoryID} · ${formatUsd(i.TotalCost)}`}
                  secondary={[i.Date, i.DisplayName, props.other ? i.ConditionName : null]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        )}
      </QueryState>
    </Box>
  );
}

/** Everything logged on a condition: its purchase orders by type and its inventory (spec 3 §4). */
export function ConditionEntries(props: { projectId: number; conditionId: number }) {
  const { projectId, conditionId } = props;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1}>
        <PurchaseOrderList projectId={projectId} conditionId={conditionId} type="Material" />
        <PurchaseOrderList projectId={projectId} conditionId={conditionId} type="Equipment" />
        <PurchaseOrderList projectId={projectId} conditionId={conditionId} type="Other" />
        <InventoryList projectId={projectId} conditionId={conditionId} />
        <InventoryList projectId={projectId} conditionId={conditionId} other />
      </Stack>
    </Paper>
  );
}

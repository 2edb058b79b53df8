import { useCallback, useState } from 'react';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import type { TInspectionType } from '@n5/shared/inspections/rules';
import type { TInspection } from '@n5/shared/inspections/schemas';
import { isAdmin } from '@n5/shared/permissions/can';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QueryState } from '../../../components/query-state';
import { useCurrentUser } from '../../../lib/session';
import { eventsQuery, useDeleteInspection } from '../api/inspections-queries';
import { ChecklistDialog, type TChecklistMode } from '../components/checklist-dialog';
import { INSPECTION_SCREENS } from '../components/inspection-config';
import { InspectionGrid } from '../components/inspection-grid';
import { SearchField } from '../../../components/search-field';

/** Spec 2 §9: the grids are 600 px high. */
const GRID_HEIGHT = 600;

/** The screen's title, the quick filter and New inspection. */
function PageHeader(props: {
  heading: string;
  filter: string;
  onFilter: (text: string) => void;
  onAdd: () => void;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} gap={2} alignItems={{ sm: 'center' }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flex: 1 }}>
        {props.heading}
      </Typography>
      <SearchField
        label="Filter inspections"
        value={props.filter}
        onChange={props.onFilter}
        sx={{ minWidth: { sm: 260 } }}
      />
      <Button variant="contained" startIcon={<AddCircleOutline />} onClick={props.onAdd}>
        New inspection
      </Button>
    </Stack>
  );
}

/** The row's delete, confirmed first (spec 2 §2.6). */
function DeleteDialog(props: { onCancel: () => void; onConfirm: () => void }) {
  return (
    <ConfirmDialog
      title="Delete Inspection"
      confirmLabel="Yes"
      cancelLabel="No"
      destructive
      onCancel={props.onCancel}
      onConfirm={props.onConfirm}
    >
      Are you sure you want to delete this inspection?
    </ConfirmDialog>
  );
}

/** The inspections grid, or its loading, failure and empty states. */
function InspectionList(props: {
  type: TInspectionType;
  events: UseQueryResult<TInspection[]>;
  filter: string;
  onAdd: () => void;
  onView: (event: TInspection) => void;
  onDelete: (event: TInspection) => void;
  canChange: (event: TInspection) => boolean;
}) {
  const screen = INSPECTION_SCREENS[props.type];
  return (
    <QueryState
      query={props.events}
      size="page"
      loadingLabel="Loading the inspections"
      errorText="The inspections could not be loaded"
      empty={{
        when: (list) => list.length === 0,
        title: 'No inspections yet',
        text: `Nobody has recorded a ${screen.noun} yet.`,
        icon: <FactCheckOutlined />,
        action: (
          <Button variant="outlined" onClick={props.onAdd}>
            New inspection
          </Button>
        ),
      }}
    >
      {(list) => (
        <Box sx={{ height: GRID_HEIGHT }} data-testid="inspection-grid">
          <InspectionGrid
            type={props.type}
            noun={screen.noun}
            events={list}
            quickFilterText={props.filter}
            onAdd={props.onAdd}
            onView={props.onView}
            onDelete={props.onDelete}
            canChange={props.canChange}
          />
        </Box>
      )}
    </QueryState>
  );
}

/**
 * A checklist's screen (spec 2 §2.6, §2.16): its inspections with a quick filter, the add and
 * view modal, and the delete confirmation from the row (its inspector or an admin).
 */
export function InspectionsPage({ type }: { type: TInspectionType }) {
  const screen = INSPECTION_SCREENS[type];
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const events = useQuery(eventsQuery(type));
  const [filter, setFilter] = useState('');
  const [modal, setModal] = useState<TChecklistMode | null>(null);
  const [deleting, setDeleting] = useState<TInspection | null>(null);
  const remove = useDeleteInspection(type);

  const canChange = useCallback(
    (event: TInspection) => event.SurveyorID === user.UserID || isAdmin(user),
    [user],
  );
  const onAdd = useCallback(() => setModal({ kind: 'add' }), []);
  const onView = useCallback((event: TInspection) => setModal({ kind: 'view', event }), []);
  const onDelete = useCallback((event: TInspection) => setDeleting(event), []);

  const closeModal = (savedSomething: boolean) => {
    setModal(null);
    if (savedSomething)
      void queryClient.invalidateQueries({ queryKey: eventsQuery(type).queryKey });
  };

  return (
    <Box sx={{ p: { xs: 1, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageHeader heading={screen.heading} filter={filter} onFilter={setFilter} onAdd={onAdd} />
      {remove.isError && (
        <Alert severity="error" onClose={() => remove.reset()}>
          {remove.error.message}
        </Alert>
      )}
      <InspectionList
        type={type}
        events={events}
        filter={filter}
        onAdd={onAdd}
        onView={onView}
        onDelete={onDelete}
        canChange={canChange}
      />
      {modal && (
        <ChecklistDialog
          type={type}
          mode={modal}
          canEdit={modal.kind === 'add' || canChange(modal.event)}
          onClose={closeModal}
        />
      )}
      {deleting && (
        <DeleteDialog
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            remove.mutate(deleting.KPIEventID);
            setDeleting(null);
          }}
        />
      )}
    </Box>
  );
}

export const FleetPage = () => <InspectionsPage type="Fleet" />;
export const UniformPage = () => <InspectionsPage type="Uniform" />;
export const WarehousePage = () => <InspectionsPage type="Warehouse" />;
export const SafetyInspectionPage = () => <InspectionsPage type="Safety" />;

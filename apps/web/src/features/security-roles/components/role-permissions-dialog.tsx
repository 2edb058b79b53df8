import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TPermission, TRole } from '@n5/shared/security-roles/schemas';
import { FormCheckboxField } from '../../../components/form/checkbox-field';
import { useSetRolePermissions } from '../api/security-roles-queries';

const fieldOf = (id: number) => `p${id}`;

/** A Superuser ticks the permission numbers a role holds (DOMAIN.md "Permission numbers"). */
export function RolePermissionsDialog(props: {
  role: TRole;
  permissions: TPermission[];
  held: number[];
  onClose: () => void;
}) {
  const titleId = useId();
  const save = useSetRolePermissions();
  const form = useForm<Record<string, 0 | 1>>({
    defaultValues: Object.fromEntries(
      props.permissions.map((p) => [
        fieldOf(p.PermissionID),
        props.held.includes(p.PermissionID) ? 1 : 0,
      ]),
    ),
  });
  const submit = form.handleSubmit((values) =>
    save.mutate(
      {
        roleID: props.role.RoleID,
        permissions: props.permissions
          .filter((p) => values[fieldOf(p.PermissionID)] === 1)
          .map((p) => p.PermissionID),
      },
      { onSuccess: props.onClose },
    ),
  );
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <FormProvider {...form}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogTitle id={titleId}>{props.role.Role} permissions</DialogTitle>
          <DialogContent dividers>
            <Stack>
              {save.isError && <Alert severity="error">{save.error.message}</Alert>}
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                Admins pass every permission check. A change counts from each member’s next request.
              </Typography>
              {props.permissions.map((p) => (
                <FormCheckboxField
                  key={p.PermissionID}
                  name={fieldOf(p.PermissionID)}
                  label={`${p.PermissionID} ${p.Name}`}
                />
              ))}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={props.onClose}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              Save
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}

import { FormProvider, useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TPermission, TRole } from '@n5/shared/security-roles/schemas';
import { DialogShell } from '../../../components/dialog-shell';
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
    <FormProvider {...form}>
      <DialogShell
        title={`${props.role.Role} permissions`}
        onClose={props.onClose}
        maxWidth="xs"
        dividers
        onSubmit={(event) => void submit(event)}
        actions={
          <>
            <Button onClick={props.onClose}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              Save
            </Button>
          </>
        }
      >
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
      </DialogShell>
    </FormProvider>
  );
}

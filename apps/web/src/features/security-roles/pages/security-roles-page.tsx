import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Search from '@mui/icons-material/Search';
import { visuallyHidden } from '@mui/utils';
import { canEditPermissions, isAdminRoleId } from '@n5/shared/security-roles/rules';
import type { TRole } from '@n5/shared/security-roles/schemas';
import { QueryState } from '../../../components/query-state';
import { useCurrentUser } from '../../../lib/session';
import { permissionsQuery, rolesQuery } from '../api/security-roles-queries';
import { RoleMembersDialog } from '../components/role-members-dialog';
import { RolePermissionsDialog } from '../components/role-permissions-dialog';

type TModal = { kind: 'members' | 'permissions'; role: TRole };

/** One role: its members button, name, description and permission numbers. */
function RoleRow(props: {
  role: TRole;
  held: readonly number[];
  mayEdit: boolean;
  onOpen: (kind: TModal['kind']) => void;
}) {
  const { role } = props;
  return (
    <TableRow hover>
      <TableCell>
        <Tooltip title="Members">
          <IconButton
            aria-label={`Members of ${role.Role}`}
            onClick={() => props.onOpen('members')}
          >
            <Search />
          </IconButton>
        </Tooltip>
      </TableCell>
      <TableCell sx={{ fontWeight: 600 }}>{role.Role}</TableCell>
      <TableCell>{role.Description}</TableCell>
      <TableCell>
        <Stack direction="row" gap={0.5} alignItems="center" flexWrap="wrap">
          {isAdminRoleId(role.RoleID) && (
            <Chip size="small" variant="outlined" label="All (admin)" />
          )}
          {props.held.map((p) => (
            <Chip key={p} size="small" label={p} />
          ))}
          {props.mayEdit && (
            <IconButton
              size="small"
              aria-label={`Edit the permissions of ${role.Role}`}
              onClick={() => props.onOpen('permissions')}
            >
              <EditOutlined fontSize="small" />
            </IconButton>
          )}
        </Stack>
      </TableCell>
    </TableRow>
  );
}

/**
 * /security-roles (spec 2 §2.13): the roles table (name, description) with each role's
 * permission numbers; the magnifier opens its membership; Superusers edit the numbers.
 */
export function SecurityRolesPage() {
  const user = useCurrentUser();
  const roles = useQuery(rolesQuery);
  const permissions = useQuery(permissionsQuery);
  const [modal, setModal] = useState<TModal | null>(null);
  const heldBy = (roleId: number) =>
    permissions.data?.roles.find((r) => r.RoleID === roleId)?.Permissions ?? [];
  const mayEdit = canEditPermissions(user);

  return (
    <Box sx={{ p: { xs: 1, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        Security Roles
      </Typography>
      <QueryState
        query={roles}
        size="page"
        loadingLabel="Loading the security roles"
        errorText="The security roles could not be loaded"
        empty={{ when: (rows) => rows.length === 0, title: 'No roles', text: 'No roles exist.' }}
      >
        {(rows) => (
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label="Security roles">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: 56 }}>
                    <Box component="span" sx={visuallyHidden}>
                      Members
                    </Box>
                  </TableCell>
                  <TableCell>Role</TableCell>
                  <TableCell>Description</TableCell>
                  <TableCell>Permissions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((role) => (
                  <RoleRow
                    key={role.RoleID}
                    role={role}
                    held={heldBy(role.RoleID)}
                    mayEdit={mayEdit && !!permissions.data}
                    onOpen={(kind) => setModal({ kind, role })}
                  />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </QueryState>
      {modal?.kind === 'members' && (
        <RoleMembersDialog role={modal.role} onClose={() => setModal(null)} />
      )}
      {modal?.kind === 'permissions' && permissions.data && (
        <RolePermissionsDialog
          role={modal.role}
          permissions={permissions.data.permissions}
          held={heldBy(modal.role.RoleID)}
          onClose={() => setModal(null)}
        />
      )}
    </Box>
  );
}

import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import type { TRole } from '@n5/shared/security-roles/schemas';
import {
  canEditMembership,
  removalRefusal,
  SECURITY_ROLES_TEXT,
} from '@n5/shared/security-roles/rules';
import type { TRoleMember } from '@n5/shared/security-roles/schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAutocompleteField } from '../../../components/form/autocomplete-field';
import { QueryState } from '../../../components/query-state';
import { displayNamesQuery } from '../../../lib/reference-data';
import { useCurrentUser } from '../../../lib/session';
import { roleMembersQuery, useChangeMembership } from '../api/security-roles-queries';
import { DialogShell } from '../../../components/dialog-shell';

/** One member, with Remove (disabled, with its reason, when the rules refuse it). */
function MemberItem(props: {
  member: TRoleMember;
  refusal: ReturnType<typeof removalRefusal>;
  editable: boolean;
  pending: boolean;
  onRemove: () => void;
}) {
  const { member: m, refusal } = props;
  return (
    <ListItem
      secondaryAction={
        props.editable && (
          <Tooltip title={refusal ? SECURITY_ROLES_TEXT[refusal] : 'Remove'}>
            <span>
              <IconButton
                edge="end"
                aria-label={`Remove ${m.DisplayName}`}
                disabled={!!refusal || props.pending}
                onClick={props.onRemove}
              >
                <DeleteOutline />
              </IconButton>
            </span>
          </Tooltip>
        )
      }
    >
      <ListItemText primary={m.DisplayName} />
    </ListItem>
  );
}

/**
 * A role's membership (spec 2 §2.13): its members, a searchable dropdown to add one, and a
 * remove button that asks first. The Superuser membership is view-only to admins.
 */
export function RoleMembersDialog(props: { role: TRole; onClose: () => void }) {
  const user = useCurrentUser();
  const members = useQuery(roleMembersQuery(props.role.RoleID));
  const editable = canEditMembership(user, props.role.RoleID);
  const change = useChangeMembership(props.role.RoleID);
  const [removing, setRemoving] = useState<TRoleMember | null>(null);

  return (
    <DialogShell
      title={<>{props.role.Role} members</>}
      onClose={props.onClose}
      dividers
      actions={<Button onClick={props.onClose}>Close</Button>}
    >
      <Stack gap={2}>
        {!editable && <Alert severity="info">{SECURITY_ROLES_TEXT.superuserViewOnly}</Alert>}
        {change.isError && <Alert severity="error">{change.error.message}</Alert>}
        {editable && (
          <AddMemberForm
            members={members.data}
            pending={change.isPending}
            onAdd={(userId) => change.mutate({ change: 'add', userId })}
          />
        )}
        <QueryState
          query={members}
          loadingLabel="Loading the members"
          errorText="The members could not be loaded"
          empty={{
            when: (rows) => rows.length === 0,
            title: 'No members',
            text: 'Nobody holds this role yet.',
          }}
        >
          {(rows) => (
            <List dense aria-label={`${props.role.Role} members`}>
              {rows.map((m) => (
                <MemberItem
                  key={m.UserID}
                  member={m}
                  refusal={removalRefusal({
                    roleId: props.role.RoleID,
                    memberId: m.UserID,
                    actorId: user.UserID,
                    members: rows.length,
                  })}
                  editable={editable}
                  pending={change.isPending}
                  onRemove={() => setRemoving(m)}
                />
              ))}
            </List>
          )}
        </QueryState>
      </Stack>
      {removing && (
        <ConfirmDialog
          title="Remove member"
          confirmLabel="Remove"
          destructive
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            change.mutate({ change: 'remove', userId: removing.UserID });
            setRemoving(null);
          }}
        >
          {SECURITY_ROLES_TEXT.removePrompt(removing.DisplayName)}
        </ConfirmDialog>
      )}
    </DialogShell>
  );
}

/** The searchable user dropdown and Add; people already in the role are not offered. */
function AddMemberForm(props: {
  members: TRoleMember[] | undefined;
  pending: boolean;
  onAdd: (userId: number) => void;
}) {
  const users = useQuery(displayNamesQuery);
  const form = useForm<{ userId: number | null }>({ defaultValues: { userId: null } });
  const chosen = useWatch({ control: form.control, name: 'userId' });
  const taken = new Set(props.members?.map((m) => m.UserID));
  const options = users.data?.filter((u) => !taken.has(u.UserID));
  const submit = form.handleSubmit(({ userId }) => {
    if (userId === null) return;
    props.onAdd(userId);
    form.reset({ userId: null });
  });
  return (
    <FormProvider {...form}>
      <Stack
        component="form"
        direction="row"
        gap={1}
        alignItems="flex-start"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <Stack sx={{ flex: 1 }}>
          <FormAutocompleteField
            name="userId"
            label="Add a user"
            options={options}
            getOptionLabel={(u) => u.DisplayName}
            getOptionKey={(u) => u.UserID}
          />
        </Stack>
        <Button type="submit" variant="contained" disabled={chosen === null || props.pending}>
          Add
        </Button>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        The change counts from the member’s next request.
      </Typography>
    </FormProvider>
  );
}

import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CONTACT_STATUSES, type TContact, type TCrmUser } from '@n5/shared/crm/schemas';
import { formatPhone } from '../../../lib/format';
import { FormTextField, type TFormBinding } from './form-field';

const filterContactOptions = createFilterOptions<TContact>({
  limit: 50,
  stringify: (c) => `${c.ContactName} ${c.CompanyName ?? ''}`,
});
const upper = (value: string) => value.trim().toUpperCase();

function ContactOption(
  props: React.HTMLAttributes<HTMLLIElement> & { key: React.Key },
  c: TContact,
) {
  const { key: _key, ...rest } = props;
  return (
    <li {...rest} key={c.ContactID}>
      {c.ContactName}
      {c.CompanyName ? ` · ${c.CompanyName}` : ''}
    </li>
  );
}

/**
 * The person: choosing an existing contact by name loads it; a typed name is the name of the
 * contact being edited (a new one, ContactID 0, when adding).
 */
export function ContactSection(props: {
  binding: TFormBinding;
  contacts: TContact[];
  users: TCrmUser[];
  onChooseContact: (contact: TContact) => void;
}) {
  const { binding, contacts, users } = props;
  const { form, errors, set } = binding;
  const referrer = contacts.find((c) => c.ContactID === form.ReferredByContactID) ?? null;
  const owners =
    form.ContactRelationshipOwner !== null &&
    !users.some((u) => u.UserID === form.ContactRelationshipOwner)
      ? [...users, { UserID: form.ContactRelationshipOwner, DisplayName: 'Inactive user' }]
      : users;

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Autocomplete<TContact, false, false, true>
          freeSolo
          options={contacts}
          filterOptions={filterContactOptions}
          getOptionLabel={(o) => (typeof o === 'string' ? o : o.ContactName)}
          renderOption={ContactOption}
          inputValue={form.ContactName}
          onInputChange={(_event, value, reason) => {
            if (reason === 'input' || reason === 'clear') set({ ContactName: value });
          }}
          onChange={(_event, value) => {
            if (value && typeof value !== 'string') props.onChooseContact(value);
          }}
          value={null}
          renderInput={(params) => (
            <TextField
              {...params}
              size="small"
              label="Contact Name"
              required
              error={!!errors.ContactName}
              helperText={errors.ContactName}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField binding={binding} name="ContactTitle" label="Title" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField binding={binding} name="ContactEmail" label="Email" required type="email" />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <FormTextField
          binding={binding}
          name="ContactOfficePhone"
          label="Office Phone"
          required
          placeholder="913-555-0142"
          onBlurFormat={formatPhone}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <FormTextField
          binding={binding}
          name="ContactCellPhone"
          label="Cell Phone"
          placeholder="913-555-0142"
          onBlurFormat={formatPhone}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField binding={binding} name="ContactAddress" label="Address" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField binding={binding} name="ContactCity" label="City" />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <FormTextField binding={binding} name="ContactState" label="State" onBlurFormat={upper} />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <FormTextField binding={binding} name="ContactZip" label="Zip" />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <TextField
          select
          size="small"
          fullWidth
          label="Referrer"
          value={form.ContactType}
          onChange={(e) =>
            set({ ContactType: e.target.value === 'Referrer' ? 'Referrer' : 'Client' })
          }
        >
          <MenuItem value="Client">No</MenuItem>
          <MenuItem value="Referrer">Yes</MenuItem>
        </TextField>
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <TextField
          select
          size="small"
          fullWidth
          label="Status"
          value={form.Status}
          onChange={(e) => set({ Status: e.target.value === 'Inactive' ? 'Inactive' : 'Active' })}
        >
          {CONTACT_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Autocomplete<TContact>
          options={contacts}
          filterOptions={filterContactOptions}
          getOptionLabel={(o) => o.ContactName}
          renderOption={ContactOption}
          isOptionEqualToValue={(a, b) => a.ContactID === b.ContactID}
          value={referrer}
          onChange={(_event, value) => set({ ReferredByContactID: value?.ContactID ?? null })}
          renderInput={(params) => <TextField {...params} size="small" label="Referred By" />}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          select
          size="small"
          fullWidth
          label="Relationship Owner"
          value={form.ContactRelationshipOwner ?? ''}
          onChange={(e) =>
            set({ ContactRelationshipOwner: e.target.value === '' ? null : Number(e.target.value) })
          }
        >
          <MenuItem value="">
            <em>None</em>
          </MenuItem>
          {owners.map((u) => (
            <MenuItem key={u.UserID} value={u.UserID}>
              {u.DisplayName}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
    </Grid>
  );
}

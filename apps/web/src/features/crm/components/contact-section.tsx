import { createFilterOptions } from '@mui/material/Autocomplete';
import { CONTACT_STATUSES, type TContact, type TCrmUser } from '@n5/shared/crm/schemas';
import {
  FormAutocompleteField,
  FormNameAutocompleteField,
} from '../../../components/form/autocomplete-field';
import { FieldGrid, HALF_ROW, QUARTER_ROW } from '../../../components/form/field-grid';
import { FieldList, type TFieldDeclaration } from '../../../components/form/field-list';
import { formatPhone } from '../../../lib/format';

const upper = (value: string) => value.trim().toUpperCase();
const phone = { placeholder: '913-555-0142', formatOnBlur: formatPhone };

const filterContacts = createFilterOptions<TContact>({
  limit: 50,
  stringify: (c) => `${c.ContactName} ${c.CompanyName ?? ''}`,
});

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

/** The contact's own details, between its name and whom it was referred by. */
const CONTACT_DETAIL_FIELDS: TFieldDeclaration[] = [
  { kind: 'text', name: 'ContactTitle', label: 'Title', span: HALF_ROW },
  {
    kind: 'text',
    name: 'ContactEmail',
    label: 'Email',
    required: true,
    type: 'email',
    span: HALF_ROW,
  },
  {
    kind: 'text',
    name: 'ContactOfficePhone',
    label: 'Office Phone',
    required: true,
    span: QUARTER_ROW,
    ...phone,
  },
  { kind: 'text', name: 'ContactCellPhone', label: 'Cell Phone', span: QUARTER_ROW, ...phone },
  { kind: 'text', name: 'ContactAddress', label: 'Address', span: HALF_ROW },
  { kind: 'text', name: 'ContactCity', label: 'City', span: HALF_ROW },
  { kind: 'text', name: 'ContactState', label: 'State', span: QUARTER_ROW, formatOnBlur: upper },
  { kind: 'text', name: 'ContactZip', label: 'Zip', span: QUARTER_ROW },
  {
    kind: 'select',
    name: 'ContactType',
    label: 'Referrer',
    span: QUARTER_ROW,
    options: [
      { value: 'Client', label: 'No' },
      { value: 'Referrer', label: 'Yes' },
    ],
  },
  {
    kind: 'select',
    name: 'Status',
    label: 'Status',
    span: QUARTER_ROW,
    options: CONTACT_STATUSES.map((s) => ({ value: s, label: s })),
  },
];

/**
 * The person (spec 1 §4): choosing an existing contact by name loads it; a typed name is the name
 * of the contact being edited (a new one, ContactID 0, when adding).
 */
export function ContactSection(props: {
  contacts: TContact[] | undefined;
  users: TCrmUser[] | undefined;
  onChooseContact: (contact: TContact) => void;
}) {
  const contactList = {
    options: props.contacts,
    filterOptions: filterContacts,
    getOptionLabel: (c: TContact) => c.ContactName,
    getOptionKey: (c: TContact) => c.ContactID,
    renderOption: ContactOption,
  };
  const fields: TFieldDeclaration[] = [
    {
      kind: 'custom',
      name: 'ContactName',
      span: HALF_ROW,
      render: () => (
        <FormNameAutocompleteField
          {...contactList}
          name="ContactName"
          label="Contact Name"
          required
          onChoose={props.onChooseContact}
        />
      ),
    },
    ...CONTACT_DETAIL_FIELDS,
    {
      kind: 'custom',
      name: 'ReferredByContactID',
      span: HALF_ROW,
      render: () => (
        <FormAutocompleteField {...contactList} name="ReferredByContactID" label="Referred By" />
      ),
    },
    {
      kind: 'select',
      name: 'ContactRelationshipOwner',
      label: 'Relationship Owner',
      span: HALF_ROW,
      emptyLabel: 'None',
      unknownLabel: 'Inactive user',
      options: props.users?.map((u) => ({ value: u.UserID, label: u.DisplayName })),
    },
  ];
  return (
    <FieldGrid>
      <FieldList fields={fields} />
    </FieldGrid>
  );
}

import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContactsOutlined from '@mui/icons-material/ContactsOutlined';
import { parseInteger } from '@n5/shared/core/integer';
import { CONTACT_STATUSES, type TContact, type TContactStatus } from '@n5/shared/crm/schemas';
import { QueryState } from '../../../components/query-state';
import { contactDirectoryQuery } from '../../../lib/reference-data';
import { ContactEditorDialog } from '../components/contact-editor-dialog';
import { ContactGrid } from '../components/contact-grid';
import { filterContacts, indexContacts } from '../components/contact-search';
import { SearchField } from '../../../components/search-field';
import { DialogShell } from '../../../components/dialog-shell';

type TStatusFilter = TContactStatus | 'All';
type TEditor =
  { kind: 'new' } | { kind: 'contact'; contact: TContact } | { kind: 'unknown'; uid: string };

const isStatus = (value: string | null): value is TContactStatus =>
  CONTACT_STATUSES.includes(value as TContactStatus);

/** The contact editor the address asks for: ?uid=<ContactID> opens that contact (spec 1 §2). */
function editorOf(uid: string | null, contacts: TContact[] | undefined): TEditor | null {
  if (uid === null || !contacts) return null;
  const id = /^\d+$/.test(uid) ? parseInteger(uid) : null;
  const contact = contacts.find((c) => c.ContactID === id);
  return contact ? { kind: 'contact', contact } : { kind: 'unknown', uid };
}

const number = (n: number) => n.toLocaleString('en-US');

/** "300 contacts", "24 inactive of 300 contacts", "3 matching of 300 contacts". */
function countText(shown: number, total: number, status: TStatusFilter, search: string) {
  if (status === 'All' && !search.trim()) return `${number(total)} contacts`;
  const kind = [status === 'All' ? '' : status.toLowerCase(), search.trim() ? 'matching' : '']
    .filter(Boolean)
    .join(', ');
  return `${number(shown)} ${kind} of ${number(total)} contacts`;
}

/** Sets or clears one search parameter; the status filter replaces the history entry. */
function useSetSearchParam() {
  const [, setSearch] = useSearchParams();
  return useCallback(
    (name: string, value: string | null) =>
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value === null) next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: name === 'status' },
      ),
    [setSearch],
  );
}

/** The title, the search and the status filter. */
function CrmToolbar(props: {
  text: string;
  onText: (text: string) => void;
  status: TStatusFilter;
  onStatus: (status: string) => void;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flex: 1 }}>
        Contacts
      </Typography>
      <SearchField
        placeholder="Search contacts"
        label="Search contacts"
        value={props.text}
        onChange={props.onText}
        sx={{ minWidth: { sm: 280 } }}
      />
      <TextField
        select
        size="small"
        label="Status"
        value={props.status}
        onChange={(e) => props.onStatus(e.target.value)}
        sx={{ minWidth: 140 }}
      >
        <MenuItem value="All">All</MenuItem>
        {CONTACT_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {s}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

/** ?uid= names no contact. */
function UnknownContactDialog({ uid, onClose }: { uid: string; onClose: () => void }) {
  return (
    <DialogShell
      title="Contact not found"
      onClose={onClose}
      fullWidth={false}
      actions={<Button onClick={onClose}>Close</Button>}
    >
      <Alert severity="warning">
        There is no contact #{uid}. It may have been typed wrong in the link.
      </Alert>
    </DialogShell>
  );
}

/** The directory's grid with its count, or its loading, failure and empty states. */
function ContactList(props: {
  contacts: UseQueryResult<TContact[]>;
  rows: TContact[];
  countText: (total: number) => string;
  onAdd: () => void;
  onEdit: (id: number) => void;
}) {
  return (
    <QueryState
      query={props.contacts}
      size="page"
      loadingLabel="Loading contacts"
      errorText="The contacts could not be loaded"
      empty={{
        when: (list) => list.length === 0,
        title: 'No contacts yet',
        text: 'Add the first client, vendor or subcontractor contact.',
        icon: <ContactsOutlined />,
        action: (
          <Button variant="contained" onClick={props.onAdd}>
            Add contact
          </Button>
        ),
      }}
    >
      {(list) => (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }} aria-live="polite">
            {props.countText(list.length)}
          </Typography>
          <Box sx={{ flex: 1, minHeight: 360 }}>
            <ContactGrid contacts={props.rows} onAdd={props.onAdd} onEdit={props.onEdit} />
          </Box>
        </>
      )}
    </QueryState>
  );
}

/** /crm: the contact and company directory. */
export function CrmPage() {
  const [search] = useSearchParams();
  const contacts = useQuery(contactDirectoryQuery);
  const [text, setText] = useState('');
  const [isAdding, setAdding] = useState(false);
  const [savedName, setSavedName] = useState<string | null>(null);
  const statusParam = search.get('status');
  const status: TStatusFilter = isStatus(statusParam) ? statusParam : 'All';
  const uid = search.get('uid');

  const setParam = useSetSearchParam();
  const openNew = useCallback(() => setAdding(true), []);
  const openContact = useCallback((id: number) => setParam('uid', String(id)), [setParam]);
  const closeEditor = () => {
    setAdding(false);
    if (uid !== null) setParam('uid', null);
  };

  // Typing stays responsive with 10,000 contacts: the list follows the search a moment later.
  const deferredText = useDeferredValue(text);
  const index = useMemo(() => indexContacts(contacts.data ?? []), [contacts.data]);
  const rows = useMemo(
    () => filterContacts(index, deferredText, status),
    [index, deferredText, status],
  );
  const editor: TEditor | null = isAdding ? { kind: 'new' } : editorOf(uid, contacts.data);

  return (
    <Box
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', p: { xs: 1, md: 3 }, gap: 2 }}
    >
      <CrmToolbar
        text={text}
        onText={setText}
        status={status}
        onStatus={(value) => setParam('status', value === 'All' ? null : value)}
      />

      <ContactList
        contacts={contacts}
        rows={rows}
        countText={(total) => countText(rows.length, total, status, deferredText)}
        onAdd={openNew}
        onEdit={openContact}
      />

      {editor?.kind === 'unknown' && (
        <UnknownContactDialog uid={editor.uid} onClose={closeEditor} />
      )}
      {editor && editor.kind !== 'unknown' && contacts.data && (
        <ContactEditorDialog
          key={editor.kind === 'contact' ? editor.contact.ContactID : 'new'}
          contact={editor.kind === 'contact' ? editor.contact : null}
          contacts={contacts.data}
          onClose={closeEditor}
          onSaved={(contact) => {
            closeEditor();
            setSavedName(contact.ContactName);
          }}
        />
      )}
      <Snackbar
        open={savedName !== null}
        autoHideDuration={4000}
        onClose={() => setSavedName(null)}
        message={savedName ? `Saved ${savedName}.` : ''}
      />
    </Box>
  );
}

import { FormProvider } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TContact } from '@n5/shared/crm/schemas';
import { can, PERMISSION } from '@n5/shared/permissions/can';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useCurrentUser } from '../../../lib/session';
import {
  companyNamesQuery,
  industriesQuery,
  relationshipOwnersQuery,
} from '../../../lib/reference-data';
import { CompanyAccountingSection } from './company-accounting-section';
import { CompanySection } from './company-section';
import { ContactSection } from './contact-section';
import { useContactEditor } from './use-contact-editor';
import { DialogShell } from '../../../components/dialog-shell';

type TEditor = ReturnType<typeof useContactEditor>;

/** The Company part: its note, a failed company load, and its fields. */
function CompanyPart({ editor }: { editor: TEditor }) {
  const user = useCurrentUser();
  const companies = useQuery(companyNamesQuery);
  const industries = useQuery(industriesQuery);
  return (
    <>
      <Typography
        variant="overline"
        component="h2"
        color="text.secondary"
        sx={{ mt: 3, display: 'block' }}
      >
        Company
      </Typography>
      {!!editor.companyId && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Changes to the company apply to all of its contacts.
        </Typography>
      )}
      {editor.companyError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {editor.companyError}
        </Alert>
      )}
      <CompanySection
        companies={companies.data}
        industries={industries.data}
        helperText={editor.companyHelperText}
        canSetVendorFlags={can(user, PERMISSION.VENDOR_MANAGEMENT)}
        onChooseCompany={(id) => void editor.chooseCompany(id)}
        onNewCompanyName={editor.typeCompanyName}
      />
      <CompanyAccountingSection companyId={editor.companyId ?? 0} />
    </>
  );
}

/** How many fields need attention, and a refused save. */
function SaveProblems({ editor }: { editor: TEditor }) {
  const errorCount = Object.keys(editor.form.formState.errors).length;
  const { save } = editor;
  return (
    <>
      {errorCount > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {errorCount === 1
            ? 'One field needs attention; it is highlighted.'
            : `${errorCount} fields need attention; they are highlighted.`}
        </Alert>
      )}
      {save.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          The contact was not saved: {save.error.message}
        </Alert>
      )}
    </>
  );
}

/**
 * "Add Contact" / "Edit Contact" (spec 1 §2, §4, §5). Nothing is sent while a rule refuses a
 * field: the fields are highlighted with their messages instead, and follow the corrections from
 * then on. The server checks the same rules (`ZContactRules`). Closing it (Cancel, Escape, a
 * click outside) with unsaved changes asks "Discard changes?" first.
 */
export function ContactEditorDialog(props: {
  contact: TContact | null;
  contacts: TContact[];
  onClose: () => void;
  onSaved: (contact: TContact) => void;
}) {
  const companies = useQuery(companyNamesQuery);
  const industries = useQuery(industriesQuery);
  const users = useQuery(relationshipOwnersQuery);
  const editor = useContactEditor(props);
  const { save } = editor;
  const listsError = companies.error ?? industries.error ?? users.error;
  return (
    <DialogShell
      title={editor.contactId ? 'Edit Contact' : 'Add Contact'}
      onClose={editor.requestClose}
      maxWidth="md"
      fullScreenOnPhone
      dividers
      actions={
        <>
          <Button onClick={editor.requestClose}>Cancel</Button>
          <Button
            variant="contained"
            onClick={() => void editor.handleSave()}
            disabled={save.isPending || editor.isLoadingCompany}
          >
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
        </>
      }
    >
      {listsError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Some choices could not be loaded ({listsError.message}). Close and open the editor to try
          again.
        </Alert>
      )}
      <FormProvider {...editor.form}>
        <Typography variant="overline" component="h2" color="text.secondary">
          Contact
        </Typography>
        <ContactSection
          contacts={props.contacts}
          users={users.data}
          onChooseContact={editor.chooseContact}
        />
        <CompanyPart editor={editor} />
      </FormProvider>
      <SaveProblems editor={editor} />
      {editor.askingDiscard && (
        <ConfirmDialog
          title="Discard changes?"
          confirmLabel="Discard"
          cancelLabel="Keep editing"
          destructive
          onConfirm={props.onClose}
          onCancel={() => editor.setAskingDiscard(false)}
        >
          The changes to this contact have not been saved.
        </ConfirmDialog>
      )}
    </DialogShell>
  );
}

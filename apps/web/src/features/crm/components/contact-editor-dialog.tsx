import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { ZContactRules } from '@n5/shared/crm/rules';
import type { TContact, TContactInputParsed } from '@n5/shared/crm/schemas';
import { can, PERMISSION } from '@n5/shared/permissions/can';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { rulesResolver } from '../../../components/form/rules-resolver';
import { useCurrentUser } from '../../../lib/session';
import {
  companyNamesQuery,
  industriesQuery,
  relationshipOwnersQuery,
} from '../../../lib/reference-data';
import { companyQuery, useSaveContact } from '../api/crm-queries';
import { CompanySection } from './company-section';
import { ContactSection } from './contact-section';
import { companyFieldsOf, EMPTY_CONTACT, formOfContact, type TContactForm } from './contact-form';

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
  const user = useCurrentUser();
  const isPhone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'), { noSsr: true });
  const queryClient = useQueryClient();
  const companies = useQuery(companyNamesQuery);
  const industries = useQuery(industriesQuery);
  const users = useQuery(relationshipOwnersQuery);
  const save = useSaveContact();
  const form = useForm<TContactForm, unknown, TContactInputParsed>({
    resolver: rulesResolver(ZContactRules),
    // The warning under the fields says what to fix; the focus stays where the user is.
    shouldFocusError: false,
    // A new contact's relationship is owned by whoever adds it, until they choose someone else.
    defaultValues: props.contact
      ? formOfContact(props.contact)
      : { ...EMPTY_CONTACT, ContactRelationshipOwner: user.UserID },
  });
  const [contactId, companyId, companyName] = useWatch({
    control: form.control,
    name: ['ContactID', 'CompanyID', 'CompanyName'],
  });
  const [loadingCompanyId, setLoadingCompanyId] = useState<number | null>(null);
  const [companyError, setCompanyError] = useState<string | null>(null);
  const [askingDiscard, setAskingDiscard] = useState(false);
  // Read while rendering, so react-hook-form tells this component when it changes.
  const isDirty = form.formState.isDirty;
  const requestClose = () => {
    if (save.isPending) return;
    if (isDirty) setAskingDiscard(true);
    else props.onClose();
  };

  /** After a refused save the highlights follow every change, as they do while typing. */
  const assign = (patch: Partial<TContactForm>) => {
    const shouldValidate = form.formState.isSubmitted;
    for (const [name, value] of Object.entries(patch)) {
      form.setValue(name as keyof TContactForm, value as never, {
        shouldValidate,
        shouldDirty: true,
      });
    }
  };
  const chooseContact = (contact: TContact) => assign(formOfContact(contact));
  const chooseCompany = async (id: number) => {
    setLoadingCompanyId(id);
    setCompanyError(null);
    try {
      const { company } = await queryClient.fetchQuery(companyQuery(id));
      assign(companyFieldsOf(company));
    } catch (error) {
      setCompanyError(`The company could not be loaded: ${(error as Error).message}`);
    } finally {
      setLoadingCompanyId(null);
    }
  };
  const typeCompanyName = (name: string) =>
    assign(
      form.getValues('CompanyID')
        ? // Leaving an existing company for a new one: its vendor flags do not come along.
          { CompanyName: name, CompanyID: 0, VendorInd: 0, SubcontractorInd: 0 }
        : { CompanyName: name },
    );
  const handleSave = form.handleSubmit((input) =>
    save.mutate(input, { onSuccess: (reply) => props.onSaved(reply.contact) }),
  );

  const listsError = companies.error ?? industries.error ?? users.error;
  const errorCount = Object.keys(form.formState.errors).length;
  const companyHelperText =
    loadingCompanyId !== null
      ? 'Loading the company…'
      : !companyId && companyName.trim()
        ? 'A new company will be created.'
        : undefined;
  return (
    <Dialog
      open
      onClose={requestClose}
      fullScreen={isPhone}
      maxWidth="md"
      fullWidth
      aria-labelledby="contact-editor-title"
    >
      <DialogTitle id="contact-editor-title">
        {contactId ? 'Edit Contact' : 'Add Contact'}
      </DialogTitle>
      <DialogContent dividers>
        {listsError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            Some choices could not be loaded ({listsError.message}). Close and open the editor to
            try again.
          </Alert>
        )}
        <FormProvider {...form}>
          <Typography variant="overline" component="h2" color="text.secondary">
            Contact
          </Typography>
          <ContactSection
            contacts={props.contacts}
            users={users.data}
            onChooseContact={chooseContact}
          />
          <Typography
            variant="overline"
            component="h2"
            color="text.secondary"
            sx={{ mt: 3, display: 'block' }}
          >
            Company
          </Typography>
          {!!companyId && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              Changes to the company apply to all of its contacts.
            </Typography>
          )}
          {companyError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {companyError}
            </Alert>
          )}
          <CompanySection
            companies={companies.data}
            industries={industries.data}
            helperText={companyHelperText}
            canSetVendorFlags={can(user, PERMISSION.VENDOR_MANAGEMENT)}
            onChooseCompany={(id) => void chooseCompany(id)}
            onNewCompanyName={typeCompanyName}
          />
        </FormProvider>
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
      </DialogContent>
      <DialogActions>
        <Button onClick={requestClose}>Cancel</Button>
        <Button
          variant="contained"
          onClick={() => void handleSave()}
          disabled={save.isPending || loadingCompanyId !== null}
        >
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </DialogActions>
      {askingDiscard && (
        <ConfirmDialog
          title="Discard changes?"
          confirmLabel="Discard"
          cancelLabel="Keep editing"
          destructive
          onConfirm={props.onClose}
          onCancel={() => setAskingDiscard(false)}
        >
          The changes to this contact have not been saved.
        </ConfirmDialog>
      )}
    </Dialog>
  );
}

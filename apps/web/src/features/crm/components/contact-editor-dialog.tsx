import { useState } from 'react';
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
import { contactFieldErrors, type TContactFieldErrors } from '@n5/shared/crm/rules';
import type { TContact } from '@n5/shared/crm/schemas';
import { can, PERMISSION } from '@n5/shared/permissions/can';
import { useCurrentUser } from '../../../lib/session';
import {
  companyNamesQuery,
  companyQuery,
  crmUsersQuery,
  industriesQuery,
  useSaveContact,
} from '../api/crm-queries';
import { CompanySection } from './company-section';
import { ContactSection } from './contact-section';
import {
  companyFieldsOf,
  EMPTY_CONTACT,
  formOfContact,
  inputOfForm,
  type TContactForm,
} from './contact-form';

/**
 * "Add Contact" / "Edit Contact" (spec 1 §2, §4, §5). Nothing is sent while a rule refuses a
 * field: the fields are highlighted with their messages instead. The server checks the same rules.
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
  const users = useQuery(crmUsersQuery);
  const save = useSaveContact();
  const [form, setForm] = useState<TContactForm>(() =>
    // A new contact's relationship is owned by whoever adds it, until they choose someone else.
    props.contact
      ? formOfContact(props.contact)
      : { ...EMPTY_CONTACT, ContactRelationshipOwner: user.UserID },
  );
  const [errors, setErrors] = useState<TContactFieldErrors>({});
  const [hasTriedSave, setTriedSave] = useState(false);
  const [loadingCompanyId, setLoadingCompanyId] = useState<number | null>(null);
  const [companyError, setCompanyError] = useState<string | null>(null);

  const update = (next: TContactForm) => {
    setForm(next);
    // After a refused save the highlights follow the user's corrections.
    if (hasTriedSave) setErrors(contactFieldErrors(next));
  };
  const set = (patch: Partial<TContactForm>) => update({ ...form, ...patch });

  const chooseCompany = async (companyId: number) => {
    setLoadingCompanyId(companyId);
    setCompanyError(null);
    try {
      const { company } = await queryClient.fetchQuery(companyQuery(companyId));
      update({ ...form, ...companyFieldsOf(company) });
    } catch (error) {
      setCompanyError(`The company could not be loaded: ${(error as Error).message}`);
    } finally {
      setLoadingCompanyId(null);
    }
  };
  const typeCompanyName = (name: string) =>
    set(
      form.CompanyID
        ? // Leaving an existing company for a new one: its vendor flags do not come along.
          { CompanyName: name, CompanyID: 0, VendorInd: 0, SubcontractorInd: 0 }
        : { CompanyName: name },
    );

  const handleSave = () => {
    const found = contactFieldErrors(form);
    setTriedSave(true);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(inputOfForm(form), { onSuccess: (reply) => props.onSaved(reply.contact) });
  };

  const listsError = companies.error ?? industries.error ?? users.error;
  const errorCount = Object.keys(errors).length;
  const title = form.ContactID ? 'Edit Contact' : 'Add Contact';
  return (
    <Dialog
      open
      onClose={props.onClose}
      fullScreen={isPhone}
      maxWidth="md"
      fullWidth
      aria-labelledby="contact-editor-title"
    >
      <DialogTitle id="contact-editor-title">{title}</DialogTitle>
      <DialogContent dividers>
        {listsError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            Some choices could not be loaded ({listsError.message}). Close and open the editor to
            try again.
          </Alert>
        )}
        <Typography variant="overline" component="h2" color="text.secondary">
          Contact
        </Typography>
        <ContactSection
          binding={{ form, errors, set }}
          contacts={props.contacts}
          users={users.data ?? []}
          onChooseContact={(contact) => update(formOfContact(contact))}
        />
        <Typography
          variant="overline"
          component="h2"
          color="text.secondary"
          sx={{ mt: 3, display: 'block' }}
        >
          Company
        </Typography>
        {!!form.CompanyID && (
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
          binding={{ form, errors, set }}
          companies={companies.data ?? []}
          industries={industries.data ?? []}
          canSetVendorFlags={can(user, PERMISSION.VENDOR_MANAGEMENT)}
          isLoadingCompany={loadingCompanyId !== null}
          onChooseCompany={(id) => void chooseCompany(id)}
          onNewCompanyName={typeCompanyName}
        />
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
        <Button onClick={props.onClose}>Cancel</Button>
        <Button
          variant="contained"
          onClick={handleSave}
          disabled={save.isPending || loadingCompanyId !== null}
        >
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

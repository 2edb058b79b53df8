import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { ZContactRules } from '@n5/shared/crm/rules';
import type { TContact, TContactInputParsed } from '@n5/shared/crm/schemas';
import { rulesResolver } from '../../../components/form/rules-resolver';
import { useCurrentUser } from '../../../lib/session';
import { companyQuery, useSaveContact } from '../api/crm-queries';
import { companyFieldsOf, EMPTY_CONTACT, formOfContact, type TContactForm } from './contact-form';

function useContactForm(contact: TContact | null) {
  const user = useCurrentUser();
  return useForm<TContactForm, unknown, TContactInputParsed>({
    resolver: rulesResolver(ZContactRules),
    // The warning under the fields says what to fix; the focus stays where the user is.
    shouldFocusError: false,
    // A new contact's relationship is owned by whoever adds it, until they choose someone else.
    defaultValues: contact
      ? formOfContact(contact)
      : { ...EMPTY_CONTACT, ContactRelationshipOwner: user.UserID },
  });
}

type TAssign = (patch: Partial<TContactForm>) => void;

/** After a refused save the highlights follow every change, as they do while typing. */
function assignTo(form: ReturnType<typeof useContactForm>): TAssign {
  return (patch) => {
    const shouldValidate = form.formState.isSubmitted;
    for (const [name, value] of Object.entries(patch)) {
      form.setValue(name as keyof TContactForm, value as never, {
        shouldValidate,
        shouldDirty: true,
      });
    }
  };
}

/** A chosen company's fields, loaded and filled in (or why they could not be). */
function useCompanyChoice(assign: TAssign) {
  const queryClient = useQueryClient();
  const [loadingCompanyId, setLoadingCompanyId] = useState<number | null>(null);
  const [companyError, setCompanyError] = useState<string | null>(null);
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
  return { loadingCompanyId, companyError, chooseCompany };
}

/**
 * The contact editor's form: choosing a contact or a company fills its fields, a typed company
 * name starts a new company, Save sends when the rules pass, and closing with unsaved changes
 * asks first.
 */
export function useContactEditor(props: {
  contact: TContact | null;
  onClose: () => void;
  onSaved: (contact: TContact) => void;
}) {
  const save = useSaveContact();
  const form = useContactForm(props.contact);
  const [contactId, companyId, companyName] = useWatch({
    control: form.control,
    name: ['ContactID', 'CompanyID', 'CompanyName'],
  });
  const assign = assignTo(form);
  const { loadingCompanyId, companyError, chooseCompany } = useCompanyChoice(assign);
  const [askingDiscard, setAskingDiscard] = useState(false);
  // Read while rendering, so react-hook-form tells this component when it changes.
  const isDirty = form.formState.isDirty;
  const requestClose = () => {
    if (save.isPending) return;
    if (isDirty) setAskingDiscard(true);
    else props.onClose();
  };

  const chooseContact = (contact: TContact) => assign(formOfContact(contact));
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
  const companyHelperText =
    loadingCompanyId !== null
      ? 'Loading the company…'
      : !companyId && companyName.trim()
        ? 'A new company will be created.'
        : undefined;
  return {
    form,
    save,
    contactId,
    companyId,
    isLoadingCompany: loadingCompanyId !== null,
    companyError,
    companyHelperText,
    askingDiscard,
    setAskingDiscard,
    requestClose,
    chooseContact,
    chooseCompany,
    typeCompanyName,
    handleSave,
  };
}

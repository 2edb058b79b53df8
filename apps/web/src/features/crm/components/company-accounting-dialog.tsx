import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ACCOUNTING_ID_LABELS,
  ZCompanyAccountingRules,
  type TAccountingParty,
  type TAccountingPartyKind,
  type TCompanyAccounting,
} from '@n5/shared/crm/accounting';
import { FormAutocompleteField } from '../../../components/form/autocomplete-field';
import { rulesResolver } from '../../../components/form/rules-resolver';
import { FormTextField } from '../../../components/form/text-field';
import { QueryState } from '../../../components/query-state';
import { RequestDialog } from '../../../components/request-dialog';
import {
  accountingPartiesQuery,
  companyAccountingQuery,
  useSaveCompanyAccounting,
} from '../api/accounting-queries';

type TValues = { AccountingCustomerID: string | null; AccountingVendorID: string | null };
type TIds = { AccountingCustomerID: string | null; AccountingVendorID: string | null };

const FIELDS: Array<{ name: keyof TValues; kind: TAccountingPartyKind }> = [
  { name: 'AccountingCustomerID', kind: 'customer' },
  { name: 'AccountingVendorID', kind: 'vendor' },
];
const keepAll = <T,>(options: T[]) => options;

/**
 * One of Acumatica's customers or vendors, searched by name on the server (50 at a time); the
 * id already saved stays a choice even when the page shown does not hold it.
 */
function PartyField(props: {
  name: keyof TValues;
  kind: TAccountingPartyKind;
  saved: string | null;
}) {
  const [search, setSearch] = useState('');
  const parties = useQuery(accountingPartiesQuery(props.kind, search.trim()));
  const loaded = parties.data?.parties;
  const saved = props.saved;
  const options: TAccountingParty[] | undefined =
    loaded && saved && !loaded.some((p) => p.id === saved)
      ? [{ id: saved, name: saved, status: null }, ...loaded]
      : loaded;
  const helper = parties.error
    ? `Acumatica's list could not be read: ${parties.error.message}`
    : parties.data?.more
      ? 'Type part of the name to find others (the first 50 are listed).'
      : undefined;
  return (
    <FormAutocompleteField<TAccountingParty>
      name={props.name}
      label={ACCOUNTING_ID_LABELS[props.name]}
      options={options}
      getOptionKey={(p) => p.id}
      getOptionLabel={(p) => (p.name === p.id ? p.id : `${p.name} (${p.id})`)}
      filterOptions={keepAll}
      onSearch={setSearch}
      helperText={helper}
    />
  );
}

function AccountingForm(props: { company: TCompanyAccounting; onClose: () => void }) {
  const { company } = props;
  const save = useSaveCompanyAccounting(company.CompanyID);
  const form = useForm<TValues, unknown, TIds>({
    resolver: rulesResolver(ZCompanyAccountingRules) as never,
    defaultValues: {
      AccountingCustomerID: company.AccountingCustomerID ?? '',
      AccountingVendorID: company.AccountingVendorID ?? '',
    },
  });
  const submit = form.handleSubmit((ids) =>
    save.mutate({ CompanyID: company.CompanyID, ...ids }, { onSuccess: props.onClose }),
  );
  const fromLists = company.source === 'acumatica';
  return (
    <RequestDialog
      title={`Accounting: ${company.CompanyName}`}
      error={save.error}
      onClose={props.onClose}
      narrow
      actions={
        <>
          <Button onClick={props.onClose}>Cancel</Button>
          <Button variant="contained" disabled={save.isPending} onClick={() => void submit()}>
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <Stack spacing={2} sx={{ pt: 1 }} component="form" onSubmit={(e) => void submit(e)}>
          <Typography variant="body2" color="text.secondary">
            {fromLists
              ? "Choose the company as Acumatica's customer (when it is a client) and vendor (when it is a subcontractor or vendor). Contracts and pay apps are pushed under these ids."
              : 'No accounting system is connected: type the ids the company has in Acumatica. Contracts and pay apps are pushed under these ids.'}
          </Typography>
          {FIELDS.map((field) =>
            fromLists ? (
              <PartyField
                key={field.name}
                name={field.name}
                kind={field.kind}
                saved={company[field.name]}
              />
            ) : (
              <FormTextField
                key={field.name}
                name={field.name}
                label={ACCOUNTING_ID_LABELS[field.name]}
              />
            ),
          )}
        </Stack>
      </FormProvider>
    </RequestDialog>
  );
}

/**
 * The CRM company's Acumatica customer and vendor ids (issue 38 item 1), for admin and role
 * Accounting: chosen from Acumatica's lists when it is connected, typed otherwise.
 */
export function CompanyAccountingDialog(props: { companyId: number; onClose: () => void }) {
  const company = useQuery(companyAccountingQuery(props.companyId));
  if (company.data) return <AccountingForm company={company.data} onClose={props.onClose} />;
  return (
    <RequestDialog
      title="Accounting"
      error={null}
      onClose={props.onClose}
      narrow
      actions={<Button onClick={props.onClose}>Close</Button>}
    >
      <QueryState
        query={company}
        loadingLabel="Loading the company's accounting ids"
        errorText="The company's accounting ids could not be loaded"
      >
        {() => null}
      </QueryState>
    </RequestDialog>
  );
}

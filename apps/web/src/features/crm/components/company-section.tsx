import { createFilterOptions } from '@mui/material/Autocomplete';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import type { TIndustry } from '@n5/shared/crm/schemas';
import { FormNameAutocompleteField } from '../../../components/form/autocomplete-field';
import { FormCheckboxField } from '../../../components/form/checkbox-field';
import { FieldGrid, HALF_ROW, QUARTER_ROW } from '../../../components/form/field-grid';
import { FieldList, type TFieldDeclaration } from '../../../components/form/field-list';
import { formatPhone } from '../../../lib/format';

type TCompanyName = { CompanyID: number; CompanyName: string };

const filterCompanies = createFilterOptions<TCompanyName>({ limit: 50 });
const upper = (value: string) => value.trim().toUpperCase();

/** The company's corporate address and contact fields. */
const CORPORATE_FIELDS: TFieldDeclaration[] = [
  {
    kind: 'text',
    name: 'CorporateAddress',
    label: 'Corporate Address',
    required: true,
    span: HALF_ROW,
  },
  {
    kind: 'text',
    name: 'CorporateCity',
    label: 'Corporate City',
    required: true,
    span: HALF_ROW,
  },
  {
    kind: 'text',
    name: 'CorporateState',
    label: 'State',
    required: true,
    span: QUARTER_ROW,
    formatOnBlur: upper,
  },
  { kind: 'text', name: 'CorporateZip', label: 'Zip', required: true, span: QUARTER_ROW },
  {
    kind: 'text',
    name: 'CorporateEmail',
    label: 'Corporate Email',
    required: true,
    span: HALF_ROW,
  },
  {
    kind: 'text',
    name: 'CorporatePhone',
    label: 'Corporate Phone',
    span: HALF_ROW,
    placeholder: '913-555-0100',
    formatOnBlur: formatPhone,
  },
];

/** Client, Vendor and Subcontractor; the last two for vendor managers only. */
function CompanyFlags(props: { canSetVendorFlags: boolean }) {
  return (
    <>
      <Stack direction="row" flexWrap="wrap" columnGap={2}>
        <FormCheckboxField name="ClientInd" label="Client" />
        <FormCheckboxField name="VendorInd" label="Vendor" disabled={!props.canSetVendorFlags} />
        <FormCheckboxField
          name="SubcontractorInd"
          label="Subcontractor"
          disabled={!props.canSetVendorFlags}
        />
      </Stack>
      {!props.canSetVendorFlags && (
        <FormHelperText>
          Vendor and Subcontractor are set by users with the Vendor management permission.
        </FormHelperText>
      )}
    </>
  );
}

/**
 * The company: choosing an existing one fills its corporate fields (shared by all its contacts);
 * a typed name that matches none makes a new company (CompanyID 0) on save.
 */
export function CompanySection(props: {
  companies: TCompanyName[] | undefined;
  industries: TIndustry[] | undefined;
  /** Under the company name: loading it, or that a new one will be made. */
  helperText: string | undefined;
  canSetVendorFlags: boolean;
  onChooseCompany: (companyId: number) => void;
  onNewCompanyName: (name: string) => void;
}) {
  const fields: TFieldDeclaration[] = [
    {
      kind: 'custom',
      name: 'CompanyName',
      span: HALF_ROW,
      render: () => (
        <FormNameAutocompleteField
          name="CompanyName"
          label="Company Name"
          required
          helperText={props.helperText}
          options={props.companies}
          filterOptions={filterCompanies}
          getOptionLabel={(c) => c.CompanyName}
          getOptionKey={(c) => c.CompanyID}
          onChoose={(c) => props.onChooseCompany(c.CompanyID)}
          onType={props.onNewCompanyName}
        />
      ),
    },
    {
      kind: 'select',
      name: 'IndustryType',
      label: 'Industry',
      span: HALF_ROW,
      emptyLabel: 'None',
      options: props.industries?.map((i) => ({ value: i.IndustryType, label: i.IndustryType })),
    },
    ...CORPORATE_FIELDS,
    {
      kind: 'custom',
      name: 'flags',
      span: 'span 12',
      render: () => <CompanyFlags canSetVendorFlags={props.canSetVendorFlags} />,
    },
  ];
  return (
    <FieldGrid>
      <FieldList fields={fields} />
    </FieldGrid>
  );
}

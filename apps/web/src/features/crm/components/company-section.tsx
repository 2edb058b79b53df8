import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TIndustry } from '@n5/shared/crm/schemas';
import { formatPhone } from '../../../lib/format';
import { FormTextField, type TFormBinding } from './form-field';

type TCompanyName = { CompanyID: number; CompanyName: string };

const filterCompanies = createFilterOptions<TCompanyName>({ limit: 50 });
const upper = (value: string) => value.trim().toUpperCase();

/**
 * The company: choosing an existing one fills its corporate fields (shared by all its contacts);
 * a typed name that matches none makes a new company (CompanyID 0) on save.
 */
export function CompanySection(props: {
  binding: TFormBinding;
  companies: TCompanyName[];
  industries: TIndustry[];
  canSetVendorFlags: boolean;
  isLoadingCompany: boolean;
  onChooseCompany: (companyId: number) => void;
  onNewCompanyName: (name: string) => void;
}) {
  const { binding, companies, industries } = props;
  const { form, errors, set } = binding;
  const flag = (
    name: 'ClientInd' | 'VendorInd' | 'SubcontractorInd',
    label: string,
    enabled: boolean,
  ) => (
    <FormControlLabel
      label={label}
      disabled={!enabled}
      control={
        <Checkbox
          checked={form[name] === 1}
          onChange={(e) => set({ [name]: e.target.checked ? 1 : 0 })}
        />
      }
    />
  );

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Autocomplete<TCompanyName, false, false, true>
          freeSolo
          options={companies}
          filterOptions={filterCompanies}
          getOptionLabel={(o) => (typeof o === 'string' ? o : o.CompanyName)}
          getOptionKey={(o) => (typeof o === 'string' ? o : o.CompanyID)}
          inputValue={form.CompanyName}
          onInputChange={(_event, value, reason) => {
            if (reason === 'input' || reason === 'clear') props.onNewCompanyName(value);
          }}
          onChange={(_event, value) => {
            if (value && typeof value !== 'string') props.onChooseCompany(value.CompanyID);
          }}
          value={null}
          renderInput={(params) => (
            <TextField
              {...params}
              size="small"
              label="Company Name"
              required
              error={!!errors.CompanyName}
              helperText={
                errors.CompanyName ??
                (props.isLoadingCompany
                  ? 'Loading the company…'
                  : form.CompanyID
                    ? undefined
                    : form.CompanyName.trim()
                      ? 'A new company will be created.'
                      : undefined)
              }
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          select
          size="small"
          fullWidth
          label="Industry"
          value={form.IndustryType}
          onChange={(e) => set({ IndustryType: e.target.value })}
        >
          <MenuItem value="">
            <em>None</em>
          </MenuItem>
          {industries.map((i) => (
            <MenuItem key={i.IndustryID} value={i.IndustryType}>
              {i.IndustryType}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          binding={binding}
          name="CorporateAddress"
          label="Corporate Address"
          required
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField binding={binding} name="CorporateCity" label="Corporate City" required />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <FormTextField
          binding={binding}
          name="CorporateState"
          label="State"
          required
          onBlurFormat={upper}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <FormTextField binding={binding} name="CorporateZip" label="Zip" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField binding={binding} name="CorporateEmail" label="Corporate Email" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          binding={binding}
          name="CorporatePhone"
          label="Corporate Phone"
          placeholder="913-555-0100"
          onBlurFormat={formatPhone}
        />
      </Grid>
      <Grid size={12}>
        <Stack direction="row" flexWrap="wrap" columnGap={2}>
          {flag('ClientInd', 'Client', true)}
          {flag('VendorInd', 'Vendor', props.canSetVendorFlags)}
          {flag('SubcontractorInd', 'Subcontractor', props.canSetVendorFlags)}
        </Stack>
        {!props.canSetVendorFlags && (
          <FormHelperText>
            Vendor and Subcontractor are set by users with permission 7 (Vendor management).
          </FormHelperText>
        )}
      </Grid>
    </Grid>
  );
}

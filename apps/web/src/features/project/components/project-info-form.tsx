import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BID_TYPES, DEFAULT_EXCLUSIONS, STAGE_TYPES } from '@n5/shared/projects/constants';
import {
  canChangeKsTax,
  fractionToPercent,
  isStageOptionDisabled,
  KS_TAX_OPTIONS,
  KS_TAX_EDITABLE_STAGES,
  percentToFraction,
  type TProjectInfoField,
} from '@n5/shared/projects/project-info-rules';
import type { TProject } from '@n5/shared/projects/project-info-schemas';
import { canChangeStage } from '@n5/shared/projects/stages';
import { useCurrentUser } from '../../../lib/session';
import {
  billingAddressesQuery,
  clientCompaniesQuery,
  contactsQuery,
  userNamesQuery,
  workLocationsQuery,
} from '../api/project-info-queries';
import { SavedSelectField, SavedTextField, type TOption } from './project-fields';

const PROPOSAL_FORMAT_LABELS = { Detail: 'Detailed Conditions', Summary: 'Summarized Conditions' };
const YES_NO: TOption[] = [
  { value: '1', label: 'Yes' },
  { value: '0', label: 'No' },
];

const percentField = {
  format: (v: string | number | null) => fractionToPercent(v),
  parse: (text: string) => {
    const fraction = percentToFraction(text);
    return fraction === null ? { error: 'Enter a number from 0 to 100.' } : { value: fraction };
  },
  suffix: '%',
};
const wholeNumber = (text: string) =>
  text.trim() === ''
    ? { value: null }
    : /^\d+$/.test(text.trim())
      ? { value: Number(text.trim()) }
      : { error: 'Enter a whole number of days.' };

function Section(props: { title: string; children: React.ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography
        component="legend"
        variant="overline"
        color="text.secondary"
        sx={{ fontWeight: 700, mb: 1 }}
      >
        {props.title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        {props.children}
      </Box>
    </Box>
  );
}

/** Every Project field of spec 1 §3, each saved on its own (POST /api/project/setprojectinfo). */
export function ProjectInfoForm({ project }: { project: TProject }) {
  const user = useCurrentUser();
  const contacts = useQuery(contactsQuery);
  const companies = useQuery(clientCompaniesQuery);
  const locations = useQuery(workLocationsQuery);
  const billing = useQuery(billingAddressesQuery);
  const users = useQuery(userNamesQuery);
  const id = project.ProjectID;
  const common = { projectId: id };

  const contactOptions: TOption[] = (contacts.data ?? []).map((c) => ({
    value: String(c.ContactID),
    label: c.CompanyName ? `${c.ContactName} (${c.CompanyName})` : c.ContactName,
  }));
  const companyOptions: TOption[] = (companies.data ?? []).map((c) => ({
    value: String(c.CompanyID),
    label: c.CompanyName,
  }));
  const userOptions: TOption[] = (users.data ?? []).map((u) => ({
    value: String(u.UserID),
    label: u.DisplayName,
  }));
  const toId = (text: string) => (text === '' ? null : Number(text));
  const listError = [contacts, companies, users].find((q) => q.isError)?.error;
  const isStageEditable = canChangeStage(user);
  const isKsTaxEditable = canChangeKsTax(project.StageType);

  const userField = (field: TProjectInfoField, label: string, value: number | null) => (
    <SavedSelectField
      {...common}
      field={field}
      label={label}
      value={value}
      options={userOptions}
      emptyLabel="None"
      toValue={toId}
    />
  );

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
      component="section"
      aria-label="Project Info"
    >
      <Typography variant="h6" component="h2" sx={{ mb: 2, fontWeight: 700 }}>
        Project Info
      </Typography>
      {listError && (
        <Typography color="error" role="alert" sx={{ mb: 2 }}>
          Some dropdown lists could not be loaded ({listError.message}); reload the page to try
          again.
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Section title="Project">
          <Box sx={{ gridColumn: { sm: 'span 2' } }}>
            <SavedTextField
              {...common}
              field="ProjectName"
              label="Project Name"
              value={project.ProjectName}
            />
          </Box>
          <SavedSelectField
            {...common}
            field="StageType"
            label="Stage"
            value={project.StageType}
            disabled={!isStageEditable}
            helperText={
              isStageEditable ? undefined : 'Only a project stage manager changes the stage.'
            }
            options={STAGE_TYPES.map((s) => ({
              value: s,
              label: s,
              disabled: isStageOptionDisabled(user, s),
            }))}
          />
          <SavedSelectField
            {...common}
            field="BidType"
            label="Bid Type"
            value={project.BidType}
            emptyLabel="None"
            options={BID_TYPES.map((b) => ({ value: b, label: b }))}
          />
          <Box sx={{ gridColumn: { sm: 'span 2', lg: 'span 4' } }}>
            <SavedTextField
              {...common}
              field="ProjectDescription"
              label="Project Description"
              value={project.ProjectDescription}
              multiline
            />
          </Box>
        </Section>

        <Section title="Client and location">
          <SavedSelectField
            {...common}
            field="ClientContactID"
            ariaLabel="Client Contact"
            label={
              project.ClientContactID ? (
                <Link
                  href={`/crm?uid=${project.ClientContactID}`}
                  onMouseDown={(e) => e.stopPropagation()}
                  sx={{ pointerEvents: 'auto' }}
                >
                  Client Contact
                </Link>
              ) : (
                'Client Contact'
              )
            }
            value={project.ClientContactID}
            options={contactOptions}
            emptyLabel="None"
            toValue={toId}
            helperText={project.ClientContactEmail ?? undefined}
          />
          <SavedSelectField
            {...common}
            field="ClientCompanyID"
            label="Client Company"
            value={project.ClientCompanyID}
            options={companyOptions}
            emptyLabel="None"
            toValue={toId}
          />
          <SavedTextField
            {...common}
            field="WorkLocationName"
            label="Work Location Name"
            value={project.WorkLocationName}
            listId="work-location-names"
          />
          <SavedTextField
            {...common}
            field="WorkLocationAddress"
            label="Work Location Address"
            value={project.WorkLocationAddress}
          />
          <SavedSelectField
            {...common}
            field="BillingContactID"
            label="Billing Contact"
            value={project.BillingContactID}
            options={contactOptions}
            emptyLabel="None"
            toValue={toId}
          />
          <Box sx={{ gridColumn: { sm: 'span 1', lg: 'span 3' } }}>
            <SavedTextField
              {...common}
              field="BillingAddress"
              label="Billing Address"
              value={project.BillingAddress}
              listId="billing-addresses"
            />
          </Box>
          <datalist id="work-location-names">
            {(locations.data ?? []).map((l) => (
              <option key={l.WorkLocationName} value={l.WorkLocationName} />
            ))}
          </datalist>
          <datalist id="billing-addresses">
            {(billing.data ?? []).map((b) => (
              <option key={b.BillingAddress} value={b.BillingAddress} />
            ))}
          </datalist>
        </Section>

        <Section title="Contract terms">
          <SavedTextField
            {...common}
            field="Days"
            label="Days"
            value={project.Days}
            parse={wholeNumber}
          />
          <SavedTextField
            {...common}
            field="Retention"
            label="Retention"
            value={project.Retention}
            {...percentField}
          />
          <SavedTextField
            {...common}
            field="Probability"
            label="Probability"
            value={project.Probability}
            {...percentField}
          />
          <SavedSelectField
            {...common}
            field="KSRemodelingTaxInd"
            label="KS Remodel Tax"
            value={project.KSRemodelingTaxInd}
            disabled={!isKsTaxEditable}
            helperText={
              isKsTaxEditable
                ? undefined
                : `Changes only while ${KS_TAX_EDITABLE_STAGES.join(' or ')}.`
            }
            options={KS_TAX_OPTIONS.map((o) => ({ value: String(o.value), label: o.label }))}
            toValue={Number}
          />
          <SavedSelectField
            {...common}
            field="BudgetInd"
            label="Progress Billing Needed"
            value={project.BudgetInd}
            options={YES_NO}
            toValue={Number}
          />
          <TextField
            label="Proposal Format"
            value={`${project.ProposalFormatType} (${PROPOSAL_FORMAT_LABELS[project.ProposalFormatType]})`}
            size="small"
            fullWidth
            slotProps={{ inputLabel: { shrink: true }, input: { readOnly: true } }}
            helperText="Read-only"
          />
        </Section>

        <Section title="Dates">
          <SavedTextField
            {...common}
            field="SubmittedDate"
            label="Submitted Date"
            value={project.SubmittedDate}
            type="date"
          />
          <SavedTextField
            {...common}
            field="ContractSentDate"
            label="Contract Sent Date"
            value={project.ContractSentDate}
            type="date"
          />
          <SavedTextField
            {...common}
            field="ClientApprovalDate"
            label="Client Approval Date"
            value={project.ClientApprovalDate}
            type="date"
          />
          <SavedTextField
            {...common}
            field="CompletedDate"
            label="Completed Date"
            value={project.CompletedDate}
            type="date"
          />
          <SavedSelectField
            {...common}
            field="CompletedInd"
            label="Completed"
            value={project.CompletedInd}
            options={YES_NO}
            toValue={Number}
          />
        </Section>

        <Section title="Team">
          {userField('ProjectManagerID', 'Project Manager', project.ProjectManagerID)}
          {userField('SuperintendentID', 'Superintendent', project.SuperintendentID)}
          {userField('ProjectEngineerID', 'Project Engineer', project.ProjectEngineerID)}
          {userField('EstimatedBy', 'Estimated By', project.EstimatedBy)}
          {userField('SoldBy', 'Sold By', project.SoldBy)}
          {userField('ManagedBy', 'Managed By', project.ManagedBy)}
        </Section>

        <Section title="Exclusions">
          <Box sx={{ gridColumn: '1 / -1' }}>
            <SavedTextField
              {...common}
              field="Exclusions"
              label="Exclusions"
              value={project.Exclusions ?? DEFAULT_EXCLUSIONS}
              multiline
            />
          </Box>
        </Section>
      </Box>
    </Paper>
  );
}

import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BID_TYPES, type TStageType } from '@n5/shared/project/constants';
import {
  canChangeKsTax,
  KS_TAX_EDITABLE_STAGES,
  KS_TAX_OPTIONS,
  PROJECT_INFO_FIELDS,
  stageOptions,
  type TProjectInfoField,
} from '@n5/shared/project/rules';
import { ASSIGNMENT_REFUSAL, canChangeAssignments } from '@n5/shared/project/assignments';
import type { TProject } from '@n5/shared/project/schemas';
import {
  canChangeStage,
  COMPLETED_FOLLOWS_STAGE,
  stageChangeConfirmation,
} from '@n5/shared/project/stages';
import type { TSubject } from '@n5/shared/permissions/can';
import type { TFieldDeclaration, TSpan } from '../../../components/form/field-list';
import type { TOption } from '../../../components/form/select-field';

/** What the fields depend on: the project, who looks at it, and the dropdown lists once loaded. */
export interface TProjectInfoContext {
  project: TProject;
  user: TSubject & { UserID: number };
  contactOptions: TOption[] | undefined;
  companyOptions: TOption[] | undefined;
  userOptions: TOption[] | undefined;
  workLocationNames: string[];
  billingAddresses: string[];
}

export interface TProjectInfoSection {
  title: string;
  fields: TFieldDeclaration[];
}

type TDeclared<K> = Extract<TFieldDeclaration, { kind: K }>;
type TInfoKind = Exclude<TFieldDeclaration['kind'], 'custom' | 'autocomplete'>;

/** A Project Info field: its name in the API, its input, and the label of its shared rule. */
const info = <K extends TInfoKind>(
  name: TProjectInfoField,
  kind: K,
  extra?: Omit<TDeclared<K>, 'name' | 'kind' | 'label'> & { label?: TDeclared<K>['label'] },
) =>
  ({
    name,
    kind,
    ...extra,
    label: extra?.label ?? PROJECT_INFO_FIELDS[name].label,
  }) as TDeclared<K>;

const HALF: TSpan = { sm: 'span 2' };
const WIDE: TSpan = { sm: 'span 2', lg: 'span 4' };
const YES_NO: TOption[] = [
  { value: 1, label: 'Yes' },
  { value: 0, label: 'No' },
];
const BID_OPTIONS: TOption[] = BID_TYPES.map((b) => ({ value: b, label: b }));
const KS_TAX: TOption[] = KS_TAX_OPTIONS.map((o) => ({ value: o.value, label: o.label }));
const PROPOSAL_FORMAT_LABELS = { Detail: 'Detailed Conditions', Summary: 'Summarized Conditions' };
/** Spec 1 §5: "Probability and Retention: number from 0 to 100." */
const PERCENT_TEXT = 'Enter a number from 0 to 100.';
const TEAM: Array<TProjectInfoField> = [
  'ProjectManagerID',
  'SuperintendentID',
  'ProjectEngineerID',
  'EstimatedBy',
  'SoldBy',
  'ManagedBy',
];
const DATES: Array<TProjectInfoField> = [
  'SubmittedDate',
  'ContractSentDate',
  'ClientApprovalDate',
  'CompletedDate',
];

/** Shown once under the Team fields when the user may not change them. */
const teamReadOnlyNote: TFieldDeclaration = {
  kind: 'custom',
  name: 'team-read-only',
  span: '1 / -1',
  render: () => (
    <Typography variant="body2" color="text.secondary">
      {ASSIGNMENT_REFUSAL}
    </Typography>
  ),
};

const suggestions = (id: string, values: string[]) => (
  <datalist id={id}>
    {values.map((value) => (
      <option key={value} value={value} />
    ))}
  </datalist>
);

function projectSection(ctx: TProjectInfoContext): TProjectInfoSection {
  const { project, user } = ctx;
  const isStageEditable = canChangeStage(user);
  return {
    title: 'Project',
    fields: [
      info('ProjectName', 'text', { span: HALF }),
      info('StageType', 'select', {
        // Only the changes the one stage table allows, each confirmed as in the browser.
        options: stageOptions(user, project.StageType).map((o) => ({ ...o, label: o.value })),
        confirmChoice: (to) => ({
          ...stageChangeConfirmation(project.StageType, to as TStageType),
          text: `${project.ProjectID}-${project.ProjectName}`,
        }),
        disabled: !isStageEditable,
        helperText: isStageEditable ? undefined : 'Only a project stage manager changes the stage.',
      }),
      info('BidType', 'select', { options: BID_OPTIONS, emptyLabel: 'None' }),
      info('ProjectDescription', 'multiline', { span: WIDE }),
    ],
  };
}

function clientSection(ctx: TProjectInfoContext): TProjectInfoSection {
  const { project } = ctx;
  const contact = { options: ctx.contactOptions, emptyLabel: 'None' };
  return {
    title: 'Client and location',
    fields: [
      info('ClientContactID', 'select', {
        ...contact,
        ariaLabel: 'Client Contact',
        label: project.ClientContactID ? (
          <Link
            href={`/crm?uid=${project.ClientContactID}`}
            onMouseDown={(e) => e.stopPropagation()}
            sx={{ pointerEvents: 'auto' }}
          >
            Client Contact
          </Link>
        ) : undefined,
        helperText: project.ClientContactEmail ?? undefined,
      }),
      info('ClientCompanyID', 'select', { options: ctx.companyOptions, emptyLabel: 'None' }),
      info('WorkLocationName', 'text', { listId: 'work-location-names' }),
      info('WorkLocationAddress', 'text'),
      info('BillingContactID', 'select', contact),
      info('BillingAddress', 'text', {
        listId: 'billing-addresses',
        span: { sm: 'span 1', lg: 'span 3' },
      }),
      {
        kind: 'custom',
        name: 'suggestions',
        render: () => (
          <>
            {suggestions('work-location-names', ctx.workLocationNames)}
            {suggestions('billing-addresses', ctx.billingAddresses)}
          </>
        ),
      },
    ],
  };
}

function termsSection(ctx: TProjectInfoContext): TProjectInfoSection {
  const { project } = ctx;
  const isKsTaxEditable = canChangeKsTax(project.StageType);
  return {
    title: 'Contract terms',
    fields: [
      info('Days', 'integer'),
      info('Retention', 'percent', { errorText: PERCENT_TEXT }),
      info('Probability', 'percent', { errorText: PERCENT_TEXT }),
      info('KSRemodelingTaxInd', 'select', {
        options: KS_TAX,
        disabled: !isKsTaxEditable,
        helperText: isKsTaxEditable
          ? undefined
          : `Changes only while ${KS_TAX_EDITABLE_STAGES.join(' or ')}.`,
      }),
      info('BudgetInd', 'select', { options: YES_NO }),
      {
        kind: 'custom',
        name: 'ProposalFormatType',
        render: () => (
          <TextField
            label="Proposal Format"
            value={`${project.ProposalFormatType} (${PROPOSAL_FORMAT_LABELS[project.ProposalFormatType]})`}
            size="small"
            fullWidth
            slotProps={{ inputLabel: { shrink: true }, input: { readOnly: true } }}
            helperText="Read-only"
          />
        ),
      },
    ],
  };
}

/** Spec 1 §3's Project fields, section by section, as the Project Info form shows them. */
export function projectInfoSections(ctx: TProjectInfoContext): TProjectInfoSection[] {
  const { project, user } = ctx;
  // The team fields grant rights on the project: read-only to those who may not hand them out.
  const isTeamEditable = canChangeAssignments(user, project);
  return [
    projectSection(ctx),
    clientSection(ctx),
    termsSection(ctx),
    {
      title: 'Dates',
      fields: [
        ...DATES.map((name) => info(name, 'date')),
        info('CompletedInd', 'select', {
          options: YES_NO,
          disabled: true,
          helperText: COMPLETED_FOLLOWS_STAGE,
        }),
      ],
    },
    {
      title: 'Team',
      fields: [
        ...TEAM.map((name) =>
          info(name, 'select', {
            options: ctx.userOptions,
            emptyLabel: 'None',
            unknownLabel: 'Inactive user',
            disabled: !isTeamEditable,
          }),
        ),
        ...(isTeamEditable ? [] : [teamReadOnlyNote]),
      ],
    },
    { title: 'Exclusions', fields: [info('Exclusions', 'multiline', { span: '1 / -1' })] },
  ];
}

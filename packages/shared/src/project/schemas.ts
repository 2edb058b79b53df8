import { z } from 'zod';
import { ZDecimalText, ZMoney } from '../core/money';
import {
  API_VERSIONS,
  BID_TYPES,
  FORECAST_KEYS,
  PROPOSAL_FORMAT_TYPES,
  STAGE_TYPES,
  type TForecastKey,
} from './constants';
import { PROJECT_INFO_FIELD_NAMES } from './rules';
import { ZFlagColor } from '../browser/schemas';
import { quoteInput } from '../core/errors';
import { ZId, ZIdInput } from '../core/ids';

const id = z.number().int();
/** Dates are calendar days (YYYY-MM-DD) or null. */
const day = z.string().nullable();

export const ZProjectIdQuery = z.object({ projectID: ZIdInput });

/** The Project of spec 1 §3 as GET /api/project/project returns it (projects[0]). */
export const ZProject = z.object({
  ProjectID: id,
  ProjectName: z.string(),
  ProjectDescription: z.string().nullable(),
  Exclusions: z.string().nullable(),
  ClientContactID: id.nullable(),
  ClientCompanyID: id.nullable(),
  WorkLocationName: z.string().nullable(),
  WorkLocationAddress: z.string().nullable(),
  BillingContactID: id.nullable(),
  BillingAddress: z.string().nullable(),
  BidType: z.enum(BID_TYPES).nullable(),
  Days: id.nullable(),
  StageType: z.enum(STAGE_TYPES),
  KSRemodelingTaxInd: id,
  SubmittedDate: day,
  Retention: ZDecimalText,
  BudgetInd: id,
  ProjectManagerID: id.nullable(),
  SuperintendentID: id.nullable(),
  ProjectEngineerID: id.nullable(),
  Probability: ZDecimalText,
  ProposalFormatType: z.enum(PROPOSAL_FORMAT_TYPES),
  ContractSentDate: day,
  ClientApprovalDate: day,
  CompletedInd: id,
  CompletedDate: day,
  EstimatedBy: id.nullable(),
  SoldBy: id.nullable(),
  ManagedBy: id.nullable(),
  api_version: z.enum(API_VERSIONS),
  project_id: id,
  created_date: z.string(),
  /** The client contact's email, for contract and client-note emails. */
  ClientContactEmail: z.string().nullable(),
});
export type TProject = z.infer<typeof ZProject>;

export const ZProjectReply = z.object({ projects: z.array(ZProject) });
export const ZProjectNameReply = z.object({ projectName: z.string() });

export const ZContactOption = z.object({
  ContactID: id,
  ContactName: z.string(),
  ContactEmail: z.string().nullable(),
  CompanyID: id.nullable(),
  CompanyName: z.string().nullable(),
});
export const ZCompanyOption = z.object({ CompanyID: id, CompanyName: z.string() });

export const ZContactsReply = z.object({ contacts: z.array(ZContactOption) });
export const ZWorkLocationNamesReply = z.object({
  workLocationNames: z.array(
    z.object({ WorkLocationName: z.string(), WorkLocationAddress: z.string().nullable() }),
  ),
});
export const ZCompaniesReply = z.object({ companies: z.array(ZCompanyOption) });
export const ZBillingAddressesReply = z.object({
  billingAddresses: z.array(z.object({ BillingAddress: z.string() })),
});

/** One field at a time, saved on blur; the value is checked per field by the server. */
export const ZSetProjectInfoBody = z.object({
  projectID: ZId,
  field: z.enum(PROJECT_INFO_FIELD_NAMES as [string, ...string[]], {
    error: (issue) =>
      typeof issue.input === 'string'
        ? `"${quoteInput(issue.input)}" is not a project field that can be changed.`
        : 'field must be the name of a project field.',
  }),
  value: z.union([z.string(), z.number(), z.null()]),
});
export const ZSetProjectInfoReply = z.object({ project: ZProject });

export const ZDuplicateProjectBody = z.object({
  projectName: z
    .string()
    .trim()
    .min(1, 'A name for the new project is required.')
    .max(200, 'The project name must be at most 200 characters.'),
  projectIDToCopy: ZId,
});
export const ZDuplicateProjectReply = z.array(z.object({ ProjectID: id }));

/** One budget line of a project task, as the accounting gateway gives it (a CSV row). */
export const ZProjectTaskBudgetRow = z.object({
  projectId: id,
  subCategoryCode: z.string(),
  description: z.string(),
  type: z.enum(['Income', 'Expense']),
  accountGroup: z.string().nullable(),
  costCode: z.string().nullable(),
  uom: z.string().nullable(),
  originalBudgetedQty: ZDecimalText,
  originalBudgetedAmount: ZMoney,
  revisedBudgetedAmount: ZMoney,
  committedAmount: ZMoney,
  actualQty: ZDecimalText,
  actualAmount: ZMoney,
});
export type TProjectTaskBudgetRow = z.infer<typeof ZProjectTaskBudgetRow>;
export const ZProjectTaskSpreadsheetReply = z.object({ rows: z.array(ZProjectTaskBudgetRow) });

/** The 36 cells jan1..dec3 as stored fractions ("0.2500"), with the calendar year of slot 2. */
export const ZForecasting = z.object({
  ProjectID: id,
  /** Slot 2's year (the server's current year); slot 1 is the year before, slot 3 the year after. */
  currentYear: id,
  cells: z.record(z.enum(FORECAST_KEYS as [TForecastKey, ...TForecastKey[]]), z.string()),
});
export type TForecasting = z.infer<typeof ZForecasting>;
export const ZForecastingReply = z.object({ forecasting: ZForecasting });

export const ZProjectFlags = z.object({
  ForecastColor: ZFlagColor,
  ScopeAckColor: ZFlagColor,
  BidsColor: ZFlagColor,
  SubcontractorContractColor: ZFlagColor,
  ClientContractColor: ZFlagColor,
});
export type TProjectFlags = z.infer<typeof ZProjectFlags>;
export const ZProjectFlagsReply = z.object({ flags: ZProjectFlags });

/** The panel's labels, in the spec's order (spec 1 §3 Project flags). */
export const PROJECT_FLAG_LABELS: Array<[keyof TProjectFlags, string]> = [
  ['ForecastColor', 'Forecast'],
  ['ScopeAckColor', 'Job Start Up'],
  ['BidsColor', 'Sub Bids'],
  ['SubcontractorContractColor', 'Sub Contracts'],
  ['ClientContractColor', 'Client Contracts'],
];

import { z } from 'zod';
import { ZDecimalText } from '../core/money';
import { BID_TYPES, FORECAST_KEYS, STAGE_TYPES, type TForecastKey } from '../project/constants';
import { FLAG_COLORS } from './flags';
import { ZIdInput } from '../core/ids';
import { CONTRACT_AMOUNT_BASES } from '../contracts/contract-amount';

export const ZStageType = z.enum(STAGE_TYPES);
export const ZFlagColor = z.enum(FLAG_COLORS);

const forecastShape = Object.fromEntries(FORECAST_KEYS.map((k) => [k, ZDecimalText])) as Record<
  TForecastKey,
  typeof ZDecimalText
>;

/**
 * One row of the project browser (spec 2 §3 "Project row"), with the flags (spec 1 §3 "Project
 * flags") and the 36 forecast cells jan1..dec3 as fractions. Ids of PM, PE and SI let the ME
 * button match the signed-in user.
 */
export const ZBrowserProject = z.object({
  ProjectID: z.number().int(),
  ProjectName: z.string(),
  ClientCompanyName: z.string().nullable(),
  WorkLocationName: z.string().nullable(),
  ClientContactID: z.number().int().nullable(),
  ProjectManagerID: z.number().int().nullable(),
  ProjectEngineerID: z.number().int().nullable(),
  SuperintendentID: z.number().int().nullable(),
  PMInitials: z.string().nullable(),
  PEInitials: z.string().nullable(),
  SIInitials: z.string().nullable(),
  ProjectManager: z.string().nullable(),
  BidType: z.enum(BID_TYPES).nullable(),
  BidTypeShort: z.string(),
  Division: z.string().nullable(),
  StageType: ZStageType,
  ProjectStageAbbr: z.string(),
  EstimatedBy: z.number().int().nullable(),
  SoldBy: z.number().int().nullable(),
  ManagedBy: z.number().int().nullable(),
  Days: z.number().int().nullable(),
  /** The project's contract amount (contracts/contract-amount.ts: one rule, one SQL). */
  ContractAmount: ZDecimalText,
  /** 'Proposal' while no client contract is approved: the amount is the Base's, not yet sold. */
  ContractAmountBasis: z.enum(CONTRACT_AMOUNT_BASES),
  EstMarginPercent: ZDecimalText,
  EstMargin: ZDecimalText,
  /** Forecast total minus 100%, a fraction (docs/decisions.md). */
  Variance: ZDecimalText,
  ForecastTotal: ZDecimalText,
  NotesColor: ZFlagColor,
  LastNoteDate: z.string().nullable(),
  ForecastColor: ZFlagColor,
  ScopeAckColor: ZFlagColor,
  BidsColor: ZFlagColor,
  SubcontractorContractColor: ZFlagColor,
  ClientContractColor: ZFlagColor,
  MasterWarning: z.boolean(),
  ...forecastShape,
});
export type TBrowserProject = z.infer<typeof ZBrowserProject>;

export const ZBrowserReply = z.object({ projects: z.array(ZBrowserProject) });
export const ZProjectReply = z.object({ project: ZBrowserProject });
export const ZBrowserRowQuery = z.object({ projectID: ZIdInput });

export const ZStageCounts = z.object({
  WIPCount: z.number().int(),
  ApprovedCount: z.number().int(),
  ClientCount: z.number().int(),
  PrepCount: z.number().int(),
  MeCount: z.number().int(),
});
export type TStageCounts = z.infer<typeof ZStageCounts>;

/** The spec's clients send the id as a number or as text. */
const ZProjectIdInput = ZIdInput;

export const ZStageChangeBody = z.object({ projectID: ZProjectIdInput, stageType: ZStageType });

export const ZAddProjectBody = z.object({
  projectName: z.string().trim().min(1, 'A project needs a name.').max(200),
});
export const ZAddProjectReply = z.object({
  project: z.array(z.object({ ProjectID: z.number().int() })),
});

/** Refresh Assignments: what the accounting system answered. */
export const ZAssignmentsReply = z.object({
  source: z.enum(['local', 'acumatica']),
  assignments: z.number().int(),
  projects: z.array(
    z.object({
      projectId: z.number().int(),
      projectManager: z.string().nullable(),
      projectEngineer: z.string().nullable(),
      superintendent: z.string().nullable(),
    }),
  ),
});

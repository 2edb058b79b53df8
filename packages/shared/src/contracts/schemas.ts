import { z } from 'zod';
import { ZDecimalText } from '../core/money';
import { isCalendarDate } from '../core/field-rules';
import { ZId, ZIdInput, ZIdText } from '../core/ids';
import { decimalInput, wholeNumberInput } from '../core/strict-inputs';
import { CONTRACT_STAGES } from './constants';

export const ZContractOptionsQuery = z.object({ projectID: ZIdInput });
/** The condition card's dropdowns: the project's client and sub contracts. */
export const ZContractOptionsReply = z.object({
  clientContracts: z.array(
    z.object({
      ContractID: z.string(),
      ContractType: z.string(),
      ContractStageCategory: z.enum(CONTRACT_STAGES),
    }),
  ),
  subContracts: z.array(
    z.object({
      ContractID: z.string(),
      CompanyID: z.number().int().nullable(),
      /** "Placeholder" when no subcontractor is chosen yet. */
      CompanyName: z.string(),
      SubContractType: z.string(),
      ContractStageCategory: z.enum(CONTRACT_STAGES),
    }),
  ),
});
export type TContractOptions = z.infer<typeof ZContractOptionsReply>;

// ---- issue 14 -------------------------------------------------------------------------------

const GUID_MESSAGE = 'must be a contract GUID';
/** A contract's GUID (a UUID); anything else is a 400, never a database error. */
export const ZGuid = z
  .string({ error: GUID_MESSAGE })
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, GUID_MESSAGE)
  .transform((s) => s.toLowerCase());

export const ZProjectQuery = z.object({ projectID: ZIdInput });
export const ZGuidQuery = z.object({ guid: ZGuid });
export const ZGuidBody = z.object({ guid: ZGuid });

export const ZContractInclusion = z.object({ text: z.string(), categoryid: z.number().int() });

/** Where an accounting push of the contract stands (push without signature, force re-sync). */
export const ACCOUNTING_SYNC_STATUSES = ['none', 'queued', 'synced', 'failed'] as const;
export const ZAccountingSync = z.object({
  status: z.enum(ACCOUNTING_SYNC_STATUSES),
  error: z.string().nullable(),
  at: z.string().nullable(),
});

/** One client contract row of the Client Contract tab (spec 1 §3 "Client contract"). */
export const ZClientContract = z.object({
  GUID: z.string(),
  ProjectID: z.number().int(),
  CompanyID: z.number().int().nullable(),
  CompanyName: z.string(),
  ContractType: z.string(),
  ContractDescription: z.string(),
  ContractStageCategory: z.enum(CONTRACT_STAGES),
  ContractSentInd: z.number().int(),
  AlternatesInd: z.number().int(),
  /** The Alternates form's sent flag. */
  AlternateSentInd: z.number().int(),
  ClientWorkDays: z.number().int().nullable(),
  /** Fraction ("0.1000" = 10%). */
  Retention: ZDecimalText,
  GrandTotal: ZDecimalText,
  InvoicedTotal: ZDecimalText,
  ReceivedTotal: ZDecimalText,
  /** The project's bid (proposal) submitted date. */
  BidDate: z.string().nullable(),
  ContractSentDate: z.string().nullable(),
  ClientApprovalDate: z.string().nullable(),
  /** How it was approved: "Signature", "Manual contract upload", or null. */
  ApprovalSource: z.string().nullable(),
  /** The uploaded signed contract (GET /api/files/{key}). */
  ContractFileUrl: z.string().nullable(),
  Inclusions: z.array(ZContractInclusion),
  Accounting: ZAccountingSync,
  displayType: z.literal('data'),
  projectName: z.string(),
  workLocationName: z.string().nullable(),
});
export type TClientContract = z.infer<typeof ZClientContract>;
export const ZClientContractsReply = z.object({ contracts: z.array(ZClientContract) });

export const ZStageTotals = z.object({
  GrandTotal: ZDecimalText,
  InvoicedTotal: ZDecimalText,
  ReceivedTotal: ZDecimalText,
});
export const ZContractTotalsReply = z.object({
  totals: z.object({ Approved: ZStageTotals, Pending: ZStageTotals, Inactive: ZStageTotals }),
});
export type TContractTotals = z.infer<typeof ZContractTotalsReply>['totals'];

/** One sub contract row of the Sub Contract tab (spec 1 §3 "Sub contract entry"). */
export const ZSubContract = z.object({
  GUID: z.string(),
  ProjectID: z.number().int(),
  CompanyID: z.number().int().nullable(),
  CompanyName: z.string(),
  SubContractType: z.string(),
  ContractStageCategory: z.enum(CONTRACT_STAGES),
  SubContractSentInd: z.number().int(),
  SubWorkDays: z.number().int().nullable(),
  Retention: ZDecimalText,
  Total: ZDecimalText,
  Invoiced: ZDecimalText,
  Received: ZDecimalText,
  /** The subcontractor's bid date (Upload Bid). */
  SubBidDate: z.string().nullable(),
  BidFileUrl: z.string().nullable(),
  SubContractSentDate: z.string().nullable(),
  SubApprovalDate: z.string().nullable(),
  ApprovalSource: z.string().nullable(),
  ContractFileUrl: z.string().nullable(),
  Inclusions: z.array(ZContractInclusion),
  Accounting: ZAccountingSync,
  displayType: z.literal('data'),
  projectName: z.string(),
});
export type TSubContract = z.infer<typeof ZSubContract>;
export const ZSubContractsReply = z.object({ contracts: z.array(ZSubContract) });
export const ZSubContractTotalsReply = z.object({
  totals: z.object({
    Approved: ZStageTotals,
    Pending: ZStageTotals,
    Inactive: ZStageTotals,
    /** Grand totals of contract, invoiced and paid over the Approved and Pending tables. */
    All: ZStageTotals,
  }),
});

/** Contract detail rows (spec 1 §3): one per sub-category, grouped by category. */
export const ZDetailRow = z.object({
  categoryCode: z.string(),
  mainCategoryID: z.number().int(),
  subCategoryCode: z.string(),
  /** Sub detail only: the subcontractor. */
  companyName: z.string().nullable(),
  base: ZDecimalText,
  /** A Base not approved yet, shown marked beside the (approved) Base. */
  pendingBase: ZDecimalText,
  approvedChanges: ZDecimalText,
  adjusted: ZDecimalText,
  pendingChanges: ZDecimalText,
  adjustedPlusPending: ZDecimalText,
  /** Client detail only: the amount of each change order by its type ("CO 1": "120.00"). */
  changeOrders: z.record(z.string(), ZDecimalText),
});
export type TDetailRow = z.infer<typeof ZDetailRow>;
export const ZDetailTotals = ZDetailRow.omit({
  categoryCode: true,
  mainCategoryID: true,
  subCategoryCode: true,
  companyName: true,
});
export const ZContractDetailReply = z.object({
  rows: z.array(ZDetailRow),
  /** The change orders of the project, in order (the CO 1..n columns). */
  coTypes: z.array(z.string()),
  coqty: z.number().int(),
  approvedContractTypes: z.array(z.string()),
  /** The footer (also GET ...-detail-totals). */
  totals: ZDetailTotals,
});
export const ZContractDetailTotalsReply = z.object({ totals: ZDetailTotals });

export const ZAlternateTypesReply = z.object({ alternateContractTypes: z.string() });

// Creates
export const ZAddClientContractBody = z.object({ projectID: ZIdInput });
export const ZAddClientContractReply = z.object({
  ClientContractOptions: ZContractOptionsReply.shape.clientContracts,
  ClientContractID: z.string(),
  ContractType: z.string(),
});
export const ZAddAlternateBody = ZAddClientContractBody;
export const ZAddSubContractBody = z.object({ projectID: ZIdInput, subCompanyID: ZIdInput });
export const ZAddSubContractReply = z.object({
  SubContractID: z.string(),
  SubContractOptions: ZContractOptionsReply.shape.subContracts,
});

// Edits
export const CONTRACT_DESCRIPTION_MAX = 4000;
export const ZDescriptionBody = z.object({
  guid: ZGuid,
  contractDescription: z
    .string()
    .max(
      CONTRACT_DESCRIPTION_MAX,
      `A description may hold at most ${CONTRACT_DESCRIPTION_MAX} characters.`,
    ),
});
export const BID_DATE_MESSAGE = 'The bid date must be a date written MM/DD/YYYY.';
/** Upload Bid's date as typed, MM/DD/YYYY and a real day, as YYYY-MM-DD; null when it is not one. */
export function parseBidDate(text: string | undefined): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text ?? '');
  const iso = m ? `${m[3]}-${m[1]}-${m[2]}` : '';
  return isCalendarDate(iso) ? iso : null;
}
/** The bid-file upload's date field (multipart, so checked by the use case with this rule). */
export const ZBidDateField = z.object({
  bidDate: z.string().refine((text) => parseBidDate(text) !== null, BID_DATE_MESSAGE),
});
/** Work days: a whole number from 0, or null/"" for none (spec 1 §5). */
const ZWorkDays = z
  .union([z.null(), z.literal(''), wholeNumberInput({ min: 0, max: 3650 })])
  .transform((v) => (v === '' ? null : v));
export const ZClientWorkDaysBody = z.object({ guid: ZGuid, clientWorkDays: ZWorkDays });
export const ZSubWorkDaysBody = z.object({ guid: ZGuid, subWorkDays: ZWorkDays });
/** Retention as a percent from 0 to 100, two decimals at most (stored as a fraction). */
export const ZRetentionBody = z.object({
  guid: ZGuid,
  retention: decimalInput({ places: 2, min: '0', max: '100' }),
});
export const ZClientContractReply = z.object({ contract: ZClientContract });
export const ZSubContractReply = z.object({ contract: ZSubContract });

// Readiness
export const ZClientReadinessReply = z.object({
  doneInds: z.object({
    contractDescriptionDoneInd: z.number().int(),
    clientWorkDaysDoneInd: z.number().int(),
    baseContractReadyInd: z.number().int(),
    hasAlternateConditionsInd: z.number().int(),
    hasBudgetConditionsInd: z.number().int(),
  }),
  /** The failures in the spec's words (empty when ready). */
  messages: z.array(z.string()),
});
export type TClientDoneInds = z.infer<typeof ZClientReadinessReply>['doneInds'];
export const ZSubReadinessReply = z.object({
  subContractReady: z.object({
    clientContractApprovedInd: z.number().int(),
    subContractReadyInd: z.number().int(),
    message: z.string(),
  }),
});
export const ZSubCompanyEmailReply = z.object({ email: z.string() });

// Sending
export const ZSendBody = z.object({
  guid: ZGuid,
  projectID: ZIdInput,
  /** Addresses; at least one. */
  recipients: z.array(z.string().max(320)).max(50),
  message: z.string().max(10000),
});
export const ZSendClientReply = z.object({
  contracts: z.array(ZClientContract),
  emailedTo: z.array(z.string()),
});
export const ZSendSubReply = z.object({
  contracts: z.array(ZSubContract),
  emailedTo: z.array(z.string()),
});
export const ZAlternateEmailBody = z.object({
  guid: ZGuid,
  /** Semicolon-joined addresses. */
  recipients: z.string().max(5000),
  text: z.string().max(10000),
});
export const ZAlternateEmailReply = z.object({
  contract: ZClientContract,
  emailedTo: z.array(z.string()),
});

// Stage changes
export const ZSetToPendingBody = z.object({
  guid: ZGuid,
  /** 'c' client, 's' sub. */
  type: z.enum(['c', 's']),
});
export const ZStageChangeReply = z.object({
  guid: z.string(),
  ContractStageCategory: z.enum(CONTRACT_STAGES),
});

// Accounting
export const ZNoSignatureBody = z.object({
  recipient: z.enum(['c', 's']),
  guid: ZGuid,
  companyID: ZId.nullable().optional(),
});
export const ZAccountingReply = z.object({ guid: z.string(), Accounting: ZAccountingSync });

// Files
export const ZUploadReply = z.object({ guid: z.string(), fileUrl: z.string() });
export const ZFileUriQuery = z.object({ fileName: z.string().min(1).max(200) });
export const ZFileUriReply = z.object({ uri: z.string() });

// v2
export const ZV2ProjectParams = z.object({ id: ZIdText });
export const ZV2ProjectReply = z.object({
  project: z.object({
    id: z.number().int(),
    name: z.string(),
    api_version: z.string(),
    work_location_name: z.string().nullable(),
  }),
});
export const ZV2ContractsReply = z.object({
  contracts: z.array(
    z.object({
      type: z.string(),
      guid: z.string(),
      grand_total: ZDecimalText,
      stage: z.enum(CONTRACT_STAGES),
      sent: z.boolean(),
    }),
  ),
  totals: z.array(z.object({ type: z.string(), guid: z.string(), grand_total: ZDecimalText })),
});
export const ZV2SyncParams = z.object({ projectId: ZIdText, guid: ZGuid });

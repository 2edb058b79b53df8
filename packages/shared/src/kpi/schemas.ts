import { z } from 'zod';
import { ZDecimalText } from '../core/money';
import { ZIdText } from '../core/ids';
import { wholeNumberInput } from '../core/strict-inputs';
import { KPI_UIDS } from './rules';

const id = z.number().int();
const fractionText = ZDecimalText.nullable();

/** Every KPI call takes the quarter and year of the picker (spec 2 §2.2). */
export const ZQuarterQuery = z.object({
  quarter: wholeNumberInput({ min: 1, max: 4 }),
  year: wholeNumberInput({ min: 2020, max: 2100 }),
});
export type TQuarterQuery = z.infer<typeof ZQuarterQuery>;

/** Spec 2 §3 "KPI item", with the payout the score earns and the gauge's scale. */
export const ZKpiItem = z.object({
  uid: z.enum(KPI_UIDS),
  kpi: z.string(),
  score: fractionText,
  threshold: ZDecimalText,
  goal: ZDecimalText,
  payoutpercent: ZDecimalText,
  earned: ZDecimalText,
  scale: z.enum(['kpi', 'profit']),
  KPIDescription: z.string(),
});
export type TKpiItem = z.infer<typeof ZKpiItem>;
export const ZKpiReply = z.object({ kpi: z.array(ZKpiItem), positionPayout: z.string() });

export const ZNpsByDivisionReply = z.object({
  NPSByDivision: z.array(z.object({ Division: z.string(), NPS: fractionText, responses: id })),
});
export const ZNpsByBidTypeReply = z.object({
  NPSByBidType: z.array(z.object({ bidtype: z.string(), NPS: fractionText, responses: id })),
});
export const ZNpsByCompanyReply = z.object({
  NPSByCompany: z.array(z.object({ type: z.string(), NPS: fractionText, responses: id })),
});

/** Spec 2 §3 "Timely invoicing". */
export const ZTimelyInvoicingRow = z.object({
  userId: id,
  displayName: z.string(),
  invoicedOnTime: id,
  totalInvoices: id,
  score: fractionText,
});
export const ZTimelyInvoicingReply = z.object({ timelyInvoicing: z.array(ZTimelyInvoicingRow) });
export const ZTimelyInvoicingDetailParams = z.object({ userId: ZIdText });
export const ZTimelyInvoicingDetailReply = z.object({
  detail: z.array(
    z.object({
      projectId: id,
      projectName: z.string(),
      jobType: z.string().nullable(),
      invoicedOnTime: id,
      totalInvoices: id,
    }),
  ),
});

const person = { DisplayName: z.string(), Score: fractionText };
/** Spec 2 §3 "Data tables". */
export const ZDataTablesReply = z.object({
  jobStartup: z.array(z.object({ ...person, ProjectCount: id, SignatureCount: id })),
  timelyTimesheets: z.array(z.object({ ...person, AssignmentCount: id, MissedCount: id })),
  projectNotes: z.array(z.object({ ...person, TotalJobs: id, MissingNotesCount: id })),
  callbacks: z.array(z.object({ ...person, ClosedProjectCount: id, CallbackCount: id })),
  missedCosts: z.array(z.object({ ...person, ClosedProjectCount: id, MissedCostCount: id })),
  plusMinusEstimatedProfit: z.array(z.object({ ...person, ClosedProjectCount: id })),
});
export type TDataTables = z.infer<typeof ZDataTablesReply>;

/** Spec 2 §3 "Survey leaderboard". */
export const ZSurveyLeaderboardReply = z.object({
  leaderboard: z.array(
    z.object({
      place: id,
      n5representative: z.string(),
      score: fractionText,
      Invites: id,
      responses: id,
      TotalScore: fractionText,
    }),
  ),
});

/** Spec 2 §3 fleet, uniform, warehouse and safety audit rows. */
export const ZAuditRow = z.object({
  name: z.string().nullable(),
  surveyor: z.string().nullable(),
  Type: z.string(),
  SurveyDate: z.string(),
  score: fractionText,
  KPIEventID: z.string(),
  UserID: id.nullable(),
  van: z.string().nullable(),
  location: z.string().nullable(),
});
export type TAuditRow = z.infer<typeof ZAuditRow>;
export const ZProfImageReply = z.object({
  fleet: z.array(ZAuditRow),
  uniform: z.array(ZAuditRow),
  warehouse: z.array(ZAuditRow),
  safety: z.array(ZAuditRow),
});

export const ZInspectionDetailQuery = z.object({
  KPIEventID: z.uuid('KPIEventID must be a UUID'),
  type: z.enum(['Fleet', 'Uniform', 'Warehouse', 'Safety']),
});
export const ZInspectionDetailReply = z.object({
  criteria: z.array(
    z.object({
      ID: id,
      Criteria: z.string(),
      Options: z.string(),
      Section: z.string().nullable(),
      Value: z.string().nullable(),
    }),
  ),
  comments: z.string().nullable(),
});

/** The settings an admin edits per KPI (fractions of the KPI's scale, 4 places). */
const ZSettingFraction = (field: string, min: number) =>
  z
    .string()
    .regex(
      /^-?\d(\.\d{1,4})?$/,
      `${field} must be a number from ${min} to 1 with at most 4 decimals.`,
    )
    .refine((v) => {
      const negative = v.startsWith('-');
      const body = negative ? v.slice(1) : v;
      const [whole, part = ''] = body.split('.');
      const over = whole === '1' ? /[1-9]/.test(part) : whole !== '0';
      return !over && (!negative || min < 0);
    }, `${field} must be a number from ${min} to 1 with at most 4 decimals.`);
export const ZKpiSetting = z.object({
  uid: z.enum(KPI_UIDS),
  kpi: z.string(),
  threshold: ZDecimalText,
  goal: ZDecimalText,
  payoutPercent: ZDecimalText,
  description: z.string(),
});
export const ZKpiSettingsReply = z.object({ settings: z.array(ZKpiSetting) });
export const ZSaveKpiSettingBody = z.object({
  uid: z.enum(KPI_UIDS),
  threshold: ZSettingFraction('Threshold', -1),
  goal: ZSettingFraction('Goal', -1),
  payoutPercent: ZSettingFraction('Payout percent', 0),
});

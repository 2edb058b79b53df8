import { z } from 'zod';
import { ZDecimalText } from '../core/money';
import { ZIdInput } from '../core/ids';
import { STAGE_TYPES } from '../project/constants';
import { ZSignatureImage } from '../core/signature';
import { isIsoDate } from './rules';

const id = z.number().int();
const flagColor = z.enum(['green', 'yellow', 'red', 'grey']);

export const ZIsoDate = z
  .string()
  .refine((text) => isIsoDate(text), 'must be a calendar day as YYYY-MM-DD');

/* ---- Menu ---- */

export const ZMobileLinksReply = z.object({
  /** External links of the menu from configuration; null shows the entry without a link. */
  links: z.object({ paylocity: z.string().nullable(), profile: z.string().nullable() }),
});

/* ---- Dispatch (spec 3 §7 "Mobile hours and projects") ---- */

export const ZDispatchQuery = z.object({ assignmentDate: ZIsoDate });

export const ZDispatchProjectRef = z.object({
  projectID: id,
  projectName: z.string(),
  workLocationName: z.string().nullable(),
  subCategoryCode: z.string().nullable(),
});
export const ZDispatchPerson = z.object({
  /** Stable key of the person (user id, employee id or name). */
  key: z.string(),
  userID: id.nullable(),
  displayName: z.string(),
  projects: z.array(ZDispatchProjectRef),
});
export const ZDispatchByTeamMemberReply = z.object({
  assignmentDate: z.string(),
  people: z.array(ZDispatchPerson),
});
export type TDispatchPerson = z.infer<typeof ZDispatchPerson>;

export const ZDispatchProject = z.object({
  projectID: id,
  projectName: z.string(),
  workLocationName: z.string().nullable(),
  companyName: z.string().nullable(),
  people: z.array(
    z.object({
      key: z.string(),
      userID: id.nullable(),
      displayName: z.string(),
      subCategoryCode: z.string().nullable(),
    }),
  ),
});
export const ZDispatchByProjectReply = z.object({
  assignmentDate: z.string(),
  projects: z.array(ZDispatchProject),
});
export type TDispatchProject = z.infer<typeof ZDispatchProject>;

/* ---- Projects ---- */

export const ZMobileProject = z.object({
  projectID: id,
  projectName: z.string(),
  companyName: z.string().nullable(),
  workLocationName: z.string().nullable(),
  searchText: z.string(),
  stageType: z.enum(STAGE_TYPES),
  myProjectInd: z.union([z.literal(0), z.literal(1)]),
  awaitingJobStartupInd: z.union([z.literal(0), z.literal(1)]),
});
export type TMobileProject = z.infer<typeof ZMobileProject>;
export const ZMobileProjectsReply = z.object({ projects: z.array(ZMobileProject) });

export const ZMobileProjectQuery = z.object({ projectID: ZIdInput });

export const ZProjectCategoriesReply = z.object({
  categories: z.array(z.object({ subCategoryCode: z.string(), description: z.string() })),
});

export const ZMobileProjectInfo = z.object({
  projectID: id,
  projectName: z.string(),
  projectDescription: z.string().nullable(),
  companyName: z.string().nullable(),
  workLocationName: z.string().nullable(),
  workLocationAddress: z.string().nullable(),
  stageType: z.enum(STAGE_TYPES),
  projectManager: id.nullable(),
  projectEngineer: id.nullable(),
  superintendent: id.nullable(),
  PMDisplayName: z.string().nullable(),
  PEDisplayName: z.string().nullable(),
  SIDisplayName: z.string().nullable(),
  awaitingJobStartupInd: z.union([z.literal(0), z.literal(1)]),
  flags: z.object({
    forecast: flagColor,
    JobStartup: flagColor,
    clientContract: flagColor,
    bids: flagColor,
    subcontractorContract: flagColor,
  }),
  laborHoursTotal: ZDecimalText,
  remainingLaborHoursTotal: ZDecimalText,
  materialCostTotal: ZDecimalText,
  remainingMaterialsTotal: ZDecimalText,
  equipmentCostTotal: ZDecimalText,
  remainingEquipmentTotal: ZDecimalText,
});
export type TMobileProjectInfo = z.infer<typeof ZMobileProjectInfo>;
export const ZMobileProjectInfoReply = z.object({ project: ZMobileProjectInfo });

/* ---- Job start-up ---- */

export const ZJobStartupSignature = z.object({
  signatureID: id,
  projectID: id,
  name: z.string(),
  company: z.string(),
  /** The drawn signature as a PNG data URL. */
  signature: z.string(),
  /** When it was signed (ISO 8601, UTC) and the signer's time zone. */
  signedAt: z.string(),
  timeZone: z.string(),
  /** Who was signed in on the phone that took it. */
  collectedBy: z.string().nullable(),
});
export type TJobStartupSignature = z.infer<typeof ZJobStartupSignature>;
export const ZJobStartupSignaturesReply = z.object({ signatures: z.array(ZJobStartupSignature) });

export const ZJobStartupBody = z.object({
  projectID: ZIdInput,
  name: z.string().max(200, 'Name may hold at most 200 characters.'),
  company: z.string().max(200, 'Company may hold at most 200 characters.'),
  signature: ZSignatureImage,
  /** The signer's IANA time zone; the server keeps UTC when it is missing or unknown. */
  timeZone: z.string().max(64).optional(),
});
export type TJobStartupBody = z.infer<typeof ZJobStartupBody>;

/* ---- Weekly hours ---- */

export const ZWeeklyAssignmentsQuery = z.object({
  /** Whose week: the signed-in user when left out; another user needs permission 5 or 1. */
  userID: ZIdInput.optional(),
  payPeriodDate: ZIsoDate,
});
export const ZWeeklyAssignment = z.object({
  assignmentID: id,
  projectID: id,
  projectName: z.string(),
  subCategoryCode: z.string().nullable(),
  regularHours: ZDecimalText,
  overtimeHours: ZDecimalText,
});
export const ZWeeklyAssignmentsReply = z.object({
  userID: id,
  displayName: z.string(),
  payPeriodStart: z.string(),
  payPeriodEnd: z.string(),
  days: z.array(z.object({ date: z.string(), assignments: z.array(ZWeeklyAssignment) })),
  totals: z.object({ regularHoursTotal: ZDecimalText, overtimeHoursTotal: ZDecimalText }),
});
export type TWeeklyAssignmentsReply = z.infer<typeof ZWeeklyAssignmentsReply>;

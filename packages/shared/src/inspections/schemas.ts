import { z } from 'zod';
import { ZIdInput } from '../core/ids';
import { ZIsoDate } from '../mobile/schemas';
import { CRITERIA_TYPES, INSPECTION_TYPES } from './rules';

const id = z.number().int();

/** The client makes a new event id each time an add modal opens (spec 2 §4). */
export const ZKpiEventId = z.uuid('KPIEventID must be a UUID');

/** Spec 2 §3 "KPI criterion". */
export const ZCriterion = z.object({
  ID: id,
  RowNumber: id,
  Criteria: z.string(),
  Options: z.string(),
  Section: z.string().nullable(),
});
export type TCriterion = z.infer<typeof ZCriterion>;
export const ZCriteriaQuery = z.object({ type: z.enum(CRITERIA_TYPES) });
export const ZCriteriaReply = z.object({ criteria: z.array(ZCriterion) });

export const ZVan = z.object({ VanID: id, Van: z.string() });
export type TVan = z.infer<typeof ZVan>;
export const ZVansReply = z.object({ vans: z.array(ZVan) });

export const ZProjectOption = z.object({ ProjectID: id, ProjectName: z.string() });
export const ZProjectOptionsReply = z.object({ projectOptions: z.array(ZProjectOption) });

/**
 * An inspection (spec 2 §3 "KPI event", with the fleet, uniform and warehouse event fields): the
 * header, who inspected (surveyor) and the score (0 to 1 as 4-place text, null when nothing
 * scored is answered).
 */
export const ZInspection = z.object({
  KPIEventID: z.string(),
  Type: z.enum(INSPECTION_TYPES),
  UserID: id.nullable(),
  name: z.string().nullable(),
  VanID: id.nullable(),
  Van: z.string().nullable(),
  Location: z.string().nullable(),
  ProjectID: id.nullable(),
  ProjectName: z.string().nullable(),
  Comments: z.string().nullable(),
  SurveyDate: z.string(),
  SurveyorID: id.nullable(),
  surveyor: z.string().nullable(),
  score: z.string().nullable(),
});
export type TInspection = z.infer<typeof ZInspection>;
export const ZInspectionsReply = z.object({ events: z.array(ZInspection) });

/** Spec 2 §3 "Criterion result". Value null: not answered. */
export const ZResult = z.object({
  CriteriaID: id,
  Value: z.string().nullable(),
  Options: z.string(),
});
export type TResult = z.infer<typeof ZResult>;
export const ZResultsQuery = z.object({ KPIEventID: ZKpiEventId });
export const ZResultsReply = z.object({
  /** The inspection's header; null while nothing was saved for this id. */
  event: ZInspection.nullable(),
  results: z.array(ZResult),
});
export type TResultsReply = z.infer<typeof ZResultsReply>;

const optionalText = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((text) => (text?.trim() ? text.trim() : null));

/** A criterion's answer: option text, the stored star digit (number or text), or null to clear. */
const ZValue = z
  .union([z.string(), z.number().int()], { error: 'must be an option text, a number or null' })
  .nullable()
  .transform((value) => (value === null ? null : String(value)));

/**
 * One save of the checklist (spec 2 §7 POST /api/kpi/*-results): the event's header as the
 * modal holds it, and one criterion's value. The header fields each checklist requires are
 * checked by the service (400 with what is missing); criteriaID null saves the header only
 * (the safety inspection's final save on close).
 */
const ZSaveBase = z.object({
  KPIEventID: ZKpiEventId,
  surveyDate: ZIsoDate.nullable().optional(),
  criteriaID: ZIdInput.nullable(),
  value: ZValue.optional().transform((value) => value ?? null),
});
const ZUserId = ZIdInput.nullable().optional();
export const ZVanResultBody = ZSaveBase.extend({ userID: ZUserId, van: ZUserId });
export const ZUniformResultBody = ZSaveBase.extend({
  userID: ZUserId,
  location: optionalText(200),
});
export const ZWarehouseResultBody = ZSaveBase;
export const ZSafetyResultBody = ZSaveBase.extend({
  projectID: ZUserId,
  location: optionalText(200),
  comments: optionalText(4000),
});
/** What a save carries, whichever checklist it is for (the fields a type lacks are absent). */
export interface TSaveResultInput {
  KPIEventID: string;
  surveyDate?: string | null;
  criteriaID: number | null;
  value: string | null;
  userID?: number | null;
  van?: number | null;
  projectID?: number | null;
  location?: string | null;
  comments?: string | null;
}
export const ZSaveResultReply = z.object({ event: ZInspection });

export const ZDeleteEventBody = z.object({ KPIEventID: ZKpiEventId });
export const ZDeleteEventReply = z.object({ message: z.string() });

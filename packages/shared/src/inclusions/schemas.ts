import { z } from 'zod';
import { ZDecimalText } from '../core/money';
import { CONTRACT_STAGES } from '../contracts/constants';
import { INCLUSION_STAGES } from '../estimating/constants';
import { ZIdInput } from '../core/ids';
import { parseInclusionStatus } from './rules';

const id = z.number().int();
/** A rate or markup; null when its divisor (hours, cost) is 0. */
const ratio = ZDecimalText.nullable();

export const ZProjectIdQuery = z.object({ projectID: ZIdInput });
export const ZProjectIdParams = z.object({ projectId: ZIdInput });

/**
 * A stage name in any letter case ("inactive"); anything else is a 400 that names the four. The
 * exact names come first so a schema reader (the security fuzz test) finds a valid value.
 */
export const ZInclusionStatus = z.union(
  [
    z.enum(INCLUSION_STAGES),
    z
      .string()
      .refine((text) => parseInclusionStatus(text) !== null)
      .transform((text) => parseInclusionStatus(text)!),
  ],
  { error: `Status must be one of ${INCLUSION_STAGES.join(', ')}.` },
);

export const ZTotalsParams = z.object({ projectId: ZIdInput, status: ZInclusionStatus });
export const ZDetailParams = z.object({
  projectId: ZIdInput,
  categoryId: ZIdInput,
  subCategoryId: ZIdInput,
  contractStageType: ZInclusionStatus,
});

/**
 * The sums of a set of conditions (spec 1 §3 "Inclusion summary row", its field names): rates are
 * cost / hours, markups (total - cost) / cost as fractions. The subcontractor columns count the
 * conditions with a selected subcontractor (whose in-house columns are then not counted);
 * `subcontractor_total` and `subcontractor_total_live` are the same figure (docs/api.md).
 */
export const ZInclusionSums = z.object({
  total: ZDecimalText,
  taxable_total: ZDecimalText,
  tax: ZDecimalText,
  grand_total: ZDecimalText,
  labor_hours: ZDecimalText,
  labor_rate: ratio,
  labor_cost: ZDecimalText,
  labor_markup: ratio,
  labor_total: ZDecimalText,
  material_cost: ZDecimalText,
  material_markup: ratio,
  material_total: ZDecimalText,
  equipment_cost: ZDecimalText,
  equipment_markup: ratio,
  equipment_total: ZDecimalText,
  other_cost: ZDecimalText,
  other_markup: ratio,
  other_total: ZDecimalText,
  subcontractor_cost_live: ZDecimalText,
  subcontractor_markup_live: ratio,
  subcontractor_total: ZDecimalText,
  subcontractor_total_live: ZDecimalText,
  /** The spec's spelling. */
  has_subcontactor: z.boolean(),
});
export type TInclusionSums = z.infer<typeof ZInclusionSums>;

const ZStage = z.enum(INCLUSION_STAGES);

/** One sub-category of one stage table. */
export const ZInclusionSummaryRow = ZInclusionSums.extend({
  project_id: id,
  contract_stage_type: ZStage,
  category_id: id,
  category_code: z.string(),
  category_name: z.string(),
  sub_category_id: id,
  sub_category_code: z.string(),
  sub_category_name: z.string(),
});
export type TInclusionSummaryRow = z.infer<typeof ZInclusionSummaryRow>;

/** A category code's subtotal (the group row). */
export const ZInclusionCategoryRow = ZInclusionSums.extend({
  category_id: id,
  category_code: z.string(),
  category_name: z.string(),
});
export type TInclusionCategoryRow = z.infer<typeof ZInclusionCategoryRow>;

export const ZInclusionTotalsReply = z.object({
  inclusions: z.array(ZInclusionSummaryRow),
  categories: z.array(ZInclusionCategoryRow),
  /** The table's footer: the whole stage. */
  footer: ZInclusionSums,
  /** Sub-category ids whose row has contract-level detail rows (a chevron). */
  subs_with_children: z.array(id),
});
export type TInclusionTotalsReply = z.infer<typeof ZInclusionTotalsReply>;

/** A contract-level detail row of a sub-category in one stage. */
export const ZInclusionDetailRow = ZInclusionSummaryRow.extend({
  /** Null for conditions without a client contract. */
  client_contract_id: z.string().nullable(),
  client_contract_type: z.string().nullable(),
  /** The contract's number on the project, 1 for Base (the sun icon's "Client contract #n"). */
  client_contract_number: id.nullable(),
  labor_markup_percent: ratio,
  material_markup_percent: ratio,
  equipment_markup_percent: ratio,
  other_markup_percent: ratio,
  subcontractor_markup_percent: ratio,
});
export type TInclusionDetailRow = z.infer<typeof ZInclusionDetailRow>;
export const ZInclusionDetailReply = z.object({ inclusions: z.array(ZInclusionDetailRow) });

/** The alternate contract types of a project (Alt 1, Alt 2...). */
export const ZAlternateContractType = z.object({
  contractType: z.string(),
  contractID: z.string(),
  contractStageCategory: z.enum(CONTRACT_STAGES),
  /** 1 when the client selected (approved) the alternate. */
  alternateSelectedInd: id,
});
export const ZAlternateContractTypesReply = z.object({
  alternateContractTypes: z.array(ZAlternateContractType),
});

/** One alternate with its inclusion summary by sub-category and its total. */
export const ZAlternateInclusions = ZAlternateContractType.extend({
  inclusions: z.array(ZInclusionSummaryRow.omit({ contract_stage_type: true })),
  footer: ZInclusionSums,
});
export type TAlternateInclusions = z.infer<typeof ZAlternateInclusions>;
export const ZAlternateInclusionsReply = z.object({ alternates: z.array(ZAlternateInclusions) });

/** The legacy summary of spec 1 §3 "Legacy inclusion" (camelCase as the legacy reply had it). */
export const ZLegacySummary = z.object({
  preTax: ZDecimalText,
  taxableTotal: ZDecimalText,
  tax: ZDecimalText,
  grandTotal: ZDecimalText,
  laborHours: ZDecimalText,
  laborRate: ratio,
  laborCost: ZDecimalText,
  laborMarkup: ratio,
  laborTotal: ZDecimalText,
  materialCost: ZDecimalText,
  materialMarkup: ratio,
  materialTotal: ZDecimalText,
  equipmentCost: ZDecimalText,
  equipmentMarkup: ratio,
  equipmentTotal: ZDecimalText,
  otherCostsCost: ZDecimalText,
  otherCostsMarkup: ratio,
  otherCostsTotal: ZDecimalText,
  subCost: ZDecimalText,
  subMarkup: ratio,
  subTotal: ZDecimalText,
  /** Names of the selected subcontractors, sorted. */
  subList: z.array(z.string()),
});
export type TLegacySummary = z.infer<typeof ZLegacySummary>;

/** A legacy block: the four stages and the alternates' block. */
export const LEGACY_BLOCKS = [...INCLUSION_STAGES, 'Alternates'] as const;
export type TLegacyBlock = (typeof LEGACY_BLOCKS)[number];

export const ZLegacyInclusion = z.object({
  contractStageCategory: z.enum(LEGACY_BLOCKS),
  categoryID: id,
  categoryCode: z.string(),
  subCategoryID: id,
  subCategoryCode: z.string(),
  subCategoryName: z.string(),
  /** In the Alternates block: the alternate ('Alt 1'); null in the stages. */
  alternateContractType: z.string().nullable(),
  /** In the Alternates block: 1 when that alternate is selected (approved). */
  alternateSelectedInd: id,
  inclusionSummary: ZLegacySummary,
});
export type TLegacyInclusion = z.infer<typeof ZLegacyInclusion>;

export const ZLegacyInclusionsReply = z.object({
  inclusions: z.array(ZLegacyInclusion),
  /** Each block's total (the section footers), in LEGACY_BLOCKS order, only blocks with rows. */
  inclusionSummary: z.array(
    ZLegacySummary.extend({ contractStageCategory: z.enum(LEGACY_BLOCKS) }),
  ),
});
export type TLegacyInclusionsReply = z.infer<typeof ZLegacyInclusionsReply>;

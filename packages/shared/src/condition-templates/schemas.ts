import { z } from 'zod';
import { ZDecimalText, ZMoney } from '../core/money';
import { ZIdInput } from '../core/ids';
import { TEMPLATE_STATUSES } from '../estimating/constants';
import { TEMPLATE_LIST_SLUGS } from './rules';

/** A condition template as the approval grid shows it (spec 2 §3 "Condition template"). */
export const ZConditionTemplate = z.object({
  ConditionID: z.number().int(),
  SubCategoryCode: z.string(),
  SubCategoryName: z.string(),
  ConditionName: z.string(),
  InternalComments: z.string(),
  SubcontractorScope: z.string(),
  TotalQuantities: ZDecimalText,
  MeasurementType: z.string().nullable(),
  LaborHours: ZDecimalText,
  LaborRate: ZMoney,
  LaborMarkup: ZDecimalText,
  LaborTotal: ZMoney,
  MaterialCost: ZMoney,
  MaterialMarkup: ZDecimalText,
  MaterialTotal: ZMoney,
  EquipmentCost: ZMoney,
  EquipmentMarkup: ZDecimalText,
  EquipmentTotal: ZMoney,
  OtherCostsCost: ZMoney,
  OtherCostsMarkup: ZDecimalText,
  OtherCostsTotal: ZMoney,
  CreatedByLastName: z.string().nullable(),
  CreatedDate: z.string(),
  Status: z.enum(TEMPLATE_STATUSES),
  ActiveInd: z.union([z.literal(0), z.literal(1)]),
  RejectedInd: z.union([z.literal(0), z.literal(1)]),
  ApprovalType: z.enum(['New', 'Overwrite']),
  /** For an overwrite request: the template it replaces. */
  ReplacesConditionID: z.number().int().nullable(),
});
export type TConditionTemplate = z.infer<typeof ZConditionTemplate>;

export const ZTemplateListQuery = z.object({
  status: z.enum(TEMPLATE_LIST_SLUGS),
  /** Only requests of this kind (the /condition-approval tabs). */
  type: z.enum(['New', 'Overwrite']).optional(),
});

export const ZTemplateIdBody = z.object({ conditionID: ZIdInput });

export const ZUpdateTemplateBody = z.object({
  conditionID: ZIdInput,
  field: z.string().min(1).max(60),
  value: z.union([z.string().max(4000), z.number(), z.null()]),
});

export const ZTemplateReply = z.object({ template: ZConditionTemplate });

import { z } from 'zod';
import { ZIdInput, ZIdText } from '../core/ids';
import { ADDITIONAL_COST_MESSAGE, parseAdditionalCost } from './rules';
import { ZDecimalText, ZMoney } from '../core/money';

export const ZProjectQuery = z.object({ projectID: ZIdInput });
export const ZV2ProjectParams = z.object({ id: ZIdText });

const trackingFigures = {
  base: ZMoney,
  approvedChanges: ZMoney,
  adjusted: ZMoney,
  committedCost: ZMoney,
  committedProfit: ZMoney,
  committedProfitPercent: ZDecimalText.nullable(),
  actualCost: ZMoney,
  balance: ZMoney,
  actualProfit: ZMoney,
  actualProfitPercent: ZDecimalText.nullable(),
  additionalCost: ZMoney.nullable(),
  estimatedCost: ZMoney,
  estimatedProfit: ZMoney,
  estimatedProfitPercent: ZDecimalText.nullable(),
};
export const ZCostTrackingTotals = z.object(trackingFigures);
export const ZCostTrackingRow = z.object({
  categoryCode: z.string(),
  subCategoryCode: z.string(),
  subCategoryName: z.string(),
  ...trackingFigures,
});
export const ZCostTrackingReply = z.object({ rows: z.array(ZCostTrackingRow) });
export const ZCostTrackingTotalsReply = z.object({ totals: ZCostTrackingTotals });

/** The new (v2) tracking rows: the spec's snake_case names. */
export const ZV2TrackingRow = z.object({
  category_code: z.string(),
  sub_category_code: z.string(),
  sub_category_name: z.string(),
  base_total: ZMoney,
  change_orders_total: ZMoney,
  adjusted_total: ZMoney,
  committed_cost: ZMoney,
  committed_profit: ZMoney,
  actual_cost_total: ZMoney,
  balance_total: ZMoney,
});
export const ZV2TrackingReply = z.object({
  project: z.object({ id: z.number().int(), name: z.string() }),
  rows: z.array(ZV2TrackingRow),
  totals: ZV2TrackingRow.omit({
    category_code: true,
    sub_category_code: true,
    sub_category_name: true,
  }),
});

const managementFigures = {
  originalHours: ZDecimalText,
  actualHours: ZDecimalText,
  originalLabor: ZMoney,
  actualLabor: ZMoney,
  originalMaterial: ZMoney,
  actualMaterial: ZMoney,
  originalEquipment: ZMoney,
  actualEquipment: ZMoney,
  originalOther: ZMoney,
  actualOther: ZMoney,
  originalSub: ZMoney,
  actualSub: ZMoney,
  originalTotal: ZMoney,
  actualTotal: ZMoney,
  variance: ZMoney,
};
export const ZCostManagementRow = z.object({
  categoryCode: z.string(),
  subCategoryCode: z.string(),
  subCategoryName: z.string(),
  ...managementFigures,
});
export const ZCostManagementReply = z.object({ rows: z.array(ZCostManagementRow) });
export const ZCostManagementTotalsReply = z.object({ totals: z.object(managementFigures) });

export const ZCostManagementDetailQuery = z.object({
  projectID: ZIdInput,
  /** Sub-category codes joined by '|'. */
  subcategories: z
    .string()
    .trim()
    .min(1, 'Name at least one sub-category (codes joined by |).')
    .max(4000),
});
export const ZCostDetailRow = z.object({
  ConditionID: z.number().int().nullable(),
  ConditionName: z.string(),
  ProjectTaskID: z.string(),
  budgetedHours: ZDecimalText,
  budgetedAmount: ZMoney,
  pendingAmount: ZMoney,
  actualHours: ZDecimalText,
  actualAmount: ZMoney,
  remainingAmount: ZMoney,
});
export const ZCostManagementDetailReply = z.object({ rows: z.array(ZCostDetailRow) });

export const ZMaterialPurchase = z.object({
  purchaseOrderID: z.number().int(),
  date: z.string(),
  displayName: z.string().nullable(),
  subCategoryCode: z.string(),
  conditionName: z.string().nullable(),
  vendor: z.string(),
  purchaseOrderAmount: ZMoney,
  purchaseOrderNumber: z.string(),
  status: z.string(),
});
export const ZMaterialPurchasesReply = z.object({ rows: z.array(ZMaterialPurchase) });

export const ZInventoryItem = z.object({
  id: z.number().int(),
  date: z.string(),
  name: z.string().nullable(),
  subCategoryCode: z.string(),
  conditionName: z.string().nullable(),
  inventoryID: z.string(),
  description: z.string(),
  quantity: ZDecimalText,
  totalCost: ZMoney,
});
export const ZInventoryReply = z.object({ rows: z.array(ZInventoryItem) });

export const ZDeletePurchaseQuery = z.object({ purchaseOrderID: ZIdInput, projectID: ZIdInput });
export const ZDeletePurchaseReply = z.object({
  deleted: z.object({ purchaseOrderID: z.number().int() }),
});
export const ZDeleteInventoryQuery = z.object({ id: ZIdInput, projectID: ZIdInput });
export const ZDeleteInventoryReply = z.object({ deleted: z.object({ id: z.number().int() }) });

/** A number (at most 2 decimals, not negative) or empty ('' or null: no additional cost). */
export const ZAdditionalCostInput = z
  .union([z.number(), z.string(), z.null()], { error: ADDITIONAL_COST_MESSAGE })
  .superRefine((value, ctx) => {
    // Never padded (blank is empty; issue 30 item 9). The spec's thousands separators stay.
    if (typeof value === 'string' && value.trim() !== '' && value.trim() !== value) {
      ctx.addIssue({ code: 'custom', message: ADDITIONAL_COST_MESSAGE });
      return;
    }
    const parsed = parseAdditionalCost(value);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message });
  });
export const ZAdditionalCostBody = z.object({
  projectID: ZIdInput,
  subCategoryCode: z.string().trim().min(1, 'subCategoryCode is required').max(40),
  additionalCost: ZAdditionalCostInput,
});
export const ZAdditionalCostReply = z.object({
  projectID: z.number().int(),
  subCategoryCode: z.string(),
  additionalCost: ZMoney.nullable(),
});

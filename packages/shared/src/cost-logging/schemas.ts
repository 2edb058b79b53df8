import { z } from 'zod';
import { ZDecimalText } from '../core/money';
import { ZId, ZIdInput } from '../core/ids';
import { ZSubCategoryCode } from '../estimating/schemas';
import { isCalendarDate } from '../core/field-rules';
import { AMOUNT_RULES, amountProblem, PURCHASE_ORDER_TYPES, type TAmountRule } from './rules';

/** Exact decimal text as the columns hold it ("8.00", "125.50"). */
const decimalText = ZDecimalText;

const ZDate = (label: string) =>
  z.string().refine((text) => isCalendarDate(text), `${label} must be a date (YYYY-MM-DD).`);

/** A typed amount: digits and one decimal point, within its column (a 400 naming the field). */
const amount = (label: string, rule: TAmountRule) =>
  z.string({ error: `${label} must be digits and one decimal point.` }).superRefine((text, ctx) => {
    const problem = amountProblem(label, text, rule);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** An hours input: blank is null (spec 3 §5 "Weekly hours"). */
const optionalAmount = (label: string, rule: TAmountRule) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (v === undefined || v === null || v.trim() === '' ? null : v))
    .superRefine((text, ctx) => {
      if (text === null) return;
      const problem = amountProblem(label, text, rule);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/* ---- Conditions (spec 3 §3 "Condition (mobile)") ---- */

export const ZConditionsByCategoryQuery = z.object({
  projectID: ZIdInput,
  subCategoryCode: ZSubCategoryCode,
});
export const ZConditionInfoQuery = z.object({ conditionID: ZIdInput });

export const ZMobileCondition = z.object({
  ConditionID: ZId,
  ConditionName: z.string(),
  InternalComments: z.string(),
  SubcontractorScope: z.string(),
  disableLoggingInd: z.union([z.literal(0), z.literal(1)]),
  laborHoursTotal: decimalText,
  laborHoursRemaining: decimalText,
  equipmentCostTotal: decimalText,
  equipmentCostRemaining: decimalText,
  otherCostsTotal: decimalText,
  otherCostsRemaining: decimalText,
});
export type TMobileCondition = z.infer<typeof ZMobileCondition>;

export const ZConditionsByCategoryReply = z.object({
  subCategoryCode: z.string(),
  subCategoryName: z.string(),
  conditions: z.array(ZMobileCondition),
});
export const ZConditionInfoReply = z.object({ condition: ZMobileCondition });

/* ---- Labor (spec 3 §3 "Assignment hours", §7 assignment-task) ---- */

export const ZLaborHoursQuery = z.object({
  conditionID: ZIdInput,
  userID: ZIdInput,
  date: ZDate('Date'),
});
export const ZLaborHoursReply = z.object({
  actualHoursRegular: decimalText.nullable(),
  actualHoursOT: decimalText.nullable(),
  estimateToCompleteHours: decimalText.nullable(),
});

/** A person's day on a project, condition by condition (the phone's weekly hours). */
export const ZDayHoursQuery = z.object({
  projectID: ZIdInput,
  userID: ZIdInput,
  date: ZDate('Date'),
});
export const ZDayHoursReply = z.object({
  conditions: z.array(
    z.object({
      ConditionID: ZId,
      ConditionName: z.string(),
      subCategoryCode: z.string(),
      disableLoggingInd: z.union([z.literal(0), z.literal(1)]),
      regularHours: decimalText.nullable(),
      overtimeHours: decimalText.nullable(),
      estimateToCompleteHours: decimalText.nullable(),
    }),
  ),
});
export type TDayHoursReply = z.infer<typeof ZDayHoursReply>;

export const ZAssignmentTaskBody = z.object({
  userID: ZId,
  conditionID: ZId,
  date: ZDate('Date'),
  regularHours: optionalAmount('Reg hours', AMOUNT_RULES.hours),
  overtimeHours: optionalAmount('OT hours', AMOUNT_RULES.hours),
  estimateToCompleteHours: optionalAmount('Estimate to complete', AMOUNT_RULES.estimateHours),
});
export type TAssignmentTaskBody = z.infer<typeof ZAssignmentTaskBody>;

export const ZLaborLogRow = z.object({
  conditionID: ZId,
  conditionName: z.string(),
  userID: ZId,
  displayName: z.string(),
  date: z.string(),
  regularHours: decimalText,
  overtimeHours: decimalText,
  estimateToCompleteHours: decimalText.nullable(),
});
export const ZAssignmentTaskReply = z.object({
  assignments: z.array(ZLaborLogRow),
  regularHoursTotal: decimalText,
  overtimeHoursTotal: decimalText,
});

/* ---- Purchase orders: material, equipment and other costs (spec 3 §3 "Purchase order") ---- */

export const ZPurchaseOrderType = z.enum(PURCHASE_ORDER_TYPES, {
  error: `Type must be one of ${PURCHASE_ORDER_TYPES.join(', ')}.`,
});

export const ZPurchaseOrdersQuery = z.object({
  conditionID: ZIdInput,
  purchaseOrderType: ZPurchaseOrderType,
  userID: ZIdInput.optional(),
  purchaseOrderDate: ZDate('Date').optional(),
});

export const ZPurchaseOrder = z.object({
  PurchaseOrderID: ZId,
  PurchaseOrderAmount: decimalText,
  InvoiceNo: z.string(),
  EstimateToComplete: decimalText.nullable(),
  type: ZPurchaseOrderType,
  date: z.string(),
  userID: ZId.nullable(),
  displayName: z.string().nullable(),
});
export type TPurchaseOrder = z.infer<typeof ZPurchaseOrder>;
export const ZPurchaseOrdersReply = z.object({ purchaseOrders: z.array(ZPurchaseOrder) });

/** The fields a purchase-order dialog fills; Other costs also need an estimate to complete. */
export const ZPurchaseOrderFields = z
  .object({
    purchaseOrderAmount: amount('Amount', AMOUNT_RULES.money),
    invoiceNo: z.string().trim().max(60, 'Invoice No must be at most 60 characters.').default(''),
    purchaseOrderType: ZPurchaseOrderType,
    estimateToComplete: optionalAmount('Estimate to complete', AMOUNT_RULES.money),
  })
  .superRefine((v, ctx) => {
    if (v.purchaseOrderType === 'Other' && v.estimateToComplete === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['estimateToComplete'],
        message: 'Estimate to complete is required.',
      });
    }
  });

export const ZAddPurchaseOrderBody = z
  .object({
    userID: ZId,
    conditionID: ZId,
    purchaseOrderDate: ZDate('Date'),
  })
  .and(ZPurchaseOrderFields);
export type TAddPurchaseOrderBody = z.input<typeof ZAddPurchaseOrderBody>;
export const ZAddPurchaseOrderReply = z.object({ purchaseOrder: ZPurchaseOrder });

export const ZDeletePurchaseOrderBody = z.object({
  purchaseOrderID: ZId,
  conditionID: ZId,
  purchaseOrderType: ZPurchaseOrderType,
  userID: ZId.optional(),
  purchaseOrderDate: z.string().optional(),
});
export const ZDeletedReply = z.object({ deleted: z.object({ id: ZId }) });

/* ---- Inventory (spec 3 §3 "Inventory log entry") ---- */

export const ZStockItem = z.object({
  acumaticaUniqueID: z.string(),
  inventoryID: z.string(),
  description: z.string(),
  baseUOM: z.string().nullable(),
  /** The item's average cost: the cost of an inventory entry (read-only). */
  averageCost: decimalText,
});
export type TStockItem = z.infer<typeof ZStockItem>;
export const ZStockItemsReply = z.object({ stockItems: z.array(ZStockItem) });

export const ZInventoryLogQuery = z.object({ conditionID: ZIdInput });
export const ZInventoryOtherQuery = z.object({ projectID: ZIdInput, conditionID: ZIdInput });

export const ZInventoryEntry = z.object({
  ID: ZId,
  ConditionID: ZId.nullable(),
  ConditionName: z.string().nullable(),
  InventoryID: z.string(),
  Description: z.string(),
  Quantity: decimalText,
  BaseUOM: z.string().nullable(),
  DisplayName: z.string().nullable(),
  UserID: ZId.nullable(),
  Date: z.string(),
  ItemCost: decimalText.nullable(),
  TotalCost: decimalText,
});
export type TInventoryEntry = z.infer<typeof ZInventoryEntry>;
export const ZInventoryLogReply = z.object({ inventory: z.array(ZInventoryEntry) });

/** The fields the inventory dialog fills (spec 3 §5: an item, a non-zero quantity). */
export const ZInventoryFields = z.object({
  inventoryID: z.string().trim().min(1, 'Item is required.').max(60),
  quantity: amount('Quantity', AMOUNT_RULES.quantity),
});

/** The labor dialog's fields (hours blank is null). */
export const ZLaborFields = z.object({
  regularHours: optionalAmount('Reg hours', AMOUNT_RULES.hours),
  overtimeHours: optionalAmount('OT hours', AMOUNT_RULES.hours),
  estimateToCompleteHours: optionalAmount('Estimate to complete', AMOUNT_RULES.estimateHours),
});

export const ZAddInventoryItemBody = z.object({
  userID: ZId,
  projectID: ZId,
  conditionID: ZId,
  inventoryID: z.string().trim().min(1, 'Item is required.').max(60),
  acumaticaUniqueID: z.string().max(100).optional(),
  description: z.string().max(500).optional(),
  baseUOM: z.string().max(20).nullable().optional(),
  date: ZDate('Date'),
  /** Ignored: the cost is the stock item's average cost on the server. */
  itemCost: z.string().max(40).optional(),
  quantity: amount('Quantity', AMOUNT_RULES.quantity),
});
export type TAddInventoryItemBody = z.input<typeof ZAddInventoryItemBody>;
export const ZAddInventoryItemReply = z.object({ entry: ZInventoryEntry });

export const ZDeleteInventoryItemBody = z.object({ id: ZId, conditionID: ZId });
export const ZDeleteInventoryOtherBody = z.object({
  id: ZId,
  conditionID: ZId,
  projectID: ZId,
});

import type { z } from 'zod';
import { defineRoute } from '../core/contract';
import { ACCESS } from '../permissions/access';
import { PERMISSION } from '../permissions/roles';
import * as s from './schemas';
import * as w from './wip-schemas';

const office = ACCESS.office;
const get = <Q extends z.ZodType, R extends z.ZodType>(
  path: string,
  summary: string,
  query: Q,
  reply: R,
) => defineRoute({ method: 'GET', path, access: office, summary, query, reply });

/** The Tracking tab (spec 1 §7 "Invoicing and cost", issue 17). */
export const trackingContract = {
  costTracking: get(
    '/api/project/cost-tracking',
    'Cost tracking rows per sub-category (old view)',
    s.ZProjectQuery,
    s.ZCostTrackingReply,
  ),
  costTrackingTotals: get(
    '/api/project/cost-tracking-totals',
    'Cost tracking footer',
    s.ZProjectQuery,
    s.ZCostTrackingTotalsReply,
  ),
  costManagement: get(
    '/api/project/cost-management',
    'Cost management rows per sub-category: original and actual hours and costs',
    s.ZProjectQuery,
    s.ZCostManagementReply,
  ),
  costManagementTotals: get(
    '/api/project/cost-management-totals',
    'Cost management footer',
    s.ZProjectQuery,
    s.ZCostManagementTotalsReply,
  ),
  costManagementDetail: get(
    '/api/project/cost-management-detail',
    "Task rows (conditions) of sub-categories joined by '|'",
    s.ZCostManagementDetailQuery,
    s.ZCostManagementDetailReply,
  ),
  v2Tracking: defineRoute({
    method: 'GET',
    path: '/api/v2/projects/:id/tracking',
    access: office,
    summary: 'The new tracking view: contract against committed and actual cost',
    params: s.ZV2ProjectParams,
    reply: s.ZV2TrackingReply,
  }),
  materialPurchases: get(
    '/api/project/material-purchase-tracking',
    "The project's material purchases",
    s.ZProjectQuery,
    s.ZMaterialPurchasesReply,
  ),
  inventory: get(
    '/api/project/inventory-tracking',
    'Inventory issued to the project',
    s.ZProjectQuery,
    s.ZInventoryReply,
  ),
  deletePurchase: defineRoute({
    method: 'DELETE',
    path: '/api/project/material-purchase',
    idempotency: 'repeatable',
    access: ACCESS.permission(PERMISSION.COST_MANAGEMENT),
    summary: 'Delete a Pending material purchase (permission 9)',
    query: s.ZDeletePurchaseQuery,
    reply: s.ZDeletePurchaseReply,
  }),
  deleteInventoryItem: defineRoute({
    method: 'DELETE',
    path: '/api/project/inventory-tracking-item',
    idempotency: 'repeatable',
    access: ACCESS.permission(PERMISSION.COST_MANAGEMENT),
    summary: 'Delete an inventory item issued to the project (permission 9)',
    query: s.ZDeleteInventoryQuery,
    reply: s.ZDeleteInventoryReply,
  }),
  setAdditionalCost: defineRoute({
    method: 'POST',
    path: '/api/condition/additional-cost',
    idempotency: 'repeatable',
    access: office,
    summary: "Set a sub-category's additional cost (a number, or empty for none)",
    body: s.ZAdditionalCostBody,
    reply: s.ZAdditionalCostReply,
  }),
  // Beyond the spec (issue 31 item 8): over/under billing, the WIP schedule.
  wip: get(
    '/api/project/wip',
    "The project's over/under billing: cost to date, percent complete by cost, earned, billed",
    s.ZProjectQuery,
    w.ZWipReply,
  ),
  wipReport: defineRoute({
    method: 'GET',
    path: '/api/accounting-reports/wip',
    access: ACCESS.accounting,
    summary: 'Over/under billing (WIP schedule) per project and in total, paginated',
    query: w.ZWipReportQuery,
    reply: w.ZWipReportReply,
  }),
} as const;

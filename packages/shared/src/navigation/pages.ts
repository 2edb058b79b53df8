import { ACCESS, type TAccess } from '../permissions/access';

/**
 * The page routes of the SPA and who may open them: spec 3 §2.1 (top-level table by role) merged
 * with spec 2 §2.1 (side-menu shell). Office routes need role Office (or an admin); admin routes
 * need role id 1 or 2. The web router, the side menu and the tests read this one table.
 */
export const PAGE_PATHS = {
  login: '/',
  home: '/home',
  mobile: '/m',
  /** Receipt import (spec 3 §2.10), inside the field area: /m/receipts/{type?}. */
  mobileReceipts: '/m/receipts',
  /** Accounting's list of submitted receipts (not in the spec; docs/decisions/receipts.md). */
  receipts: '/receipts',
  browser: '/browser',
  browserArchive: '/browser-archive',
  project: '/browser/projects/:id',
  /** The inclusion editor (spec 1 §2; spec 2 §2.1): a project, optionally a client contract. */
  inclusionEditor: '/browser/projects/inclusions/:id',
  inclusionEditorContract: '/browser/projects/inclusions/:id/:contractId',
  /** The editor with a main category (by its id) and a sub-category code chosen. */
  inclusionCategory: '/browser/projects/:id/inclusions/:mainCategory/:subCategory',
  /** The Inclusions tab of the project page, optionally on a stage (spec 2 §2.1). */
  inclusions: '/browser/projects/:id/inclusions',
  inclusionsStatus: '/browser/projects/:id/inclusions/:status',
  /** The project page on its Tracking tab (spec 2 §2.1). */
  projectTracking: '/browser/projects/:id/tracking',
  crm: '/crm',
  /** The Office route /dashboard (spec 3 §2.1): opens the group dashboard. */
  dashboard: '/dashboard',
  dashboardGroup: '/dashboard/group',
  dashboardConstruction: '/dashboard/construction',
  dashboardMechanical: '/dashboard/mechanical',
  dashboardService: '/dashboard/service',
  dashboardKpi: '/dashboard/kpi',
  surveyList: '/survey-list',
  fleet: '/fleet',
  safetyInspection: '/safety-inspection',
  safetyTraining: '/safety-training',
  uniform: '/uniform-and-presentation',
  warehouse: '/warehouse',
  weeklyTimesheet: '/weekly-timesheet',
  incentiveAnalysis: '/incentive-analysis',
  /** The KPI inspections' entry screens as tabs (spec 3 §2.1; docs/decisions/admin.md). */
  kpiEntry: '/kpi-entry',
  accountingReports: '/accounting-reports',
  /** Receivables aging and retainage receivable per project (issue 31 item 5, beyond the spec). */
  receivablesReport: '/accounting-reports/receivables',
  /** Over/under billing, the WIP schedule per project (issue 31 item 8, beyond the spec). */
  wipReport: '/accounting-reports/wip',
  companyGoals: '/company-goals',
  teamMemberGoals: '/team-member-goals',
  teamMemberBonusPool: '/team-member-bonus-pool',
  securityRoles: '/security-roles',
  incentivePayout: '/incentive-payout',
  conditionApproval: '/condition-approval',
  conditionTemplateApproval: '/condition-template-approval',
  adminQueues: '/admin/queues',
  adminOutbox: '/admin/outbox',
  /** The audit trail (issue 34 item 5, beyond the spec). */
  auditLog: '/admin/audit',
  incentivePayoutCertificate: '/incentive-payout-certificate',
  contract: '/contract',
  clientContract: '/contracts/:contractId/client',
  payapp: '/payapp',
  /** A lien waiver by its link (issue 31 item 4). */
  waiver: '/waiver',
  survey: '/survey',
  unsubscribe: '/unsubscribe',
  alternateApproval: '/alternate-approval/:guid',
} as const;
export type TPageKey = keyof typeof PAGE_PATHS;

const office = ACCESS.office;
const admin = ACCESS.admin;

export const PAGE_ACCESS: Record<TPageKey, TAccess> = {
  login: ACCESS.public,
  home: ACCESS.signedIn,
  mobile: ACCESS.signedIn,
  mobileReceipts: ACCESS.signedIn,
  receipts: ACCESS.accounting,
  incentivePayoutCertificate: ACCESS.signedIn,
  browser: office,
  browserArchive: office,
  project: office,
  inclusionEditor: office,
  inclusionEditorContract: office,
  inclusionCategory: office,
  inclusions: office,
  inclusionsStatus: office,
  projectTracking: office,
  crm: office,
  dashboard: office,
  dashboardGroup: office,
  dashboardConstruction: office,
  dashboardMechanical: office,
  dashboardService: office,
  dashboardKpi: office,
  surveyList: office,
  fleet: office,
  safetyInspection: office,
  safetyTraining: office,
  uniform: office,
  warehouse: office,
  weeklyTimesheet: office,
  incentiveAnalysis: office,
  kpiEntry: office,
  accountingReports: ACCESS.accounting,
  receivablesReport: ACCESS.accounting,
  wipReport: ACCESS.accounting,
  companyGoals: admin,
  teamMemberGoals: admin,
  teamMemberBonusPool: admin,
  securityRoles: admin,
  incentivePayout: admin,
  conditionApproval: admin,
  conditionTemplateApproval: admin,
  adminQueues: admin,
  adminOutbox: admin,
  auditLog: admin,
  contract: ACCESS.public,
  clientContract: ACCESS.public,
  payapp: ACCESS.public,
  waiver: ACCESS.public,
  survey: ACCESS.public,
  unsubscribe: ACCESS.public,
  alternateApproval: ACCESS.public,
};

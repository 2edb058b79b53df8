import type { TMenuAction } from '@n5/shared/navigation/menu';
import type { TPageKey } from '@n5/shared/navigation/pages';

/**
 * The pages and side-menu actions that have a screen in this build. The route table
 * (route-table.ts) defines exactly these, and its type enforces it; the side menu shows only
 * these. Plain data, so the end-to-end tests read it too. A later issue that adds a screen adds
 * its key here and its entry to the route table.
 */
export const REGISTERED_PAGE_KEYS = [
  'login',
  'home',
  'mobile',
  'mobileReceipts',
  'receipts',
  'adminQueues',
  'adminOutbox',
  'crm',
  'project',
  'inclusionEditor',
  'inclusionEditorContract',
  'inclusionCategory',
  'inclusions',
  'inclusionsStatus',
  'projectTracking',
  'browser',
  'browserArchive',
  'weeklyTimesheet',
  'fleet',
  'uniform',
  'warehouse',
  'safetyInspection',
  'safetyTraining',
  'payapp',
  'waiver',
  'alternateApproval',
  'contract',
  'clientContract',
  'surveyList',
  'survey',
  'unsubscribe',
  'dashboardKpi',
  'dashboardGroup',
  'dashboardConstruction',
  'dashboardMechanical',
  'dashboardService',
  'companyGoals',
  'teamMemberGoals',
  'teamMemberBonusPool',
  'incentivePayout',
  'incentivePayoutCertificate',
  'incentiveAnalysis',
  'securityRoles',
  'conditionTemplateApproval',
  'conditionApproval',
  'accountingReports',
  'receivablesReport',
  'wipReport',
  'auditLog',
  'kpiEntry',
  'dashboard',
] as const satisfies readonly TPageKey[];
export const REGISTERED_ACTION_KEYS = [
  'newProject',
  'refreshAssignments',
  'recalculateDashboard',
] as const satisfies readonly TMenuAction[];

export type TRegisteredPage = (typeof REGISTERED_PAGE_KEYS)[number];
export type TRegisteredAction = (typeof REGISTERED_ACTION_KEYS)[number];

export interface TRegistry {
  pages: ReadonlySet<TPageKey>;
  actions: ReadonlySet<TMenuAction>;
}

export const REGISTRY: TRegistry = {
  pages: new Set<TPageKey>(REGISTERED_PAGE_KEYS),
  actions: new Set<TMenuAction>(REGISTERED_ACTION_KEYS),
};

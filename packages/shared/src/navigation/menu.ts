import { ACCESS, type TAccess } from '../permissions/access';
import { PAGE_ACCESS, PAGE_PATHS, type TPageKey } from './pages';

/**
 * The side menu of spec 2 §2.3, its groups and entries, plus Audit Trail (issue 34, admins). An entry either opens a page
 * (shown only when that page's screen is registered in the web app and the user may open it)
 * or runs an action (New Project, Refresh Assignments, Recalculate Dashboard).
 */
export type TMenuAction = 'newProject' | 'refreshAssignments' | 'recalculateDashboard';

export type TMenuEntry =
  | { label: string; page: TPageKey; search?: string }
  | { label: string; action: TMenuAction; access: TAccess };

export interface TMenuGroup {
  /** null for the top entries that have no heading. */
  title: string | null;
  entries: TMenuEntry[];
}

export const SIDE_MENU: TMenuGroup[] = [
  {
    title: null,
    entries: [
      { label: 'Browser', page: 'browser' },
      { label: 'New Project', action: 'newProject', access: ACCESS.office },
      // Beyond the spec: the phone area, so field staff's menu is never an empty drawer.
      { label: 'Field App', page: 'mobile' },
    ],
  },
  {
    title: 'Dashboard',
    entries: [
      { label: 'Group', page: 'dashboardGroup' },
      { label: 'Construction Division', page: 'dashboardConstruction' },
      { label: 'Mechanical Division', page: 'dashboardMechanical' },
      { label: 'Service Division', page: 'dashboardService' },
      { label: 'KPI', page: 'dashboardKpi' },
    ],
  },
  {
    title: 'Administration',
    entries: [
      { label: 'Client Surveys', page: 'surveyList' },
      { label: 'CRM', page: 'crm' },
      { label: 'Fleet', page: 'fleet' },
      { label: 'Refresh Assignments', action: 'refreshAssignments', access: ACCESS.office },
      { label: 'Safety Inspection', page: 'safetyInspection' },
      { label: 'Training', page: 'safetyTraining' },
      { label: 'Uniform and Presentation', page: 'uniform' },
      { label: 'Warehouse', page: 'warehouse' },
      { label: 'Weekly Timesheet', page: 'weeklyTimesheet' },
      { label: 'Realtime Incentive Analysis', page: 'incentiveAnalysis' },
      { label: 'Accounting Reports', page: 'accountingReports' },
      // Beyond the spec (issue 31 item 5): receivables by age and retainage receivable.
      { label: 'Receivables Aging', page: 'receivablesReport' },
      // Beyond the spec (issue 31 item 8): over/under billing, the WIP schedule.
      { label: 'Over/Under Billing (WIP)', page: 'wipReport' },
    ],
  },
  {
    title: 'Admin',
    entries: [
      { label: 'Audit Trail', page: 'auditLog' },
      { label: 'Background Jobs', page: 'adminQueues' },
      { label: 'Company Goals', page: 'companyGoals' },
      { label: 'Cond. Template Approval', page: 'conditionTemplateApproval' },
      { label: 'Incentive Payout', page: 'incentivePayout' },
      { label: 'Security Roles', page: 'securityRoles' },
      { label: 'Team Member Goals', page: 'teamMemberGoals' },
      { label: 'Team Member Pool', page: 'teamMemberBonusPool' },
      { label: 'Recalculate Dashboard', action: 'recalculateDashboard', access: ACCESS.admin },
    ],
  },
];

export function entryAccess(entry: TMenuEntry): TAccess {
  return 'page' in entry ? PAGE_ACCESS[entry.page] : entry.access;
}

export function entryPath(entry: TMenuEntry): string | null {
  return 'page' in entry ? PAGE_PATHS[entry.page] + (entry.search ?? '') : null;
}

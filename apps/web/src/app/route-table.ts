import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { TMenuAction } from '@n5/shared/navigation/menu';
import type { TPageKey } from '@n5/shared/navigation/pages';
import { preloadable, type TPreloadable } from '../lib/preloadable';
import { INCENTIVE_ROUTES } from './incentive-routes';
import { LoginScreen } from './screen-code';
import type { TRegisteredAction, TRegisteredPage } from './page-registry';

type TLazy<P = object> = TPreloadable<P>;

/**
 * A screen's code: downloaded on first visit so each area stays out of the first download. Its
 * layout and sub-paths are in screen-shapes.ts, which the router reads without this table; this
 * table is a chunk of its own that the entry asks for when a screen is wanted (screen-code.tsx).
 */
export interface TScreenRoute {
  /** The screen. */
  Component: TLazy;
  /** Route filters shown in the top bar's top-menu area while this screen is open (spec 2 §2.2). */
  TopMenu?: TLazy;
  /**
   * Starts the screen's main request as soon as the route is entered, so a big list downloads
   * while the screen's code does instead of after it (the query options must be the screen's own),
   * or the code the screen will ask for next (the project page's tab).
   */
  prefetch?: (queryClient: QueryClient) => Promise<unknown>;
}

/** What the shell reads from the matched route: which page it is (for its top-menu filters). */
export interface TRouteHandle {
  page: TPageKey;
}

/** A dialog a side-menu action opens (New Project, Refresh Assignments, Recalculate Dashboard). */
export type TMenuActionDialog = TLazy<{ onClose: () => void }>;

/** A lazily loaded named export (STYLE.md: named exports only). */
function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): TLazy {
  return preloadable(load, (module) => module[name] as ComponentType);
}

async function prefetchBrowser(queryClient: QueryClient, grid: 'active' | 'archive') {
  const { browserQuery, stageCountsQuery } =
    await import('../features/browser/api/browser-queries');
  return Promise.all([
    queryClient.prefetchQuery(browserQuery(grid)),
    grid === 'active' ? queryClient.prefetchQuery(stageCountsQuery) : null,
  ]);
}

/** The division and group dashboards: one chunk with MUI X Charts, and the year picker. */
const dashboard = (name: string): TScreenRoute => ({
  Component: lazyNamed(
    () => import('../features/dashboards/pages/dashboard-page'),
    name as 'GroupDashboardPage',
  ),
  TopMenu: lazyNamed(
    () => import('../features/dashboards/components/dashboard-top-menu'),
    'DashboardTopMenu',
  ),
});

/** The inclusion editor's three addresses share one screen and its top menu (spec 1 §2). */
const INCLUSION_EDITOR: TScreenRoute = {
  Component: lazyNamed(
    () => import('../features/estimating/pages/inclusion-editor-page'),
    'InclusionEditorPage',
  ),
  TopMenu: lazyNamed(
    () => import('../features/estimating/components/inclusion-top-menu'),
    'InclusionTopMenu',
  ),
};
/** /browser/projects/{id}/inclusions/{status?} opens the project page's Inclusions tab. */
const INCLUSIONS_TAB: TScreenRoute = {
  Component: lazyNamed(
    () => import('../features/estimating/pages/inclusion-editor-page'),
    'InclusionsRedirectPage',
  ),
};

/**
 * The one route table of the web app: every screen that exists, by page key. Paths and access
 * come from PAGE_PATHS and PAGE_ACCESS in packages/shared; the router applies them to every page
 * of that table, built or not (app/router.tsx).
 */
export const SCREEN_ROUTES: Record<TRegisteredPage, TScreenRoute> = {
  login: {
    Component: LoginScreen,
  },
  home: {
    Component: lazyNamed(() => import('../features/home/pages/home-page'), 'HomePage'),
  },
  mobile: {
    // The field area draws its own frame (top and bottom bars) and routes its sub-paths.
    Component: lazyNamed(() => import('./screens/mobile-screens'), 'MobileScreens'),
  },
  mobileReceipts: {
    // Inside the field area's frame; its own chunk, so /m does not download the PDF builder.
    Component: lazyNamed(() => import('./screens/mobile-receipts-screen'), 'MobileReceiptsScreen'),
  },
  receipts: {
    Component: lazyNamed(() => import('../features/receipts/pages/receipts-page'), 'ReceiptsPage'),
  },
  adminQueues: {
    Component: lazyNamed(
      () => import('../features/jobs/pages/background-jobs-page'),
      'BackgroundJobsPage',
    ),
  },
  adminOutbox: {
    Component: lazyNamed(() => import('../features/outbox/pages/outbox-page'), 'OutboxPage'),
  },
  crm: {
    Component: lazyNamed(() => import('../features/crm/pages/crm-page'), 'CrmPage'),
  },
  project: {
    Component: lazyNamed(() => import('./screens/project-screen'), 'ProjectScreen'),
    TopMenu: lazyNamed(
      () => import('../features/project/components/project-top-menu'),
      'ProjectTopMenu',
    ),
    prefetch: async () =>
      (await import('./project-tabs')).preloadTabInAddress(window.location.search),
  },
  inclusionEditor: INCLUSION_EDITOR,
  inclusionEditorContract: INCLUSION_EDITOR,
  inclusionCategory: INCLUSION_EDITOR,
  inclusions: INCLUSIONS_TAB,
  inclusionsStatus: INCLUSIONS_TAB,
  projectTracking: {
    Component: lazyNamed(
      () => import('../features/project/pages/project-tab-redirect'),
      'TrackingRedirectPage',
    ),
  },
  browser: {
    Component: lazyNamed(() => import('./screens/browser-screens'), 'ActiveBrowserScreen'),
    prefetch: (queryClient) => prefetchBrowser(queryClient, 'active'),
    TopMenu: lazyNamed(
      () => import('../features/browser/components/browser-top-menu'),
      'BrowserTopMenu',
    ),
  },
  weeklyTimesheet: {
    Component: lazyNamed(
      () => import('../features/timesheet/pages/weekly-timesheet-page'),
      'WeeklyTimesheetPage',
    ),
  },
  browserArchive: {
    Component: lazyNamed(() => import('./screens/browser-screens'), 'ArchiveBrowserScreen'),
    prefetch: (queryClient) => prefetchBrowser(queryClient, 'archive'),
    TopMenu: lazyNamed(
      () => import('../features/browser/components/browser-top-menu'),
      'ArchiveTopMenu',
    ),
  },
  fleet: {
    Component: lazyNamed(
      () => import('../features/inspections/pages/inspections-page'),
      'FleetPage',
    ),
  },
  uniform: {
    Component: lazyNamed(
      () => import('../features/inspections/pages/inspections-page'),
      'UniformPage',
    ),
  },
  warehouse: {
    Component: lazyNamed(
      () => import('../features/inspections/pages/inspections-page'),
      'WarehousePage',
    ),
  },
  safetyInspection: {
    Component: lazyNamed(
      () => import('../features/inspections/pages/inspections-page'),
      'SafetyInspectionPage',
    ),
  },
  safetyTraining: {
    Component: lazyNamed(
      () => import('../features/training/pages/safety-training-page'),
      'SafetyTrainingPage',
    ),
  },
  payapp: {
    // Public, reached by link from the pay app email (spec 3 §2.4).
    Component: lazyNamed(() => import('../features/payapp/pages/payapp-page'), 'PayappPage'),
  },
  waiver: {
    // Public, by the emailed link of a lien waiver (issue 31 item 4).
    Component: lazyNamed(() => import('../features/waivers/pages/waiver-page'), 'WaiverPage'),
  },
  alternateApproval: {
    // Public, by emailed link (spec 3 §2.5): no shell, no sign-in.
    Component: lazyNamed(
      () => import('../features/contracts/pages/alternate-approval-page'),
      'AlternateApprovalPage',
    ),
  },
  // Public link pages (issue 15): no sign-in, full page.
  contract: {
    Component: lazyNamed(
      () => import('../features/contract-page/pages/contract-link-page'),
      'ContractLinkPage',
    ),
  },
  clientContract: {
    Component: lazyNamed(
      () => import('../features/contract-page/pages/client-contract-page'),
      'ClientContractPage',
    ),
  },
  // Client surveys (issue 33): the office's list, and the public pages of the invitation email.
  surveyList: {
    Component: lazyNamed(
      () => import('../features/surveys/pages/survey-list-page'),
      'SurveyListPage',
    ),
    TopMenu: lazyNamed(
      () => import('../features/surveys/components/survey-top-menu'),
      'SurveyTopMenu',
    ),
  },
  survey: {
    Component: lazyNamed(() => import('../features/surveys/pages/survey-page'), 'SurveyPage'),
  },
  unsubscribe: {
    Component: lazyNamed(
      () => import('../features/surveys/pages/unsubscribe-page'),
      'UnsubscribePage',
    ),
  },
  // The KPI dashboard (issue 33): the charts load with this screen only.
  dashboardKpi: {
    Component: lazyNamed(
      () => import('../features/kpi/pages/kpi-dashboard-page'),
      'KpiDashboardPage',
    ),
    TopMenu: lazyNamed(() => import('../features/kpi/components/kpi-top-menu'), 'KpiTopMenu'),
  },
  dashboardGroup: dashboard('GroupDashboardPage'),
  dashboardConstruction: dashboard('ConstructionDashboardPage'),
  dashboardMechanical: dashboard('MechanicalDashboardPage'),
  dashboardService: dashboard('ServiceDashboardPage'),
  companyGoals: {
    Component: lazyNamed(
      () => import('../features/goals/pages/company-goals-page'),
      'CompanyGoalsPage',
    ),
    TopMenu: lazyNamed(() => import('./screens/goals-screens'), 'CompanyGoalsTopMenu'),
  },
  teamMemberGoals: {
    Component: lazyNamed(
      () => import('../features/goals/pages/team-member-goals-page'),
      'TeamMemberGoalsPage',
    ),
    TopMenu: lazyNamed(() => import('./screens/goals-screens'), 'TeamMemberGoalsTopMenu'),
  },
  ...INCENTIVE_ROUTES,
  // Administration (issue 34).
  securityRoles: {
    Component: lazyNamed(
      () => import('../features/security-roles/pages/security-roles-page'),
      'SecurityRolesPage',
    ),
  },
  conditionTemplateApproval: {
    Component: lazyNamed(
      () => import('./screens/condition-template-screens'),
      'ConditionTemplateScreens',
    ),
  },
  conditionApproval: {
    Component: lazyNamed(
      () => import('../features/condition-templates/pages/condition-approval-page'),
      'ConditionApprovalPage',
    ),
  },
  accountingReports: {
    Component: lazyNamed(
      () => import('./screens/accounting-reports-screen'),
      'AccountingReportsScreen',
    ),
  },
  receivablesReport: {
    Component: lazyNamed(
      () => import('../features/billing/pages/receivables-report-page'),
      'ReceivablesReportPage',
    ),
  },
  wipReport: {
    Component: lazyNamed(
      () => import('../features/tracking/pages/wip-report-page'),
      'WipReportPage',
    ),
  },
  auditLog: {
    Component: lazyNamed(() => import('../features/audit/pages/audit-log-page'), 'AuditLogPage'),
  },
  // /kpi-entry (spec 3 §2.1, Office): the inspections entry screens (docs/decisions/admin.md).
  kpiEntry: {
    Component: lazyNamed(
      () => import('../features/inspections/pages/kpi-entry-page'),
      'KpiEntryPage',
    ),
  },
  // /dashboard (spec 3 §2.1, Office): the group dashboard.
  dashboard: {
    Component: lazyNamed(() => import('./screens/dashboard-redirect'), 'DashboardRedirect'),
  },
};

/** Side-menu actions that exist in this build, by action key. */
export const MENU_ACTION_DIALOGS: Record<TRegisteredAction, TMenuActionDialog> = {
  newProject: lazyNamed(
    () => import('../features/browser/components/new-project-dialog'),
    'NewProjectDialog',
  ) as TMenuActionDialog,
  refreshAssignments: lazyNamed(
    () => import('../features/browser/components/refresh-assignments-dialog'),
    'RefreshAssignmentsDialog',
  ) as TMenuActionDialog,
  recalculateDashboard: lazyNamed(
    () => import('../features/dashboards/components/recalculate-dialog'),
    'RecalculateDashboardDialog',
  ) as TMenuActionDialog,
};

/** The route table by any page key: undefined while a page has no screen. */
export const SCREEN_ROUTE_OF: Partial<Record<TPageKey, TScreenRoute>> = SCREEN_ROUTES;

/** The action dialogs by any action key: undefined while an action is not built. */
export const MENU_ACTION_DIALOG_OF: Partial<Record<TMenuAction, TMenuActionDialog>> =
  MENU_ACTION_DIALOGS;

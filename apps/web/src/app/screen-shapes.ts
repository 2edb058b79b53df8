import type { TPageKey } from '@n5/shared/navigation/pages';
import type { TRegisteredPage } from './page-registry';

/**
 * How the router places each screen, known before the screen's code is downloaded: plain data in
 * the entry chunk. The screens' code (route-table.ts, one `import()` a screen) is a chunk of its
 * own, fetched when a screen is opened, so the sign-in page does not download the table of every
 * area (issue 37, docs/decisions/platform.md 2026-11-27).
 */
export interface TScreenShape {
  /** 'shell': inside the top bar and side menu; 'bare': full page (sign-in, public link pages). */
  layout: 'shell' | 'bare';
  /** The screen routes its own sub-paths (descendant <Routes>); otherwise sub-paths are not found. */
  nested?: boolean;
  /**
   * Signed out: by default the login screen shows at the page's address; 'redirect-to-login'
   * goes to / (with returnTo), as the spec asks of the project page.
   */
  signedOut?: 'login-here' | 'redirect-to-login';
}

const SHELL: TScreenShape = { layout: 'shell' };
const BARE: TScreenShape = { layout: 'bare' };

/** Every screen of this build (page-registry.ts), by page key. */
export const SCREEN_SHAPES: Record<TRegisteredPage, TScreenShape> = {
  login: BARE,
  home: SHELL,
  mobile: { layout: 'bare', nested: true },
  mobileReceipts: { layout: 'bare', nested: true },
  receipts: SHELL,
  adminQueues: SHELL,
  adminOutbox: SHELL,
  crm: SHELL,
  project: { layout: 'shell', signedOut: 'redirect-to-login' },
  inclusionEditor: { layout: 'shell', signedOut: 'redirect-to-login' },
  inclusionEditorContract: { layout: 'shell', signedOut: 'redirect-to-login' },
  inclusionCategory: { layout: 'shell', signedOut: 'redirect-to-login' },
  inclusions: SHELL,
  inclusionsStatus: SHELL,
  projectTracking: SHELL,
  browser: SHELL,
  browserArchive: SHELL,
  weeklyTimesheet: SHELL,
  fleet: SHELL,
  uniform: SHELL,
  warehouse: SHELL,
  safetyInspection: SHELL,
  safetyTraining: SHELL,
  payapp: BARE,
  waiver: BARE,
  alternateApproval: BARE,
  contract: BARE,
  clientContract: BARE,
  surveyList: SHELL,
  survey: BARE,
  unsubscribe: BARE,
  dashboardKpi: SHELL,
  dashboardGroup: SHELL,
  dashboardConstruction: SHELL,
  dashboardMechanical: SHELL,
  dashboardService: SHELL,
  companyGoals: SHELL,
  teamMemberGoals: SHELL,
  teamMemberBonusPool: SHELL,
  incentivePayout: SHELL,
  incentivePayoutCertificate: BARE,
  incentiveAnalysis: SHELL,
  securityRoles: SHELL,
  conditionTemplateApproval: { layout: 'shell', nested: true },
  conditionApproval: SHELL,
  accountingReports: SHELL,
  receivablesReport: SHELL,
  wipReport: SHELL,
  auditLog: SHELL,
  kpiEntry: SHELL,
  dashboard: SHELL,
};

/** The shapes by any page key: undefined while a page has no screen. */
export const SCREEN_SHAPE_OF: Partial<Record<TPageKey, TScreenShape>> = SCREEN_SHAPES;

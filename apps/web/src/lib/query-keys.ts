import type { TEmailStatus } from '@n5/shared/email/schemas';
import { sessionKeys } from './session-keys';

/**
 * Every TanStack Query key of the web app, in one factory, so one list is cached under one key
 * and a write knows what to invalidate. A key runs from general to specific: invalidating a
 * scope's `all` reaches everything below it. Add a domain's keys here when its slice lands.
 */
export const queryKeys = {
  /** Who is signed in (session-keys.ts: in the entry chunk without the keys of every area). */
  session: sessionKeys,

  /** A lien waiver's public page, by its GUID (features/waivers). */
  waiver: (guid: string) => ['waiver', guid] as const,
  /** The client's pay app page, by the pay app's GUID (features/payapp). */
  payapp: {
    all: ['payapp'] as const,
    grandTotals: (guid: string) => ['payapp', guid, 'grand-totals'] as const,
    subtotals: (guid: string) => ['payapp', guid, 'subtotals'] as const,
  },

  /** Lists several screens read: dropdown sources and directories (lib/reference-data.ts). */
  reference: {
    all: ['reference'] as const,
    users: {
      all: ['reference', 'users'] as const,
      displayNames: () => ['reference', 'users', 'display-names'] as const,
      relationshipOwners: () => ['reference', 'users', 'relationship-owners'] as const,
    },
    contacts: {
      all: ['reference', 'contacts'] as const,
      directory: () => ['reference', 'contacts', 'directory'] as const,
      options: () => ['reference', 'contacts', 'options'] as const,
    },
    companies: {
      all: ['reference', 'companies'] as const,
      names: () => ['reference', 'companies', 'names'] as const,
      clients: () => ['reference', 'companies', 'clients'] as const,
    },
    industries: () => ['reference', 'industries'] as const,
    workLocationNames: () => ['reference', 'work-location-names'] as const,
    billingAddresses: () => ['reference', 'billing-addresses'] as const,
  },

  crm: {
    all: ['crm'] as const,
    company: (companyId: number) => ['crm', 'company', companyId] as const,
    companyAccounting: (companyId: number) => ['crm', 'company-accounting', companyId] as const,
    accountingParties: (kind: 'customer' | 'vendor', search: string) =>
      ['crm', 'accounting-parties', kind, search] as const,
  },

  browser: {
    all: ['browser'] as const,
    list: (grid: 'active' | 'archive') => ['browser', 'list', grid] as const,
    stageCounts: () => ['browser', 'stage-counts'] as const,
  },

  /** One project's data; the notes belong to it too, so `all(id)` reaches them. */
  project: {
    all: (projectId: number) => ['project', projectId] as const,
    info: (projectId: number) => ['project', projectId, 'info'] as const,
    name: (projectId: number) => ['project', projectId, 'name'] as const,
    forecasting: (projectId: number) => ['project', projectId, 'forecasting'] as const,
    flags: (projectId: number) => ['project', projectId, 'flags'] as const,
    notes: (projectId: number) => ['project', projectId, 'notes', 'list'] as const,
    noteEmailDetails: (projectId: number) => ['project', projectId, 'notes', 'email'] as const,
    noteRecipients: (projectId: number) => ['project', projectId, 'notes', 'recipients'] as const,
    /** The field area's view of the project (spec 3 §7 project-info-mobile). */
    mobileInfo: (projectId: number) => ['project', projectId, 'mobile-info'] as const,
    categories: (projectId: number) => ['project', projectId, 'categories'] as const,
    jobStartupSignatures: (projectId: number) => ['project', projectId, 'job-startup'] as const,
    /** Field cost logging (issue 39): a project's conditions, logs and inventory. */
    costLogging: (projectId: number, ...rest: Array<string | number | undefined>) =>
      ['project', projectId, 'cost-logging', ...rest] as const,
    /** Everything priced sits under ['project', id, 'estimating'] (the Inclusions tab's too). */
    conditions: (projectId: number, subCategoryCode: string) =>
      ['project', projectId, 'estimating', 'conditions', subCategoryCode] as const,
    conditionOptions: (projectId: number, subCategoryCode: string) =>
      ['project', projectId, 'estimating', 'options', subCategoryCode] as const,
    descriptions: (projectId: number, subCategoryCode: string) =>
      ['project', projectId, 'estimating', 'descriptions', subCategoryCode] as const,
    contractOptions: (projectId: number) =>
      ['project', projectId, 'estimating', 'contract-options'] as const,
    /** The Inclusions tab, under the estimating prefix: a condition save refreshes it too. */
    inclusions: {
      all: (projectId: number) => ['project', projectId, 'estimating', 'inclusions'] as const,
      totals: (projectId: number, stage: string) =>
        ['project', projectId, 'estimating', 'inclusions', 'totals', stage] as const,
      detail: (projectId: number, stage: string, subCategoryId: number) =>
        ['project', projectId, 'estimating', 'inclusions', 'detail', stage, subCategoryId] as const,
      legacy: (projectId: number) =>
        ['project', projectId, 'estimating', 'inclusions', 'legacy'] as const,
      alternates: (projectId: number) =>
        ['project', projectId, 'estimating', 'inclusions', 'alternates'] as const,
    },
    /** Client and sub contracts (issue 14): tables, totals, detail, v2 totals. */
    contracts: (projectId: number) => ['project', projectId, 'contracts'] as const,
    /** The project's contract amount (issue 40 item 2); every contract write makes it stale. */
    contractAmount: (projectId: number) => ['project', projectId, 'contract-amount'] as const,
    /** The Invoice tab (issue 16): pay apps, rows and footer. */
    billing: (projectId: number) => ['project', projectId, 'billing'] as const,
    /** Lien waivers (issue 31 item 4); pay app writes invalidate them too (billing-queries). */
    waivers: (projectId: number) => ['project', projectId, 'waivers'] as const,
  },

  /** The cost-code tree and what is known per condition name (not per project). */
  estimating: {
    all: ['estimating'] as const,
    categories: () => ['estimating', 'categories'] as const,
    bidHistory: (conditionName: string, unit: string) =>
      ['estimating', 'bid-history', conditionName, unit] as const,
    templates: (mainCategory: string, subCategory: string) =>
      ['estimating', 'templates', mainCategory, subCategory] as const,
  },

  /** The field area /m; a project's field data sits under `project.all(id)`. */
  mobile: {
    all: ['mobile'] as const,
    menuLinks: () => ['mobile', 'menu-links'] as const,
    dispatch: (view: 'teamMember' | 'project', date: string) =>
      ['mobile', 'dispatch', view, date] as const,
    projects: () => ['mobile', 'projects'] as const,
    stockItems: () => ['mobile', 'stock-items'] as const,
    week: (userId: number | null, payPeriodStart: string) =>
      ['mobile', 'week', userId, payPeriodStart] as const,
  },

  /** Receipt import (/m/receipts) and accounting's receipts list (/receipts). */
  receipts: {
    all: ['receipts'] as const,
    projectOptions: () => ['receipts', 'project-options'] as const,
    conditionOptions: (projectId: number) => ['receipts', 'condition-options', projectId] as const,
    list: (filter: { status?: string; projectID?: string; userID?: string }) =>
      ['receipts', 'list', filter] as const,
  },

  outbox: {
    all: ['outbox'] as const,
    lists: () => ['outbox', 'list'] as const,
    list: (params: { status?: TEmailStatus; page: number }) =>
      ['outbox', 'list', { status: params.status, page: params.page }] as const,
    message: (emailId: number) => ['outbox', 'message', emailId] as const,
  },

  jobs: {
    queues: () => ['jobs', 'queues'] as const,
  },

  /** Division and group dashboards (features/dashboards), by scope and year. */
  dashboards: {
    all: ['dashboards'] as const,
    summary: (d: string, y: number) => ['dashboards', d, y, 'summary'] as const,
    months: (d: string, y: number) => ['dashboards', d, y, 'months'] as const,
    pivot: (d: string, y: number) => ['dashboards', d, y, 'pivot'] as const,
    leaderboard: (kind: string, d: string, y: number, r: string) =>
      ['dashboards', d, y, 'leaderboard', kind, r] as const,
    drill: (d: string, y: number, filter: object) => ['dashboards', d, y, 'drill', filter] as const,
    recalculation: (id: number) => ['dashboards', 'recalculation', id] as const,
  },

  /** Company goals and team member goals (features/goals). */
  goals: {
    all: ['goals'] as const,
    company: (year: number) => ['goals', 'company', year] as const,
    team: (year: number, division: string, role: string) =>
      ['goals', 'team', year, division, role] as const,
    members: () => ['goals', 'members'] as const,
  },

  /** Bonus pools, payouts, certificates and incentive progress (features/incentives). */
  incentives: {
    all: ['incentives'] as const,
    quarter: (year: number, quarter: number, part: string) =>
      ['incentives', 'quarter', year, quarter, part] as const,
    year: (year: number, part: string) => ['incentives', 'year', year, part] as const,
    analysis: (year: number, quarter: number, userId: number | null) =>
      ['incentives', 'analysis', year, quarter, userId] as const,
    candidates: () => ['incentives', 'candidates'] as const,
  },

  timesheet: {
    all: ['timesheet'] as const,
    week: (periodStart: string) => ['timesheet', 'week', periodStart] as const,
  },

  inspections: {
    all: ['inspections'] as const,
    events: (type: string) => ['inspections', 'events', type] as const,
    results: (type: string, kpiEventId: string) =>
      ['inspections', 'results', type, kpiEventId] as const,
    criteria: (type: string) => ['inspections', 'criteria', type] as const,
    vans: () => ['inspections', 'vans'] as const,
    projectOptions: () => ['inspections', 'project-options'] as const,
  },

  /** Client surveys: the public page by its link, the office's list and detail (issue 33). */
  surveys: {
    all: ['surveys'] as const,
    publicSurvey: (eid: string) => ['surveys', 'public', eid] as const,
    list: (filters: object) => ['surveys', 'list', filters] as const,
    detail: (kpiEventId: string) => ['surveys', 'detail', kpiEventId] as const,
    settings: () => ['surveys', 'settings'] as const,
  },

  /** The KPI dashboard, per quarter (issue 33). */
  kpi: {
    all: ['kpi'] as const,
    part: (year: number, quarter: number, part: string) => ['kpi', year, quarter, part] as const,
    invoicingDetail: (year: number, quarter: number, userId: number) =>
      ['kpi', year, quarter, 'timely-invoicing', userId] as const,
    inspection: (kpiEventId: string) => ['kpi', 'inspection', kpiEventId] as const,
    settings: () => ['kpi', 'settings'] as const,
  },

  training: {
    all: ['training'] as const,
    courses: () => ['training', 'courses'] as const,
    history: () => ['training', 'history'] as const,
    attendance: (courseId: number, date: string) =>
      ['training', 'attendance', courseId, date] as const,
  },

  /** Security roles (features/security-roles). */
  /** The audit trail (features/audit): the log's pages by filter, its choices, a project's history. */
  audit: {
    all: ['audit'] as const,
    log: (filters: object) => ['audit', 'log', filters] as const,
    filters: () => ['audit', 'filters'] as const,
    project: (projectId: number) => ['audit', 'project', projectId] as const,
  },

  securityRoles: {
    all: ['security-roles'] as const,
    roles: () => ['security-roles', 'roles'] as const,
    permissions: () => ['security-roles', 'permissions'] as const,
    members: (roleId: number) => ['security-roles', 'members', roleId] as const,
  },

  /** Condition template approval (features/condition-templates). */
  conditionTemplates: {
    all: ['condition-templates'] as const,
    list: (status: string, type?: string) =>
      ['condition-templates', 'list', status, type ?? 'all'] as const,
    overwrite: (id: number) => ['condition-templates', 'overwrite', id] as const,
  },

  accounting: {
    projectAssignments: () => ['accounting', 'project-assignments'] as const,
    /** The Acumatica connection of ACUMATICA_AUTH=oauth-code (features/accounting, admins). */
    connection: () => ['accounting', 'connection'] as const,
  },

  /** Public pages opened from emailed links (no sign-in). */
  publicLinks: {
    alternateApproval: (guid: string) => ['public-links', 'alternate-approval', guid] as const,
  },
};

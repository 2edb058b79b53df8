import { PAGE_PATHS } from '@n5/shared/navigation/pages';

/** The field area's addresses (spec 3 §2.9), below /m. */
export const MOBILE_HOME = PAGE_PATHS.mobile;
export const mobilePaths = {
  assignments: `${MOBILE_HOME}/assignments`,
  dispatch: `${MOBILE_HOME}/dispatch`,
  projects: `${MOBILE_HOME}/projects`,
  project: (id: number | string) => `${MOBILE_HOME}/projects/${id}`,
  projectInfo: (id: number | string) => `${MOBILE_HOME}/projects/${id}/project-info`,
  jobStartup: (id: number | string) => `${MOBILE_HOME}/projects/${id}/job-startup`,
  notes: (id: number | string) => `${MOBILE_HOME}/projects/${id}/notes`,
  category: (id: number | string, code: string) =>
    `${MOBILE_HOME}/projects/${id}/${encodeURIComponent(code)}`,
  receipts: `${MOBILE_HOME}/receipts`,
  surveys: `${MOBILE_HOME}/surveys`,
  kpi: `${MOBILE_HOME}/kpi`,
  incentiveAnalysis: `${MOBILE_HOME}/incentive-analysis`,
} as const;

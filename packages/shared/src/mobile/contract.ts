import { defineRoute } from '../core/contract';
import { SIGNATURE_BODY_LIMIT } from '../core/signature';
import { ACCESS } from '../permissions/access';
import {
  ZDispatchByProjectReply,
  ZDispatchByTeamMemberReply,
  ZDispatchQuery,
  ZJobStartupBody,
  ZJobStartupSignaturesReply,
  ZMobileLinksReply,
  ZMobileProjectInfoReply,
  ZMobileProjectQuery,
  ZMobileProjectsReply,
  ZProjectCategoriesReply,
  ZWeeklyAssignmentsQuery,
  ZWeeklyAssignmentsReply,
} from './schemas';

/**
 * The field area's calls that need no condition (spec 3 §7 "Mobile hours and projects", "Job
 * startup and notes"). Every signed-in user may use the field area (spec 3 §2.1); the notes calls
 * are the notes domain's (notes/contract.ts).
 */
export const mobileContract = {
  menuLinks: defineRoute({
    method: 'GET',
    path: '/api/mobile/menu-links',
    access: ACCESS.signedIn,
    summary: 'External links of the field menu (Paylocity/PTO, profile page) from configuration',
    reply: ZMobileLinksReply,
  }),
  dispatchByTeamMember: defineRoute({
    method: 'GET',
    path: '/api/acumatica/dispatch-by-team-member',
    access: ACCESS.signedIn,
    summary: 'Who is sent where on a day, by person (the accounting gateway’s dispatch)',
    query: ZDispatchQuery,
    reply: ZDispatchByTeamMemberReply,
  }),
  dispatchByProject: defineRoute({
    method: 'GET',
    path: '/api/acumatica/dispatch-by-project',
    access: ACCESS.signedIn,
    summary: 'Who is sent where on a day, by project (the accounting gateway’s dispatch)',
    query: ZDispatchQuery,
    reply: ZDispatchByProjectReply,
  }),
  listProjects: defineRoute({
    method: 'GET',
    path: '/api/project/projects-mobile',
    access: ACCESS.signedIn,
    summary: 'Every project for the field list, with its stage, ME and job start-up markers',
    reply: ZMobileProjectsReply,
  }),
  projectCategories: defineRoute({
    method: 'GET',
    path: '/api/project/project-categories',
    access: ACCESS.signedIn,
    summary: 'The sub-category codes a project is budgeted on (its field menu entries)',
    query: ZMobileProjectQuery,
    reply: ZProjectCategoriesReply,
  }),
  projectInfo: defineRoute({
    method: 'GET',
    path: '/api/project/project-info-mobile',
    access: ACCESS.signedIn,
    summary: 'One project for the field: people, flags and the remaining budget',
    query: ZMobileProjectQuery,
    reply: ZMobileProjectInfoReply,
  }),
  listJobStartupSignatures: defineRoute({
    method: 'GET',
    path: '/api/project/job-startup-signatures',
    access: ACCESS.signedIn,
    summary: 'Job start-up signatures of a project, newest first',
    query: ZMobileProjectQuery,
    reply: ZJobStartupSignaturesReply,
  }),
  addJobStartupSignature: defineRoute({
    method: 'POST',
    path: '/api/project/job-startup-signature',
    idempotency: 'key',
    access: ACCESS.signedIn,
    summary: 'Sign the job start-up (name, company, drawn PNG); kept with time, address and device',
    body: ZJobStartupBody,
    bodyLimit: SIGNATURE_BODY_LIMIT,
    reply: ZJobStartupSignaturesReply,
  }),
  weeklyAssignments: defineRoute({
    method: 'GET',
    path: '/api/project/weekly-assignments-by-pay-period',
    access: ACCESS.signedIn,
    summary: 'A user’s projects and Reg/OT hours per day of a pay period (Saturday to Friday)',
    query: ZWeeklyAssignmentsQuery,
    reply: ZWeeklyAssignmentsReply,
  }),
} as const;

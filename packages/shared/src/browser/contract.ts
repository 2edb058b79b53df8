import { z } from 'zod';
import { defineRoute } from '../core/contract';
import { ACCESS } from '../permissions/access';
import { PERMISSION } from '../permissions/roles';
import {
  ZAddProjectBody,
  ZAddProjectReply,
  ZAssignmentsReply,
  ZBrowserReply,
  ZBrowserRowQuery,
  ZProjectReply,
  ZStageChangeBody,
  ZStageCounts,
} from './schemas';
import { ZForecastBody } from '../forecast/schemas';

/** The project browser and archive (spec 2 §2.18, §7 "Project browser"). */
export const browserContract = {
  listActive: defineRoute({
    method: 'GET',
    path: '/api/project/browser',
    access: ACCESS.office,
    summary: 'Active projects (every stage but Completed, Canceled, Rejected) with flags',
    reply: ZBrowserReply,
    replyCheckedBy: 'tests',
  }),
  listArchive: defineRoute({
    method: 'GET',
    path: '/api/project/browser-archive',
    access: ACCESS.office,
    summary: 'Archived projects (Completed, Canceled, Rejected) with flags',
    reply: ZBrowserReply,
    replyCheckedBy: 'tests',
  }),
  getRow: defineRoute({
    method: 'GET',
    path: '/api/project/browser-row',
    access: ACCESS.office,
    summary: "One project's browser row with its flags (read again after its notes change)",
    query: ZBrowserRowQuery,
    reply: ZProjectReply,
  }),
  stageCounts: defineRoute({
    method: 'GET',
    path: '/api/project/projectstagecount',
    access: ACCESS.office,
    summary: 'Active projects per stage, and those where the signed-in user is PM, PE or SI',
    reply: z.object({ projectCounts: ZStageCounts }),
  }),
  pipelineReport: defineRoute({
    method: 'GET',
    path: '/api/project/pipeline-report',
    access: ACCESS.permission(PERMISSION.PIPELINE_REPORT),
    summary: 'Pipeline report (CSV) of the active projects',
    reply: z.string(),
  }),
  changeStage: defineRoute({
    method: 'POST',
    path: '/api/project/stagetype',
    idempotency: 'repeatable',
    access: ACCESS.office,
    summary: 'Advance, cancel or reject a project (role PROJECT STAGE MANAGER)',
    body: ZStageChangeBody,
    reply: ZProjectReply,
  }),
  setBrowserForecast: defineRoute({
    method: 'POST',
    path: '/api/project/browser-forecast',
    idempotency: 'repeatable',
    access: ACCESS.office,
    summary: 'Set one forecast month; replies with the project row',
    body: ZForecastBody,
    reply: ZProjectReply,
  }),
  addProject: defineRoute({
    method: 'POST',
    path: '/api/project/addproject',
    idempotency: 'key',
    access: ACCESS.office,
    summary: 'Create a project by name',
    body: ZAddProjectBody,
    reply: ZAddProjectReply,
  }),
  refreshAssignments: defineRoute({
    method: 'GET',
    path: '/api/acumatica/project-assignments',
    access: ACCESS.office,
    summary: 'Project assignments (PM, PE, SI) as the accounting system has them',
    reply: ZAssignmentsReply,
  }),
} as const;

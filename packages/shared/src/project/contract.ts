import { defineRoute } from '../core/contract';
import { ACCESS } from '../permissions/access';
import { PERMISSION } from '../permissions/roles';
import {
  ZBillingAddressesReply,
  ZCompaniesReply,
  ZContactsReply,
  ZDuplicateProjectBody,
  ZDuplicateProjectReply,
  ZForecastingReply,
  ZProjectFlagsReply,
  ZProjectIdQuery,
  ZProjectNameReply,
  ZProjectReply,
  ZProjectTaskSpreadsheetReply,
  ZSetProjectInfoBody,
  ZSetProjectInfoReply,
  ZWorkLocationNamesReply,
} from './schemas';
import { ZForecastBody } from '../forecast/schemas';

/** The Project Info tab's calls (spec 1 §7 "Project"). */
export const projectContract = {
  getProject: defineRoute({
    method: 'GET',
    path: '/api/project/project',
    access: ACCESS.office,
    summary: 'One project with every Project Info field (projects[0]); 404 when unknown',
    query: ZProjectIdQuery,
    reply: ZProjectReply,
  }),
  getProjectName: defineRoute({
    method: 'GET',
    path: '/api/project/project-name',
    access: ACCESS.office,
    summary: "A project's name; 404 when unknown",
    query: ZProjectIdQuery,
    reply: ZProjectNameReply,
  }),
  listContacts: defineRoute({
    method: 'GET',
    path: '/api/project/contacts',
    access: ACCESS.office,
    summary: 'Active contacts with their company (client and billing contact dropdowns)',
    reply: ZContactsReply,
  }),
  listWorkLocationNames: defineRoute({
    method: 'GET',
    path: '/api/project/worklocationnames',
    access: ACCESS.office,
    summary: 'Work locations used on earlier projects, with their latest address',
    reply: ZWorkLocationNamesReply,
  }),
  listClientCompanies: defineRoute({
    method: 'GET',
    path: '/api/project/clientcompanies',
    access: ACCESS.office,
    summary: 'Client companies (client company dropdown)',
    reply: ZCompaniesReply,
  }),
  listBillingAddresses: defineRoute({
    method: 'GET',
    path: '/api/project/billingaddresses',
    access: ACCESS.office,
    summary: 'Billing addresses used on earlier projects',
    reply: ZBillingAddressesReply,
  }),
  setProjectInfo: defineRoute({
    method: 'POST',
    path: '/api/project/setprojectinfo',
    idempotency: 'repeatable',
    access: ACCESS.office,
    summary:
      'Change one Project Info field; 400 for an unknown field or a bad value, 403 for a stage change without PROJECT STAGE MANAGER',
    body: ZSetProjectInfoBody,
    reply: ZSetProjectInfoReply,
  }),
  duplicateProject: defineRoute({
    method: 'POST',
    path: '/api/project/duplicate-project',
    idempotency: 'key',
    access: ACCESS.office,
    summary: 'Copy a project with its forecast and notification list under a new name',
    body: ZDuplicateProjectBody,
    reply: ZDuplicateProjectReply,
  }),
  getForecasting: defineRoute({
    method: 'GET',
    path: '/api/project/project-forecasting',
    access: ACCESS.office,
    summary: "A project's 36 forecast cells (fractions) and the year of the current slot",
    query: ZProjectIdQuery,
    reply: ZForecastingReply,
  }),
  setForecast: defineRoute({
    method: 'POST',
    path: '/api/project/forecast',
    idempotency: 'repeatable',
    access: ACCESS.office,
    summary:
      'Set one forecast cell (forecastPercent is the fraction); 400 when the 36 cells would total more than 100%',
    body: ZForecastBody,
    reply: ZForecastingReply,
  }),
  getProjectFlags: defineRoute({
    method: 'GET',
    path: '/api/project/project-flags',
    access: ACCESS.office,
    summary: "A project's five traffic-light flags (green, yellow, red, grey)",
    query: ZProjectIdQuery,
    reply: ZProjectFlagsReply,
  }),
  projectTaskSpreadsheet: defineRoute({
    method: 'GET',
    path: '/api/acumatica/project-task-spreadsheet',
    access: ACCESS.permission(PERMISSION.COST_MANAGEMENT),
    summary:
      "The project's task budget lines from the accounting system (CSV export, permission 9)",
    query: ZProjectIdQuery,
    reply: ZProjectTaskSpreadsheetReply,
  }),
} as const;

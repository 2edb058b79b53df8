import { defineRoute } from '../core/contract';
import { ACCESS } from '../permissions/access';
import * as s from './schemas';

const office = ACCESS.office;
const Q = 'for the quarter and year of the picker';

/** The KPI dashboard's calls (spec 2 §7 "KPI and inspections"; issue 33). */
export const kpiContract = {
  kpi: defineRoute({
    method: 'GET',
    path: '/api/kpi/kpi',
    access: office,
    summary: `Every KPI’s score, threshold, goal, payout percent and description ${Q}`,
    query: s.ZQuarterQuery,
    reply: s.ZKpiReply,
  }),
  npsByDivision: defineRoute({
    method: 'GET',
    path: '/api/kpi/nps-by-division',
    access: office,
    summary: `NPS of the surveys answered ${Q}, by division`,
    query: s.ZQuarterQuery,
    reply: s.ZNpsByDivisionReply,
  }),
  npsByBidType: defineRoute({
    method: 'GET',
    path: '/api/kpi/nps-by-bid-type',
    access: office,
    summary: `NPS of the surveys answered ${Q}, by work (bid) type`,
    query: s.ZQuarterQuery,
    reply: s.ZNpsByBidTypeReply,
  }),
  npsByCompany: defineRoute({
    method: 'GET',
    path: '/api/kpi/nps-by-company',
    access: office,
    summary: `Total NPS of the surveys answered ${Q}`,
    query: s.ZQuarterQuery,
    reply: s.ZNpsByCompanyReply,
  }),
  timelyInvoicing: defineRoute({
    method: 'GET',
    path: '/api/kpi/timely-invoicing',
    access: office,
    summary: `Timely invoicing per project manager ${Q}`,
    query: s.ZQuarterQuery,
    reply: s.ZTimelyInvoicingReply,
  }),
  timelyInvoicingDetail: defineRoute({
    method: 'GET',
    path: '/api/kpi/timely-invoicing/:userId',
    access: office,
    summary: `One project manager’s projects and their pay apps on time ${Q}`,
    params: s.ZTimelyInvoicingDetailParams,
    query: s.ZQuarterQuery,
    reply: s.ZTimelyInvoicingDetailReply,
  }),
  dataTables: defineRoute({
    method: 'GET',
    path: '/api/kpi/data-tables',
    access: office,
    summary: `Job startup, timesheets, notes, callbacks, missed costs and profit per person ${Q}`,
    query: s.ZQuarterQuery,
    reply: s.ZDataTablesReply,
  }),
  surveyLeaderboard: defineRoute({
    method: 'GET',
    path: '/api/kpi/survey-leaderboard',
    access: office,
    summary: `Customer fulfillment survey results per representative ${Q}`,
    query: s.ZQuarterQuery,
    reply: s.ZSurveyLeaderboardReply,
  }),
  profImageLeaderboard: defineRoute({
    method: 'GET',
    path: '/api/kpi/prof-image-leaderboard',
    access: office,
    summary: `Fleet, uniform, warehouse and safety inspections with their scores ${Q}`,
    query: s.ZQuarterQuery,
    reply: s.ZProfImageReply,
  }),
  inspectionDetail: defineRoute({
    method: 'GET',
    path: '/api/kpi/inspection-detail',
    access: office,
    summary: 'One inspection’s criteria and scores (the survey tables’ read-only dialog)',
    query: s.ZInspectionDetailQuery,
    reply: s.ZInspectionDetailReply,
  }),
  settings: defineRoute({
    method: 'GET',
    path: '/api/kpi/settings',
    access: office,
    summary: 'Threshold, goal and payout percent of every KPI',
    reply: s.ZKpiSettingsReply,
  }),
  saveSetting: defineRoute({
    method: 'PUT',
    path: '/api/kpi/settings',
    access: ACCESS.admin,
    idempotency: 'repeatable',
    summary: 'An admin sets a KPI’s threshold, goal and payout percent',
    body: s.ZSaveKpiSettingBody,
    reply: s.ZKpiSettingsReply,
  }),
} as const;

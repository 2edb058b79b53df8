import { defineRoute } from '../core/contract';
import { ACCESS } from '../permissions/access';
import {
  ZAlternateInclusionsReply,
  ZDetailParams,
  ZInclusionDetailReply,
  ZInclusionTotalsReply,
  ZLegacyInclusionsReply,
  ZProjectIdParams,
  ZProjectIdQuery,
  ZTotalsParams,
} from './schemas';

/**
 * The Inclusions tab's summaries (spec 1 §7 "Inclusions and conditions"): every figure is summed
 * by PostgreSQL, one statement per table (modules/inclusions/summary-sql.ts).
 */
export const inclusionsContract = {
  totals: defineRoute({
    method: 'GET',
    path: '/api/v2/projects/:projectId/inclusions/totals/:status',
    access: ACCESS.office,
    summary:
      'One stage table (Approved, Pending, Potential CO, Inactive): sub-category rows, category subtotals, footer',
    params: ZTotalsParams,
    reply: ZInclusionTotalsReply,
  }),
  /** The spec's "Approved default": the same table when the status is left out. */
  totalsApproved: defineRoute({
    method: 'GET',
    path: '/api/v2/projects/:projectId/inclusions/totals',
    access: ACCESS.office,
    summary: 'The Approved stage table (the status left out)',
    params: ZProjectIdParams,
    reply: ZInclusionTotalsReply,
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/api/v2/projects/:projectId/inclusions/summaries/:categoryId/:subCategoryId/:contractStageType',
    access: ACCESS.office,
    summary: "A sub-category's rows by client contract within one stage (the chevron)",
    params: ZDetailParams,
    reply: ZInclusionDetailReply,
  }),
  legacy: defineRoute({
    method: 'GET',
    path: '/api/inclusion',
    access: ACCESS.office,
    summary: 'The legacy view: sub-category summaries per stage and the alternates, block totals',
    query: ZProjectIdQuery,
    reply: ZLegacyInclusionsReply,
  }),
  alternateInclusions: defineRoute({
    method: 'GET',
    path: '/api/inclusion/alternate-inclusions',
    access: ACCESS.office,
    summary: 'Each alternate contract type with its inclusion summary',
    query: ZProjectIdQuery,
    reply: ZAlternateInclusionsReply,
  }),
};

import { z } from 'zod';
import { ZMoney } from '../core/money';
import { defineRoute } from '../core/contract';
import { ACCESS } from '../permissions/access';
import { PROPOSAL_FORMAT_TYPES } from '../project/constants';
import { ZGuid } from './schemas';

/**
 * The public alternate-approval page's two calls (spec 3 §7 "Alternates", issue 15 item 5). No
 * sign-in: the link's GUID (an alternate client contract's) is the only key, and it opens only its
 * own project. Public routes get the per-address rate limit from registerRoute.
 */

export const ZAlternateInclusion = z.object({
  subcategoryCode: z.string(),
  subcategoryName: z.string(),
  /** The client-facing description of the sub-category's scope on this contract. */
  summaryDescription: z.string(),
  conditionName: z.string(),
  internalComments: z.string(),
  preTax: ZMoney,
});
export const ZAlternateCategory = z.object({
  categoryCode: z.string(),
  categoryName: z.string(),
  inclusion: z.array(ZAlternateInclusion),
});
export const ZAlternate = z.object({
  /** 'Base' or 'Alt n'. */
  ContractType: z.string(),
  ProjectID: z.number().int(),
  /** 1 chosen (Base always 1), else 0. */
  AlternateSelectedInd: z.number().int(),
  proposalFormatType: z.enum(PROPOSAL_FORMAT_TYPES),
  /** Pre-tax sum of its conditions. */
  Total: ZMoney,
  KansasRemodelTax: ZMoney,
  GrandTotal: ZMoney,
  category: z.array(ZAlternateCategory),
});
export type TAlternate = z.infer<typeof ZAlternate>;

export const ZAlternateProject = z.object({
  ProjectID: z.number().int(),
  ProjectName: z.string(),
  ProjectDescription: z.string(),
  ProposalFormatType: z.enum(PROPOSAL_FORMAT_TYPES),
  /** 1 once the client has submitted a selection. */
  AlternatesSelectedInd: z.number().int(),
  contactName: z.string(),
  CompanyName: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  PMDisplayName: z.string(),
  PMCompanyName: z.string(),
  PMEmail: z.string(),
  PMPhone: z.string(),
  /** The project is closed: the page shows this instead of the Submit button (docs/rules.md). */
  closedMessage: z.string().nullable(),
});
export type TAlternateProject = z.infer<typeof ZAlternateProject>;

export const ZAlternateApprovalItems = z.object({
  project: ZAlternateProject,
  alternates: z.array(ZAlternate),
});
export type TAlternateApprovalItems = z.infer<typeof ZAlternateApprovalItems>;

export const ZAlternateSelectionBody = z.object({
  guid: ZGuid,
  /** The alternates chosen ('Alt n'); the Base is always included and is not sent. */
  selectedTypes: z.array(z.string().max(20)).max(100),
});
export const ZAlternateSelectionReply = ZAlternateApprovalItems.extend({
  totals: z.object({ subtotal: ZMoney, kansasRemodelTax: ZMoney, total: ZMoney }),
});

export const alternateApprovalContract = {
  alternateApprovalItems: defineRoute({
    method: 'GET',
    path: '/api/contract/alternate-approval-items',
    access: ACCESS.public,
    summary: "The alternate-approval page: the link's project, its Base and its alternates",
    query: z.object({ guid: ZGuid }),
    reply: ZAlternateApprovalItems,
  }),
  submitAlternateSelection: defineRoute({
    method: 'POST',
    path: '/api/contract/alternate-selection',
    // A second submission changes nothing: it is refused (409) once the first is saved.
    idempotency: 'repeatable',
    access: ACCESS.public,
    summary:
      "Saves the client's choice for every alternate and emails the project manager, once (409 after)",
    body: ZAlternateSelectionBody,
    reply: ZAlternateSelectionReply,
  }),
} as const;

import { z } from 'zod';
import { NAME_REQUIRED } from './rules';
import { ZMoney } from '../core/money';
import { ZSignatureImage } from '../core/signature';

/** r of a contract link: c (client) or s (subcontractor). */
export const RECIPIENTS = ['c', 's'] as const;
export type TRecipient = (typeof RECIPIENTS)[number];

/** The four layouts of spec 3 §2.3, chosen by contract type and proposal format. */
export const LAYOUTS = ['baseSummary', 'summary', 'baseDetail', 'detail'] as const;
export type TLayout = (typeof LAYOUTS)[number];

export const ZParty = z.object({
  name: z.string(),
  company: z.string(),
  /** ddd-ddd-dddd, or empty. */
  phone: z.string(),
  email: z.string(),
});
export type TParty = z.infer<typeof ZParty>;

export const ZInclusionLine = z.object({
  conditionId: z.number().int(),
  conditionName: z.string(),
  internalComments: z.string(),
  /** The subcontractor scope: shown in the Description column of sub documents only. */
  description: z.string().nullable(),
  /** Detail layouts: the line's price; Summary layouts show no line prices (null). */
  price: ZMoney.nullable(),
});

export const ZInclusionSubCategory = z.object({
  code: z.string(),
  name: z.string(),
  lines: z.array(ZInclusionLine),
  total: ZMoney,
});

export const ZInclusionCategory = z.object({
  code: z.string(),
  name: z.string(),
  subCategories: z.array(ZInclusionSubCategory),
  total: ZMoney,
});

export const ZTextSection = z.object({
  heading: z.string(),
  paragraphs: z.array(z.string()),
});
export type TTextSection = z.infer<typeof ZTextSection>;

/**
 * The contract document exactly as the page and the PDF show it, built once on the server. Its
 * canonical JSON is what the SHA-256 "of the document as shown" is taken of; the approval state
 * (who signed, when) is kept apart in ZContractStatus so signing does not change the hash.
 */
export const ZContractDocument = z.object({
  guid: z.string(),
  recipient: z.enum(RECIPIENTS),
  layout: z.enum(LAYOUTS),
  contractType: z.string(),
  /** 'Project Proposal', 'Subcontract' or 'Change Order #n' (non-Base detail). */
  title: z.string(),
  /** The summary block's title: 'Subcontract' for sub recipients, else 'Project Proposal'. */
  summaryTitle: z.string(),
  heading: z.object({
    companyName: z.string(),
    companyAddress: z.string(),
    /** Client documents: the client contact; sub documents: the subcontractor's contact. */
    recipient: ZParty,
    projectManager: ZParty,
  }),
  summary: z.object({
    contractDate: z.string(),
    projectName: z.string(),
    projectId: z.number().int(),
    workLocationName: z.string(),
    workLocationAddress: z.string(),
    description: z.string(),
  }),
  inclusions: z.object({
    showDescription: z.boolean(),
    categories: z.array(ZInclusionCategory),
    total: ZMoney,
  }),
  proposedTotalPrice: ZMoney,
  /** Clarifications/Exclusions: the project's exclusions on client documents, else null. */
  exclusions: z.string().nullable(),
  totals: z.object({
    originalContractAmount: ZMoney,
    originalContractWorkDays: z.number().int().nullable(),
    netChange: ZMoney,
    netChangeWorkDays: z.number().int().nullable(),
    ksRemodelingTax: ZMoney,
    total: ZMoney,
  }),
  /** The terms table: label and value rows (work days, retention, the §9 payment terms). */
  terms: z.array(z.object({ label: z.string(), value: z.string() })),
  /** Base contracts only: the full contract terms. */
  contractTerms: z.array(ZTextSection).nullable(),
  /** General conditions (client) or the subcontract exhibit (sub). */
  generalConditions: ZTextSection,
});
export type TContractDocument = z.infer<typeof ZContractDocument>;

export const ZContractStatus = z.object({
  approved: z.boolean(),
  stage: z.string(),
  approvedBy: z.string().nullable(),
  approvalDate: z.string().nullable(),
  approvalSource: z.string().nullable(),
  /** ISO time with zone (UTC) of the signature. */
  signedAt: z.string().nullable(),
  /** The drawn signature as a PNG data URL; null for manual uploads and unsigned contracts. */
  signatureImage: z.string().nullable(),
  /** Whether the Sign Approval button shows (no signature, not a manual upload, pending). */
  canSign: z.boolean(),
  /** The project is closed: the page shows this instead of signing (docs/rules.md). */
  closedMessage: z.string().nullable(),
});
export type TContractStatus = z.infer<typeof ZContractStatus>;

export const ZContractPageReply = z.object({
  contract: z.object({
    document: ZContractDocument,
    /** SHA-256 (hex) of the canonical JSON of `document`: sent back with the signature. */
    documentHash: z.string(),
    status: ZContractStatus,
  }),
});
export type TContractPageReply = z.infer<typeof ZContractPageReply>;

/** The query of GET /api/contract/contract: loose text; the service answers 400 or 404. */
export const ZContractQuery = z.object({
  recipient: z.string().max(10).optional(),
  guid: z.string().max(60).optional(),
  companyID: z.string().max(20).optional(),
});

export const ZSignatureFields = z.object({
  approvedBy: z.string().max(200),
  /** A PNG data URL (spec 3 §3 Signature submission). */
  signature: ZSignatureImage,
  /** The documentHash the page displayed; a different current hash is refused (409). */
  documentHash: z.string().regex(/^[0-9a-f]{64}$/, 'documentHash must be a SHA-256 in hex.'),
});

/** The signer's typed name: required (trimmed), as the signing use case checks it. */
export const ZSignerName = z.object({
  approvedBy: z.string().trim().min(1, NAME_REQUIRED).max(200),
});

export const ZSignatureBody = ZSignatureFields.extend({
  recipient: z.string().max(10),
  guid: z.string().max(60),
  /** As the link carries it ("12") or as a JSON number (12): both are the same company. */
  companyID: z
    .union([z.string().max(20), z.number().int().min(0).max(2_147_483_647)])
    .transform(String),
});

export const ZContractIdParams = z.object({ contractId: z.string().max(60) });

export const ZCheckContractQuery = z.object({ guid: z.string().max(60) });
export const ZCheckContractReply = z.object({
  contractExists: z.boolean(),
  /** Where the signed PDF downloads, once it exists. */
  uri: z.string().nullable(),
});

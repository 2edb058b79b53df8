import { z } from 'zod';
import { ZSignatureImage } from '../core/signature';
import { ZIdInput } from '../core/ids';
import { MONEY_MAX } from '../core/column-ranges';
import { decimalInput } from '../core/strict-inputs';
import { ZMoney } from '../core/money';
import { ZPayAppNumber } from '../billing/schemas';
import { WAIVER_DIRECTIONS, WAIVER_KINDS } from './rules';

const ZId = ZIdInput;
const ZGuid = z.string().max(60);

/** One waiver as the Invoice tab lists it. */
export const ZWaiver = z.object({
  waiverId: z.number().int(),
  guid: z.string(),
  payAppNumber: z.number().int(),
  kind: z.enum(WAIVER_KINDS),
  direction: z.enum(WAIVER_DIRECTIONS),
  /** Who gives the waiver (we, or the subcontractor) and who receives it. */
  claimant: z.string(),
  customer: z.string(),
  subContractId: z.string().nullable(),
  amount: ZMoney,
  throughDate: z.string(),
  state: z.enum(['Requested', 'Received']),
  requestedTo: z.string(),
  requestedAt: z.string(),
  expiresAt: z.string(),
  /** 'signature' (on its link) or 'upload' (a paper waiver marked received). */
  receivedVia: z.enum(['signature', 'upload']).nullable(),
  receivedAt: z.string().nullable(),
  signedName: z.string().nullable(),
  /** The public link (/waiver?i={guid}). */
  link: z.string(),
});
export type TWaiver = z.infer<typeof ZWaiver>;

/** A subcontractor of the project a waiver may be requested from (an approved sub contract). */
export const ZWaiverSubcontractor = z.object({
  subContractId: z.string(),
  companyName: z.string(),
  contractType: z.string(),
  email: z.string(),
});

export const ZWaiversQuery = z.object({ projectID: ZId });
export const ZWaiversReply = z.object({
  waivers: z.array(ZWaiver),
  /** The project's pay apps: a waiver is requested for a certified one. */
  payApps: z.array(
    z.object({ number: z.number().int(), status: z.string(), certified: z.boolean() }),
  ),
  subcontractors: z.array(ZWaiverSubcontractor),
  /** The client's email, the default recipient of a waiver we give. */
  pmEmail: z.string(),
});

export const ZRequestWaiverBody = z.object({
  projectID: ZId,
  paymentApplicationType: ZPayAppNumber,
  kind: z.enum(WAIVER_KINDS),
  direction: z.enum(WAIVER_DIRECTIONS),
  subContractId: z.string().max(60).nullish(),
  /** A subcontractor's waiver only: the amount it waives, in the amount column's range. */
  amount: decimalInput({ places: 2, min: '0', max: MONEY_MAX }).nullish(),
  /** Who signs it on its link: one email address. */
  email: z.email('Email must be an email address.').max(200),
});
export const ZWaiverReply = z.object({ waiver: ZWaiver });

export const ZWaiverIdQuery = z.object({ waiverId: ZId });
export const ZWaiverGuidQuery = z.object({ i: ZGuid });

/** The public page: the document as shown, hashed. */
export const ZWaiverDocument = z.object({
  title: z.string(),
  kind: z.enum(WAIVER_KINDS),
  paragraphs: z.array(z.string()),
  claimant: z.string(),
  customer: z.string(),
  project: z.string(),
  payApp: z.string(),
  amount: ZMoney,
  throughDate: z.string(),
});
export type TWaiverDocument = z.infer<typeof ZWaiverDocument>;

export const ZWaiverPageReply = z.object({
  document: ZWaiverDocument,
  documentHash: z.string(),
  state: z.enum(['Requested', 'Received']),
  expired: z.boolean(),
  signedName: z.string().nullable(),
  signedAt: z.string().nullable(),
});

export const ZWaiverSignatureBody = z.object({
  i: ZGuid,
  approvedBy: z.string().max(200),
  signature: ZSignatureImage,
  documentHash: z.string().regex(/^[0-9a-f]{64}$/, 'documentHash must be a SHA-256 in hex.'),
});

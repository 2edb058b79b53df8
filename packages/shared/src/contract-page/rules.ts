import { fromNumeric, toUnits } from '../core/decimal';
import { contractKind } from '../contracts/constants';
import { parseInteger } from '../core/integer';
import type { TLayout, TRecipient } from './schemas';
import { formatMoney } from '../core/money';

/** The not-found text of every wrong case (spec 3 §2.3, §8; 'N5' is the company's short name). */
export const CONTRACT_NOT_FOUND =
  'That contract could not be found. Please contact the N5 Project Manager.';
export const FINDING_CONTRACT = 'Finding Contract';
export const CONTRACT_READY = 'Contract is ready for download.';
export const NAME_REQUIRED = 'Name is required';
export const SIGNATURE_REQUIRED = 'Signature is required';
/** Before this approval date, a sub contract carries the older exhibit (spec 3 §2.3). */
export const NEW_SUB_EXHIBIT_FROM = '2023-09-20';

const GUID = /^\{?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\}?$/i;

/** A GUID as written in a link (braces allowed, any case) → lower case, or null. */
export function parseGuid(text: string | null | undefined): string | null {
  const match = GUID.exec((text ?? '').trim());
  if (!match) return null;
  // Braces must pair: "{abc" is not a GUID.
  const raw = (text ?? '').trim();
  if (raw.startsWith('{') !== raw.endsWith('}')) return null;
  return match[1]!.toLowerCase();
}

export interface TContractLink {
  recipient: TRecipient;
  guid: string;
  companyId: number;
}

/**
 * The checks of a /contract/ link (spec 3 §2.3, §5): r is c or s, id a GUID (braces allowed),
 * c a company id (digits). Null when anything is missing or wrong.
 */
export function parseContractLink(params: {
  r?: string | null;
  id?: string | null;
  c?: string | null;
}): TContractLink | null {
  const recipient = params.r === 'c' || params.r === 's' ? params.r : null;
  const guid = parseGuid(params.id);
  const companyId = /^\d{1,9}$/.test(params.c ?? '') ? parseInteger(params.c!) : null;
  if (!recipient || !guid || companyId === null) return null;
  return { recipient, guid, companyId };
}

/** The layout of a contract: Base or not, Summary or Detail; sub documents are always Detail. */
export function layoutOf(
  recipient: TRecipient,
  contractType: string,
  proposalFormat: string,
): TLayout {
  const base = contractType === 'Base';
  const summary = recipient === 'c' && proposalFormat === 'Summary';
  if (summary) return base ? 'baseSummary' : 'summary';
  return base ? 'baseDetail' : 'detail';
}

/** The document's title: 'Change Order #n' for a non-Base detail (alternates: 'Alternate #n'). */
export function titleOf(recipient: TRecipient, contractType: string, layout: TLayout): string {
  if (layout === 'detail') {
    const n = contractType.replace(/^\D+/, '');
    return contractKind(contractType) === 'Alt' ? `Alternate #${n}` : `Change Order #${n}`;
  }
  return summaryTitleOf(recipient);
}
export const summaryTitleOf = (recipient: TRecipient) =>
  recipient === 's' ? 'Subcontract' : 'Project Proposal';

/** The canonical JSON whose SHA-256 is the document hash (one home: core/canonical-json). */
export { canonicalJson } from '../core/canonical-json';

/** "$1,234.50" from decimal text (the page and the PDF print money alike): formatMoney. */
export function money(value: string): string {
  return formatMoney(value);
}

/** A ten-digit phone as ddd-ddd-dddd, else empty (spec 3 §9). */
export function phoneText(value: string | null | undefined): string {
  let digits = (value ?? '').replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return digits.length === 10
    ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`
    : '';
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];
const SCALES = ['', 'Thousand', 'Million', 'Billion'];

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds) parts.push(`${ONES[hundreds]} Hundred`);
  if (rest >= 20)
    parts.push(TENS[Math.floor(rest / 10)]! + (rest % 10 ? `-${ONES[rest % 10]}` : ''));
  else if (rest) parts.push(ONES[rest]!);
  return parts.join(' ');
}

/** A contract sum in words, as a check writes it: "One Thousand Two Hundred and 50/100 Dollars". */
export function amountInWords(value: string): string {
  const cents = toUnits(fromNumeric(value), 2);
  const negative = cents < 0n;
  const digits = (negative ? -cents : cents).toString().padStart(3, '0');
  const dollars = digits.slice(0, -2).replace(/^0+(?=\d)/, '');
  const rest = digits.slice(-2);
  const groups: string[] = [];
  // Groups of three digits from the right: units, thousands, millions, billions.
  for (let end = dollars.length, scale = 0; end > 0; end -= 3, scale += 1) {
    const group = parseInteger(dollars.slice(Math.max(0, end - 3), end)) ?? 0;
    if (group) groups.unshift(`${belowThousand(group)}${SCALES[scale] ? ` ${SCALES[scale]}` : ''}`);
  }
  if (groups.length === 0) groups.push('Zero');
  return `${negative ? 'Minus ' : ''}${groups.join(' ')} and ${rest}/100 Dollars`;
}

import { createHash } from 'node:crypto';
import {
  amountInWords,
  canonicalJson,
  layoutOf,
  money,
  NEW_SUB_EXHIBIT_FROM,
  phoneText,
  summaryTitleOf,
  titleOf,
} from '@n5/shared/contract-page/rules';
import type { TContractDocument, TRecipient } from '@n5/shared/contract-page/schemas';
import {
  baseContractTerms,
  CLIENT_GENERAL_CONDITIONS,
  COMPANY,
  SUB_EXHIBIT,
  SUB_EXHIBIT_BEFORE_2023_09_20,
  termsRows,
} from '@n5/shared/contract-page/terms';
import {
  add,
  fromNumeric,
  sum,
  toNumeric,
  toPercent,
  ZERO,
  type TDecimal,
} from '@n5/shared/core/decimal';
import type { TContractLine, TDocumentProject } from './queries';

/** The contract facts the document is built from (either kind). */
export interface TDocumentInput {
  recipient: TRecipient;
  guid: string;
  contractType: string;
  description: string;
  workDays: number | null;
  retention: string;
  sentDate: string | null;
  approvalDate: string | null;
  project: TDocumentProject;
  /** The subcontractor's heading (sub documents). */
  sub: { name: string; company: string; phone: string; email: string } | null;
  lines: TContractLine[];
  /** Change orders: the Base contract they change. */
  base: { total: string; workDays: number | null } | null;
}

const text = (d: TDecimal) => toNumeric(d, 2);

type TPriceOf = (l: TContractLine) => TDecimal;
type TClient = TContractDocument['heading']['recipient'];

/** The inclusions by category and sub-category, each with its total (lines priced in detail). */
function inclusionCategoriesOf(
  input: TDocumentInput,
  view: { isSub: boolean; detail: boolean; priceOf: TPriceOf },
) {
  const { isSub, detail, priceOf } = view;
  const categories = new Map<
    string,
    { name: string; subs: Map<string, { name: string; lines: TContractLine[] }> }
  >();
  for (const line of input.lines) {
    const category = categories.get(line.categoryCode) ?? {
      name: line.categoryName,
      subs: new Map(),
    };
    categories.set(line.categoryCode, category);
    const sub = category.subs.get(line.subCategoryCode) ?? {
      name: line.subCategoryName,
      lines: [],
    };
    category.subs.set(line.subCategoryCode, sub);
    sub.lines.push(line);
  }
  return [...categories].map(([code, category]) => {
    const subCategories = [...category.subs].map(([subCode, sub]) => ({
      code: subCode,
      name: sub.name,
      lines: sub.lines.map((l) => ({
        conditionId: l.conditionId,
        conditionName: l.conditionName,
        internalComments: l.internalComments,
        description: isSub ? l.subcontractorScope : null,
        price: detail ? text(priceOf(l)) : null,
      })),
      total: text(sum(sub.lines.map(priceOf))),
    }));
    return {
      code,
      name: category.name,
      subCategories,
      total: text(sum(subCategories.map((s) => fromNumeric(s.total)))),
    };
  });
}

/** The price, tax, original amount, net change and total (a change order changes its Base). */
function figuresOf(input: TDocumentInput, isSub: boolean, priceOf: TPriceOf) {
  const price = sum(input.lines.map(priceOf));
  const tax = isSub ? ZERO : sum(input.lines.map((l) => fromNumeric(l.tax)));
  const base = input.contractType === 'Base' || !input.base;
  const original = base ? price : fromNumeric(input.base!.total);
  const netChange = base ? ZERO : price;
  const total = add(add(original, netChange), tax);
  return { price, tax, base, original, netChange, total };
}

function clientOf(project: TDocumentProject): TClient {
  return {
    name: project.clientName ?? '',
    company: project.clientCompanyName ?? '',
    phone: phoneText(project.clientPhone),
    email: project.clientEmail ?? '',
  };
}

function headingOf(input: TDocumentInput, isSub: boolean, client: TClient) {
  return {
    companyName: COMPANY.name,
    companyAddress: COMPANY.address,
    recipient: isSub && input.sub ? input.sub : client,
    projectManager: {
      name: input.project.pmName ?? '',
      company: COMPANY.name,
      phone: '',
      email: input.project.pmEmail ?? '',
    },
  };
}

function totalsOf(input: TDocumentInput, figures: ReturnType<typeof figuresOf>) {
  const { base, original, netChange, tax, total } = figures;
  return {
    originalContractAmount: text(original),
    originalContractWorkDays: base ? input.workDays : (input.base?.workDays ?? null),
    netChange: text(netChange),
    netChangeWorkDays: base ? null : input.workDays,
    ksRemodelingTax: text(tax),
    total: text(total),
  };
}

/** The owner's contract terms belong to the client's Base proposal; a sub has its exhibit. */
function contractTermsOf(input: TDocumentInput, isSub: boolean, client: TClient, total: TDecimal) {
  return input.contractType === 'Base' && !isSub
    ? baseContractTerms({
        ownerName: client.company || client.name,
        workDays: input.workDays,
        contractSum: money(text(total)),
        contractSumWords: amountInWords(text(total)),
        exclusions: input.project.exclusions,
      })
    : null;
}

function generalConditionsOf(input: TDocumentInput, isSub: boolean) {
  return !isSub
    ? CLIENT_GENERAL_CONDITIONS
    : input.approvalDate && input.approvalDate < NEW_SUB_EXHIBIT_FROM
      ? SUB_EXHIBIT_BEFORE_2023_09_20
      : SUB_EXHIBIT;
}

/**
 * The one document model of a contract (spec 3 §2.3), from which the page and the PDF render:
 * heading, summary, inclusions, totals, terms, the Base contract terms and general conditions.
 */
export function buildDocument(input: TDocumentInput): TContractDocument {
  const { recipient, project } = input;
  const isSub = recipient === 's';
  const layout = layoutOf(recipient, input.contractType, project.proposalFormatType);
  const detail = layout === 'baseDetail' || layout === 'detail';
  const priceOf = (l: TContractLine) => fromNumeric(isSub ? l.bidAmount : l.preTax);
  const inclusionCategories = inclusionCategoriesOf(input, { isSub, detail, priceOf });
  const figures = figuresOf(input, isSub, priceOf);
  const retentionPercent = `${toNumeric(toPercent(fromNumeric(input.retention)), 2)}%`;
  const client = clientOf(project);

  return {
    guid: input.guid,
    recipient,
    layout,
    contractType: input.contractType,
    title: titleOf(recipient, input.contractType, layout),
    summaryTitle: summaryTitleOf(recipient),
    heading: headingOf(input, isSub, client),
    summary: {
      contractDate: input.sentDate ?? '',
      projectName: project.projectName,
      projectId: project.projectId,
      workLocationName: project.workLocationName ?? '',
      workLocationAddress: project.workLocationAddress ?? '',
      description: input.description || project.projectDescription || '',
    },
    inclusions: {
      showDescription: isSub,
      categories: inclusionCategories,
      total: text(figures.price),
    },
    proposedTotalPrice: text(figures.price),
    exclusions: isSub ? null : project.exclusions,
    totals: totalsOf(input, figures),
    terms: termsRows({ workDays: input.workDays, retentionPercent }),
    contractTerms: contractTermsOf(input, isSub, client, figures.total),
    generalConditions: generalConditionsOf(input, isSub),
  };
}

/** SHA-256 (hex) of the document's canonical JSON: "the document exactly as shown". */
export function documentHash(document: TContractDocument): string {
  return createHash('sha256').update(canonicalJson(document), 'utf8').digest('hex');
}

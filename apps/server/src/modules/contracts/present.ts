import { contractKind } from '@n5/shared/contracts/constants';
import {
  clientContractTotal,
  displayedRetention,
  subContractTotal,
} from '@n5/shared/contracts/totals';
import type { TClientContract, TSubContract } from '@n5/shared/contracts/schemas';
import type { TProjectInfo } from './deps';
import type { TClientContractRow, TConditionAmount, TSubContractRow } from './queries';

const fileUrl = (key: string | null) => (key ? `/api/files/${key}` : null);

/** The sub-categories of a contract's conditions, sorted, with their main category. */
function inclusionsOf(
  amounts: TConditionAmount[],
  pick: (a: TConditionAmount) => string | null,
  guid: string,
) {
  const seen = new Map<string, number>();
  for (const a of amounts) if (pick(a) === guid) seen.set(a.subCategoryCode, a.mainCategoryId);
  return [...seen]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([text, categoryid]) => ({ text, categoryid }));
}

/** What a contract row of either kind shows the same way: its accounting push and its files. */
function commonOf(
  row: TClientContractRow | TSubContractRow,
  amounts: TConditionAmount[],
  pick: (a: TConditionAmount) => string | null,
) {
  return {
    GUID: row.contractId,
    ProjectID: row.projectId,
    CompanyID: row.companyId,
    ContractStageCategory: row.stage,
    Retention: displayedRetention(row.retention, row.stage),
    ApprovalSource: row.approvalSource,
    ContractFileUrl: fileUrl(row.contractFileKey),
    Inclusions: inclusionsOf(amounts, pick, row.contractId),
    Accounting: {
      status: row.accountingStatus as TClientContract['Accounting']['status'],
      error: row.accountingError,
      at: row.accountingAt?.toISOString() ?? null,
    },
    displayType: 'data' as const,
  };
}

/** A client contract row as the tab shows it (spec 1 §5 names). */
export function toClient(
  row: TClientContractRow,
  project: TProjectInfo,
  amounts: TConditionAmount[],
): TClientContract {
  const mine = amounts.filter((a) => a.clientContractId === row.contractId);
  return {
    ...commonOf(row, amounts, (a) => a.clientContractId),
    CompanyName: row.companyName ?? 'No client',
    ContractType: row.contractType,
    ContractDescription: row.description,
    ContractSentInd: row.sentInd,
    AlternatesInd: contractKind(row.contractType) === 'Alt' ? 1 : 0,
    AlternateSentInd: row.alternateSentInd,
    ClientWorkDays: row.workDays,
    GrandTotal: clientContractTotal(mine),
    // Filled per contract only where exact (list-contracts.ts): issue 16.
    InvoicedTotal: '0.00',
    ReceivedTotal: '0.00',
    BidDate: project.submittedDate,
    ContractSentDate: row.sentDate,
    ClientApprovalDate: row.approvalDate,
    projectName: project.projectName,
    workLocationName: project.workLocationName,
  };
}

/** A sub contract row as the tab shows it. */
export function toSub(
  row: TSubContractRow,
  project: TProjectInfo,
  amounts: TConditionAmount[],
): TSubContract {
  const mine = amounts.filter((a) => a.subContractId === row.contractId);
  return {
    ...commonOf(row, amounts, (a) => a.subContractId),
    CompanyName: row.companyName ?? 'Placeholder',
    SubContractType: row.subContractType,
    SubContractSentInd: row.sentInd,
    SubWorkDays: row.workDays,
    Total: subContractTotal(mine),
    Invoiced: '0.00',
    Received: '0.00',
    SubBidDate: row.bidDate,
    BidFileUrl: fileUrl(row.bidFileKey),
    SubContractSentDate: row.sentDate,
    SubApprovalDate: row.approvalDate,
    projectName: project.projectName,
  };
}

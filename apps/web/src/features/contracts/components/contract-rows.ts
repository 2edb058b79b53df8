import { PUSHED_WITHOUT_SIGNATURE } from '@n5/shared/contracts/constants';
import { STAGE_ACTIONS } from '@n5/shared/contracts/rules';
import type { TClientContract, TSubContract } from '@n5/shared/contracts/schemas';
import type { TContractRow } from './contract-table';

/** Client and sub contracts as the contract tables show them, and their rows' confirmations. */

export const clientRow = (r: TClientContract): TContractRow => ({
  guid: r.GUID,
  companyId: r.CompanyID,
  companyName: r.CompanyName,
  type: r.ContractType,
  stage: r.ContractStageCategory,
  sent: r.ContractSentInd === 1,
  description: r.ContractDescription,
  days: r.ClientWorkDays,
  retention: r.Retention,
  total: r.GrandTotal,
  invoiced: r.InvoicedTotal,
  paid: r.ReceivedTotal,
  bidDate: r.BidDate,
  sentDate: r.ContractSentDate,
  approvalDate: r.ClientApprovalDate,
  inclusions: r.Inclusions,
  fileUrl: r.ContractFileUrl,
  viewUrl: `/contracts/${r.GUID}/client`,
  oldViewUrl: `/contract/?r=c&id=${r.GUID}&c=${r.CompanyID ?? ''}`,
  accounting: r.Accounting,
  pushedUnsigned: r.ApprovalSource === PUSHED_WITHOUT_SIGNATURE,
  alternateSent: r.AlternatesInd === 1 ? r.AlternateSentInd === 1 : undefined,
});

export const subRow = (r: TSubContract): TContractRow => ({
  guid: r.GUID,
  companyId: r.CompanyID,
  companyName: r.CompanyName,
  type: r.SubContractType,
  stage: r.ContractStageCategory,
  sent: r.SubContractSentInd === 1,
  description: '',
  days: r.SubWorkDays,
  retention: r.Retention,
  total: r.Total,
  invoiced: r.Invoiced,
  paid: r.Received,
  bidDate: r.SubBidDate,
  sentDate: r.SubContractSentDate,
  approvalDate: r.SubApprovalDate,
  inclusions: r.Inclusions,
  fileUrl: r.ContractFileUrl,
  bidFileUrl: r.BidFileUrl,
  viewUrl: `/contract/?r=s&id=${r.GUID}&c=${r.CompanyID ?? ''}`,
  accounting: r.Accounting,
  pushedUnsigned: r.ApprovalSource === PUSHED_WITHOUT_SIGNATURE,
});

/** The confirmations of a row's stage actions. */
export const CONFIRM: Record<string, { title: string; text: string; label: string }> = {
  deactivate: {
    title: 'Deactivate Contract',
    text: STAGE_ACTIONS.deactivate.confirmation,
    label: 'Deactivate',
  },
  reactivate: {
    title: 'Reactivate Contract',
    text: STAGE_ACTIONS.reactivate.confirmation,
    label: 'Reactivate',
  },
  returnToPending: {
    title: 'Return to pending',
    text: STAGE_ACTIONS.returnToPending.confirmation,
    label: 'Return to pending',
  },
  pushWithoutSignature: {
    title: 'Push contract without signature',
    text: 'Are you sure you want to push this contract to accounting without a signature?',
    label: 'Push',
  },
  resync: {
    title: 'Force re-sync',
    text: 'Send this approved contract to accounting again?',
    label: 'Re-sync',
  },
};
